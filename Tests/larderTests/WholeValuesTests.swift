import Foundation
import LarderTestSupport
import Testing

/// A value is read whole or not at all (docs/IMPORT.md, *Values*): a stranger's deals and pantry files,
/// each value stored exactly or its row rejected with a reason that quotes it.
@Suite struct WholeValuesTests {
    let cli = EndToEndTests()

    /// A deal's price is one amount or an offer read whole (docs/IMPORT.md, "Offers as ads state them"): the
    /// price of one unit, the offer's count and price, the unit and the text as written; a price column
    /// of another kind still refuses an offer, quoting it.
    @Test func aDealsPriceIsOneAmountOrAnOfferReadWhole() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            """
            store,item,discount_price,valid_until
            Corner,Apples,2 for $5,2026-12-01
            Corner,Limes,10 for $10,2026-12-01
            Corner,Pears,2.5e1,2026-12-01
            Corner,Cheese,"1.299,00",2026-12-01
            Corner,Kiwis,4/$5,2026-12-01
            Corner,Grapes,$3.49/lb,2026-12-01

            """, "deals.csv", in: folder)
        try cli.write("name,quantity,price\nRice,1,2 for $5\n", "pantry.csv", in: folder)
        let result = try cli.larder(["import", "deals.csv", "pantry.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("deals.csv → deals: 6 read, 6 inserted"), "\(result.output)")
        let probe = try probe(folder)
        let stored = try probe.strings(
            "SELECT item_name || '=' || printf('%.2f', discount_price) || ' ' || ifnull(offer_quantity, '-') || ' '"
                + " || CASE WHEN offer_price IS NULL THEN '-' ELSE printf('%.2f', offer_price) END || ' ' || ifnull(price_unit, '-') || ' '"
                + " || ifnull(offer_text, '-') FROM deals ORDER BY item_name")
        #expect(
            stored == [
                "Apples=2.50 2 5.00 - 2 for $5", "Cheese=1299.00 - - - -", "Grapes=3.49 - - lb $3.49/lb",
                "Kiwis=1.25 4 5.00 - 4/$5", "Limes=1.00 10 10.00 - 10 for $10", "Pears=25.00 - - - -",
            ], "\(stored)")
        let reasons = try probe.strings("SELECT reason FROM rejected_rows ORDER BY line")
        #expect(
            reasons == [
                "`price` is `2 for $5`, which is a multi-buy offer (2 for 5), not one amount of money; only a deal's"
                    + " prices read offers; write the price of one item (2.50)."
            ], "\(reasons)")
    }

    @Test func aJSONNumberIsReadFromItsWholeToken() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            """
            [
              {"name": "Rice", "price": 2.5e1, "quantity": 1.5e2},
              {"name": "Saffron", "price": 1e308, "quantity": 1},
              {"name": "Caviar", "price": 1e999, "quantity": 1},
              {"name": "Dust", "price": 0.1e-400, "quantity": 1},
              {"name": "Gold", "price": 1e9, "quantity": 1}
            ]
            """, "pantry.json", in: folder)
        let result = try cli.larder(["import", "pantry.json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("pantry.json → inventory_items: 5 read, 2 inserted"), "\(result.output)")
        let probe = try probe(folder)
        let stored = try probe.strings(
            "SELECT name || '=' || quote(price) || ',' || quote(quantity) || ',' || quote(unit) FROM inventory_items"
                + " ORDER BY name")
        #expect(stored == ["Gold=1000000000.0,1.0,NULL", "Rice=25.0,150.0,NULL"], "\(stored)")
        let reasons = try probe.strings("SELECT reason FROM rejected_rows ORDER BY location")
        #expect(
            reasons == [
                "`price` is `1e308`, which is larger than 1,000,000,000 (one billion), the largest number larder keeps;"
                    + " check the value in the export: a price, quantity or rating is far smaller.",
                "`price` is `1e999`, which is too large for a number larder stores; write numbers below 1.8e308.",
                "`price` is `0.1e-400`, which is too close to 0 for a number larder stores; write 0 or a number"
                    + " above 2.2e-308.",
            ], "\(reasons)")
    }

    private func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }
}
