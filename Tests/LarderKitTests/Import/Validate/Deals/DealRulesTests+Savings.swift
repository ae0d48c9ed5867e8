import GRDB
import Testing

@testable import LarderStore

/// A weekly ad's `Save` column: no column stores it, the prices say it (docs/IMPORT.md, "Saved web pages").
extension DealRulesTests {
    static let savingsHeader = "store,item,was,now,save"

    @Test(arguments: [
        ("Aldi,Milk,,2.99,$1.00", 3.99, 2.99, "`original_price` was computed from `now` and `save` (1 row)"),
        ("Aldi,Milk,,2.99,Save $1.00", 3.99, 2.99, "`original_price` was computed from `now` and `save` (1 row)"),
        ("Aldi,Milk,3.99,,$1 off", 3.99, 2.99, "`discount_price` was computed from `was` and `save` (1 row)"),
        ("Aldi,Milk,3.99,2.99,$1.00", 3.99, 2.99, nil),
    ])
    func anAmountSavedGivesTheMissingPriceOrAgreesWithBoth(
        _ line: String, _ original: Double, _ discount: Double, _ correction: String?
    ) throws {
        let run = try ImportRun.of("deals.csv", "\(Self.savingsHeader)\n\(line)\n")
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        let row = try run.row("SELECT original_price, discount_price, discount_percent FROM deals")
        #expect(row["original_price"] == original)
        #expect(row["discount_price"] == discount)
        #expect(row["discount_percent"] == 25.1)
        #expect(run.corrections.filter { !$0.hasPrefix("`discount_percent`") } == (correction.map { [$0] } ?? []))
        #expect(run.summary.files.first?.warnings == [])
    }

    @Test func aPercentSavedIsTheDiscountPercent() throws {
        let run = try ImportRun.of("deals.csv", "\(Self.savingsHeader)\nAldi,Milk,4.00,3.00,25%\n")
        #expect(try run.row("SELECT discount_percent FROM deals")["discount_percent"] == 25.0)
        #expect(run.corrections == [])
    }

    @Test(arguments: [
        (
            "Aldi,Milk,5.49,4.49,$1.50",
            "`save` is `$1.50`, which does not match the prices: `was` 5.49 and `now` 4.49 make 1 off; correct the"
                + " amount saved or the prices (they must agree within a cent)."
        ),
        (
            "Aldi,Milk,4.00,3.00,40%",
            "`discount_percent` is `40`, which does not match the prices: `was` 4 and `now` 3 make 25 % off; correct"
                + " the percent or the prices (they must agree within 1 point)."
        ),
        (
            "Aldi,Milk,4.00,3.00,lots",
            "`save` is `lots`, which is neither an amount saved nor a percent off; write the amount saved as 1.00 (a"
                + " currency symbol is fine) or the percent off as 25%."
        ),
    ])
    func anAmountSavedThatDisagreesIsRejected(_ line: String, _ reason: String) throws {
        let run = try ImportRun.of("deals.csv", "\(Self.savingsHeader)\n\(line)\n")
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(try run.rejections() == [reason])
    }
}
