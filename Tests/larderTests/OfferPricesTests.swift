import Foundation
import LarderTestSupport
import Testing

/// Issue 29's point 6 through the `larder` executable (docs/IMPORT.md, "Offers as ads state them"): a deal's
/// price written as a weekly ad writes it is read whole — the price of one unit (to the cent, half to
/// even), the offer's count and price, the unit, the text as written — and the savings compare prices per
/// unit. The test's oracle is its own `Decimal` arithmetic.
@Suite struct OfferPricesTests {
    let cli = EndToEndTests()

    /// `value` to the cent, half to even, as two decimals: the test's own rounding.
    static func cents(_ value: Decimal) -> String {
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, 2, .bankers)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSDecimalNumber(decimal: rounded))!
    }

    static func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

    /// Each deal as `item | discount | original | quantity | offer price | unit | text` (`-` for NULL).
    static let query = """
        SELECT item_name || ' | ' || printf('%.2f', discount_price) || ' | '
            || CASE WHEN original_price IS NULL THEN '-' ELSE printf('%.2f', original_price) END || ' | '
            || ifnull(offer_quantity, '-') || ' | '
            || CASE WHEN offer_price IS NULL THEN '-' ELSE printf('%.2f', offer_price) END || ' | '
            || ifnull(price_unit, '-') || ' | ' || ifnull(offer_text, '-')
        FROM deals ORDER BY item_name
        """

    @Test func aWeeklyAdWithEveryPriceFormIsStoredFieldByField() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = [
            ("Apples", "2 for $5", "2.99"), ("Bananas", "$0.59/lb", "$0.79/lb"), ("Cola", "10 for $10", "1.49"),
            ("Dates", "4/$5", ""), ("Eggplant", "$1.99 per lb", "$4.99/kg"), ("Figs", "$1.79 ea", "$2.29"),
            ("Grapes", "$3.49/lb", "$2.00 each"), ("Hummus", "Buy 2 get 1 free", "$3.00"),
            ("Ice cream", "Buy 1 get 1 free", ""),
        ]
        // A saved weekly-ad page: the store and the sale's last day come from the page around the table.
        let cells = rows.map { "<tr><td>\($0.0)</td><td>\($0.1)</td><td>\($0.2)</td></tr>" }.joined(separator: "\n")
        let page = """
            <!DOCTYPE html><html><head><title>Corner Market Weekly Ad</title></head><body>
            <h1>Corner Market Weekly Ad</h1><p>Prices valid through 11/30/2026.</p>
            <table><tr><th>Item</th><th>Sale</th><th>Regular</th></tr>
            \(cells)
            </table></body></html>
            """
        try cli.write(page, "data/weekly-ad.html", in: folder)
        try cli.write(
            "id,name,quantity,unit,where_to_buy,group_id,category_id\ns1,Eggplant,2,lb,,g,c\ns2,Cola,4,,,g,c\n",
            "data/shopping.csv",
            in: folder)
        let result = try cli.larder(["run", "data", "--out", "out", "--as-of", "2026-11-23", "-v"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains("→ deals: 9 read, 8 inserted, 0 updated, 0 unchanged, 1 rejected"),
            "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        // Eggplant's regular price per kg in the sale's unit: 4.99 × 453.59237 / 1000 = 2.2634…
        let eggplantRegular = Self.cents(Self.decimal("4.99") * Self.decimal("453.59237") / 1000)
        #expect(
            try probe.strings(Self.query) == [
                "Apples | 2.50 | 2.99 | 2 | 5.00 | - | 2 for $5",
                "Bananas | 0.59 | 0.79 | - | - | lb | $0.59/lb",
                "Cola | 1.00 | 1.49 | 10 | 10.00 | - | 10 for $10",
                "Dates | 1.25 | - | 4 | 5.00 | - | 4/$5",
                "Eggplant | 1.99 | \(eggplantRegular) | - | - | lb | $1.99 per lb",
                "Figs | 1.79 | 2.29 | - | - | each | $1.79 ea",
                // A price per pound beside a regular price per item cannot be compared: no regular price.
                "Grapes | 3.49 | - | - | - | lb | $3.49/lb",
                "Hummus | 2.00 | 3.00 | 3 | 6.00 | - | Buy 2 get 1 free",
            ])
        #expect(
            try probe.strings("SELECT reason FROM rejected_rows") == [
                "`Sale` is `Buy 1 get 1 free`, which states the offer but not the price of one item; write the regular"
                    + " price of one item in its own column (`Reg`) or after the offer (`Buy 1 get 1 free at $3.00`)."
            ])
        // The savings page and report.md: a multi-buy as the price of one with the offer, a per-pound
        // saving per pound, times the list's pounds.
        let markdown = try String(contentsOf: folder.appendingPathComponent("out/report.md"), encoding: .utf8)
        #expect(markdown.contains("| Cola | Cola | Corner Market | 1.00 (10 for \\$10) | 1.49 | 0.49 |"), "\(markdown)")
        let savedPerPound = Self.decimal(eggplantRegular) - Self.decimal("1.99")
        #expect(
            markdown.contains(
                "| Eggplant | Eggplant | Corner Market | 1.99/lb | \(eggplantRegular)/lb | \(Self.cents(savedPerPound))/lb |"
            ),
            "\(markdown)")
        // The list's cheapest store: one Cola's saving, and the eggplant's per pound times the list's 2 lb.
        let saving = (Self.decimal("1.49") - 1) + Self.decimal(Self.cents(savedPerPound)) * 2
        #expect(markdown.contains("| Corner Market | 2 of 2 | \(Self.cents(saving)) |"), "\(markdown)")
    }

    /// The class: 1,500 generated prices of every form (`N for $P`, `N/$P`, `N for P`, `$P/lb`, `$P per kg`,
    /// `$P ea`, `$P/100g`, `Buy B get F free` with a regular price), each row's stored values against the
    /// test's own `Decimal` arithmetic.
    @Test func generatedOffersAreStoredAsTheTestComputesThem() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator(seed: 6_006)
        var lines = ["store,item,discount_price,original_price,valid_until"]
        var expected: [String] = []
        for index in 0..<1_500 {
            let item = String(format: "Item %05d", index)
            let price = Decimal(Int(random.next() % 5_000) + 1) / 100
            let priceText = Self.cents(price)
            switch random.next() % 4 {
            case 0:
                let count = Int(random.next() % 12) + 2
                let form = ["\(count) for $\(priceText)", "\(count)/$\(priceText)", "\(count) for \(priceText)"][
                    Int(random.next() % 3)]
                lines.append("Shop,\(item),\(form),,2026-11-30")
                expected.append(
                    "\(item) | \(Self.cents(price / Decimal(count))) | - | \(count) | \(priceText) | - | \(form)")
            case 1:
                let (written, unit) = [
                    ("/lb", "lb"), (" per kg", "kg"), (" ea", "each"), ("/100g", "100 g"), (" /oz", "oz"),
                ][
                    Int(random.next() % 5)]
                let form = "$\(priceText)\(written)"
                lines.append("Shop,\(item),\(form),,2026-11-30")
                expected.append("\(item) | \(priceText) | - | - | - | \(unit) | \(form)")
            case 2:
                let (bought, free) = (Int(random.next() % 3) + 1, Int(random.next() % 2) + 1)
                let form = "Buy \(bought) get \(free) free"
                let total = price * Decimal(bought)
                let each = Self.cents(total / Decimal(bought + free))
                lines.append("Shop,\(item),\(form),$\(priceText),2026-11-30")
                expected.append(
                    "\(item) | \(each) | \(priceText) | \(bought + free) | \(Self.cents(total)) | - | \(form)")
            default:
                lines.append("Shop,\(item),$\(priceText),,2026-11-30")
                expected.append("\(item) | \(priceText) | - | - | - | - | -")
            }
        }
        try cli.write(lines.joined(separator: "\n") + "\n", "data/ads.csv", in: folder)
        let result = try cli.larder(["import", "data/ads.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let stored = try probe.strings(Self.query)
        #expect(stored.count == expected.count)
        for (got, want) in zip(stored, expected) where got != want { Issue.record("stored \(got), expected \(want)") }
        #expect(try probe.count("rejected_rows") == 0)
    }
}
