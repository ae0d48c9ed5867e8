import GRDB
import Testing

@testable import LarderStore

@Suite struct DealRulesTests {
    static let header = "store,item,was,price,discount"

    @Test(arguments: [
        (
            "Aldi,Milk,2.99,3.49,",
            "`price` is `3.49`, which is more than `was` (2.99), and a discount price cannot exceed the original"
                + " price; check that the two columns are not swapped."
        ),
        ("Aldi,Milk,-1,0.5,", "`was` is `-1`, which is negative; write prices as amounts of 0 or more."),
        (
            "Aldi,Milk,4.00,3.00,40",
            "`discount` is `40`, which does not match the prices: `was` 4 and `price` 3 make 25 % off; correct the"
                + " percent or the prices (they must agree within 1 point)."
        ),
        (
            "Aldi,Milk,4.00,3.00,0.25",
            "`discount` is `0.25`, which does not match the prices: `was` 4 and `price` 3 make 25 % off; it looks like"
                + " a fraction of 1: write 25% or name the column discount_rate."
        ),
        ("Aldi,Milk,,3.00,120", "`discount` is `120`, which is outside 0–100; write the percent off as 0 to 100."),
    ])
    func aDealThatBreaksAPriceRuleIsRejected(_ line: String, _ reason: String) throws {
        let run = try ImportRun.of("deals.csv", "\(Self.header)\n\(line)\n")
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(try run.rejections() == [reason])
    }

    @Test(arguments: [("4.00,3.00", 25.0), ("3.00,2.00", 33.3), ("2.99,2.99", 0.0)])
    func aMissingPercentIsComputedFromThePrices(_ prices: String, _ percent: Double) throws {
        let run = try ImportRun.of("deals.csv", "\(Self.header)\nAldi,Milk,\(prices),\n")
        #expect(try run.row("SELECT discount_percent FROM deals")["discount_percent"] == percent)
        #expect(run.corrections == ["`discount` was computed from `was` and `price` (rounded to 0.1) (1 row)"])
    }

    @Test func aPercentWithinOnePointOfThePricesIsKept() throws {
        let run = try ImportRun.of("deals.csv", "\(Self.header)\nAldi,Milk,4.00,3.00,25.9\n")
        #expect(try run.row("SELECT discount_percent FROM deals")["discount_percent"] == 25.9)
        #expect(run.corrections.isEmpty)
    }

    @Test func aRateColumnHoldsFractions() throws {
        let run = try ImportRun.of("deals.csv", "store,item,was,price,discount_rate\nAldi,Milk,4.00,3.00,0.25\n")
        #expect(try run.row("SELECT discount_percent FROM deals")["discount_percent"] == 25.0)
        #expect(
            run.corrections == [
                "`discount_rate` holds fractions of 1 (its header says so), stored as percents (0.25 → 25) (1 row)"
            ])
    }

    @Test func aRateAboveOneIsRejected() throws {
        let run = try ImportRun.of("deals.csv", "store,item,price,discount_fraction\nAldi,Milk,3.00,1.2\n")
        #expect(
            try run.rejections() == [
                "`discount_fraction` is `1.2`, which is 120 % when read as a fraction of 1 (as its header says),"
                    + " outside 0–100; write rates from 0 to 1 (0.25 for 25 %)."
            ])
    }
}
