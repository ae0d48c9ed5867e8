import Foundation
import LarderTestSupport
import Testing

/// The rule behind `1e300` in a deal's price, which crashed the report (`Figures.cents` could not make it
/// whole cents): a number of any size in any numeric column is stored when its magnitude is at most one
/// billion, or rejects its row with the reason, and the whole pipeline then renders. The test writes
/// amounts and quantities from 10^-2 to 10^300 in digits and with exponents, and decides by its own
/// reading of each (`Decimal`) which rows must be stored.
@Suite struct LargeNumbersTests {
    let cli = EndToEndTests()

    @Test func numbersOfEverySizeAreStoredUpToABillionOrRejectedAndTheReportRenders() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator(seed: 1_000_000_000)
        var deals = "id,store_name,item_name,discount_price,original_price,valid_until,zip_code\n"
        var inventory = "name,quantity,expiration_date,price\n"
        var (storedDeals, storedItems, tooLargeRows) = (0, 0, 0)
        for row in 1...300 {
            let (sale, saleFits) = Self.number(using: &random)
            let (regular, regularFits) = Self.number(using: &random)
            deals += "d\(row),Shop \(row % 3),Item \(row),\(sale),\(regular),2026-12-10,02139\n"
            // A deal's own rule besides: a sale price above the regular one rejects it (seed 003).
            if saleFits && regularFits && Decimal(string: sale)! <= Decimal(string: regular)! { storedDeals += 1 }
            let (quantity, quantityFits) = Self.number(using: &random)
            let (price, priceFits) = Self.number(using: &random)
            inventory += "Food \(row),\(quantity),2026-11-30,\(price)\n"
            if quantityFits && priceFits { storedItems += 1 }
            if !(saleFits && regularFits) { tooLargeRows += 1 }
            if !(quantityFits && priceFits) { tooLargeRows += 1 }
        }
        try cli.write(deals, "data/deals.csv", in: folder)
        try cli.write(inventory, "data/inventory.csv", in: folder)
        try cli.write("item,quantity,store\nItem 1,3 lb,Shop 1\nItem 2,2e9 lb,Shop 2\n", "data/list.csv", in: folder)
        let run = try cli.larder(["run", "data", "--out", "site", "--as-of", "2026-11-28"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.count("deals") == storedDeals)
        #expect(try probe.count("inventory_items") == storedItems)
        let tooLarge = try probe.strings(
            "SELECT reason FROM rejected_rows WHERE reason LIKE '%the largest number larder keeps%'")
        #expect(tooLarge.count == tooLargeRows, "\(tooLarge.prefix(3))")
        for page in ["index.html", "savings.html", "report.md"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/\(page)").path))
        }
    }

    /// A number as an export may write it, and whether its magnitude is at most one billion.
    private static func number(using random: inout SeededGenerator) -> (String, Bool) {
        let text: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0: text = "\(Int.random(in: 1...999, using: &random)).\(Int.random(in: 10...99, using: &random))"
        case 1:
            let digits = Int.random(in: 1...14, using: &random)
            text = "1" + String(repeating: "0", count: digits - 1)
        case 2: text = "\(Int.random(in: 1...9, using: &random))e\(Int.random(in: 0...300, using: &random))"
        default: text = "999999999.99"
        }
        let value = Decimal(string: text) ?? Decimal.greatestFiniteMagnitude
        return (text, value <= 1_000_000_000)
    }
}
