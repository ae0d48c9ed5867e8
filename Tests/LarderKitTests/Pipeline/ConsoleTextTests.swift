import Testing

@testable import LarderKit

@Suite struct ConsoleTextTests {
    @Test func correctionsArePrintedPerFileAndForTheRun() throws {
        let run = try ImportRun.of([
            ("budget.csv", "user_id,amount,date,type\nu1,3,2026-11-20,Spent\nu1,4,2026-11-21,Spent\n"),
            ("categories.csv", "id,name,icon\nc1,Dairy,🥛\n"),
            ("shopping.csv", "id,group_id,name,category_id,is_purchased\ns1,g1,Milk,dairy,no\n"),
        ])
        let budget = try #require(run.summary.files.first)
        #expect(
            ConsoleText.lines(for: budget, verbose: false) == [
                "\(budget.path) → budget_entries: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected",
                "  corrected: `type` `Spent` was stored as `ACTUAL` (seed 001 §3 budgetEntries) (2 rows)",
            ])
        #expect(
            ConsoleText.closing(for: run.summary).first
                == "corrected: `category_id` held a category name, replaced by the id of the category with that name"
                + " (seed 000 B.1: category_id references categories) (1 row)")
    }
}
