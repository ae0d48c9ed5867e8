import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

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
            ConsoleText.closing(for: run.summary).first?.line
                == "corrected: `category_id` held a category name, replaced by the id of the category with that name"
                + " (seed 000 B.1: category_id references categories) (1 row)")
    }

    @Test func anUnchangedFileSaysWhatItsImportCountedAndItsRejectedRowsStillShow() {
        let rejected = (2...5).map {
            RejectedRow(path: "data/food.csv", location: "line \($0)", field: "qty", reason: "`qty` is `x`; fix.")
        }
        let file = FileSummary(
            path: "data/food.csv", format: "csv", sections: [], counts: RowCounts(), rejectedSample: rejected,
            warnings: [],
            unchangedSince: EarlierImport(
                runID: 3, kind: "inventory_items", counts: RowCounts(read: 12, inserted: 7, unchanged: 1, rejected: 4)))
        #expect(
            ConsoleText.lines(for: file, verbose: false) == [
                "data/food.csv → inventory_items: unchanged file, 12 rows as before (run 3: 7 inserted, 0 updated,"
                    + " 1 unchanged, 4 rejected)",
                "  rejected: data/food.csv line 2: `qty` is `x`; fix.",
                "  rejected: data/food.csv line 3: `qty` is `x`; fix.",
                "  rejected: data/food.csv line 4: `qty` is `x`; fix.",
                "  … and 1 more rejected rows: see `larder status`.",
            ])
        let summary = ImportSummary(runID: 4, files: [file, file], failures: [], warnings: [])
        #expect(summary.rejectedRows == 8)
        #expect(
            ConsoleText.closing(for: summary).map(\.line) == [
                "Imported 2 files (run 4): 0 read, 0 inserted, 0 updated, 0 unchanged, 0 rejected; 2 unchanged files"
                    + " not read again (--force reads them)."
            ])
    }
}
