import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore

@Suite struct BudgetRulesTests {
    static let header = "user_id,amount,date,type"

    @Test(arguments: [
        ("PLANNED", "PLANNED", nil), ("planned", "PLANNED", "`type` `planned` was stored as `PLANNED`"),
        ("Plan", "PLANNED", "`type` `Plan` was stored as `PLANNED`"), ("ACTUAL", "ACTUAL", nil),
        ("actual", "ACTUAL", "`type` `actual` was stored as `ACTUAL`"),
        ("Spent", "ACTUAL", "`type` `Spent` was stored as `ACTUAL`"),
    ])
    func typeIsNormalisedToPlannedOrActual(_ given: String, _ stored: String, _ correction: String?) throws {
        let run = try ImportRun.of("budget.csv", "\(Self.header)\nu1,12.50,2026-11-20,\(given)\n")
        #expect(try run.row("SELECT type FROM budget_entries")["type"] == stored)
        #expect(run.corrections == (correction.map { ["\($0) (seed 001 §3 budgetEntries) (1 row)"] } ?? []))
    }

    @Test func anUnknownTypeIsRejectedWithTheAcceptedWords() throws {
        let run = try ImportRun.of("budget.csv", "\(Self.header)\nu1,12.50,2026-11-20,maybe\n")
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(
            try run.rejections() == [
                "`type` is `maybe`, which is not a budget entry type (seed 001 §3 budgetEntries: PLANNED or ACTUAL);"
                    + " write PLANNED or ACTUAL (plan, planned, actual and spent are accepted in any case)."
            ])
    }
}
