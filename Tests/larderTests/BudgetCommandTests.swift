import Foundation
import Testing

/// The budget through the built `larder`: seed 001's either/or per user, no verdict for a week the
/// entries do not reach, last week's result, and `--currency`.
@Suite struct BudgetCommandTests {
    /// Ann records entries up to Saturday 21 November and a meal plan beside them; Bob only meal plans.
    func household() throws -> URL {
        let folder = try EndToEndTests().makeFolder()
        let data = folder.appendingPathComponent("data")
        try Data(
            """
            id,name,weekly_budget,monthly_budget
            u-ann,Ann,100,400
            u-bob,Bob,50,
            """.utf8
        ).write(to: data.appendingPathComponent("users.csv"))
        try Data(
            """
            id,user_id,amount,category,date,type
            e1,u-ann,80.00,Groceries,2026-11-16,ACTUAL
            e2,u-ann,46.00,Groceries,2026-11-21,ACTUAL
            """.utf8
        ).write(to: data.appendingPathComponent("budget_entries.csv"))
        try Data(
            """
            id,user_id,name,start_date,end_date,total_cost,actual_cost
            m1,u-ann,Roast,2026-11-20,2026-11-20,30.00,
            m2,u-bob,Soup week,2026-11-23,2026-11-29,15.00,12.00
            """.utf8
        ).write(to: data.appendingPathComponent("meal_plans.csv"))
        return folder
    }

    /// Runs `larder run data --out out` with `options` on the household; returns report.md and budget.html.
    func run(_ options: [String]) throws -> (markdown: String, page: String) {
        let folder = try household()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEndTests().larder(["run", "data", "--out", "out"] + options, in: folder)
        #expect(run.status == 0, "\(run.error)")
        let out = folder.appendingPathComponent("out")
        return (
            try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8),
            try String(contentsOf: out.appendingPathComponent("budget.html"), encoding: .utf8)
        )
    }

    @Test func aTuesdayAfterSaturdaysEntriesGivesNoVerdictAndStatesLastWeekInDollars() throws {
        let (markdown, page) = try run(["--as-of", "2026-11-24", "--currency", "usd", "--owner", "u-ann"])
        #expect(
            markdown.contains(
                "Ann: entries up to Sat 21 Nov. This week (23–29 Nov): no verdict yet, the entries do not reach it."
                    + " This month (November 2026): $126.00 of $400.00 spent in the 21 days the entries cover,"
                    + " $274.00 left, on track."
                    + " Last week (16–22 Nov): $126.00 of $100.00 spent (126%), $26.00 over budget;"
                    + " the entries cover 6 of its 7 days."))
        #expect(markdown.contains("Meal plans are shown beside them, not added: $0.00 this week, $30.00 last week."))
        #expect(markdown.contains("Amounts in USD (--currency)."))
        #expect(page.contains("no verdict: no data yet"))
        let lead = try #require(page.split(separator: "\n").first { $0.hasPrefix("<p class=\"lead\">") })
        // The week gets no verdict; the month, which the entries reach, does.
        let week = try #require(lead.firstMatch(of: /This week \([^)]*\): [^.]*\./)?.output)
        #expect(!week.contains("on track") && week.contains("no verdict yet"))
        #expect(
            page.contains(
                "<li><span class=\"figure\">—</span> this week: no verdict yet, entries up to Sat 21 Nov</li>"))
        #expect(!page.contains("left this week"), "no amount left is claimed for days the entries do not reach")
    }

    @Test func aUserWithOnlyMealPlansIsMeasuredByThem() throws {
        let markdown = try run(["--as-of", "2026-11-24", "--currency", "EUR", "--owner", "u-bob"]).markdown
        #expect(
            markdown.contains(
                "Bob: meal plans up to Tue 24 Nov. This week (23–29 Nov): €12.00 of €50.00 spent, €38.00 left, on track."
            ))
        #expect(markdown.contains("Bob records no ACTUAL budget entries, so spending is the meal plans' cost"))
    }

    @Test func withoutCurrencyTheAmountsArePlainAndThePageSaysSo() throws {
        let page = try run(["--as-of", "2026-11-22", "--owner", "u-ann"]).page
        #expect(page.contains("Amounts carry no currency: the exports name none. Run with --currency CODE"))
        #expect(page.contains("<td class=\"num\">30.00</td><td>total cost</td><td>beside the entries, not added</td>"))
        #expect(
            page.contains(
                "This week (16–22 Nov): 126.00 of 100.00 spent in the 6 days the entries cover, 26.00 over budget."
                    + " This month (November 2026): 126.00 of 400.00 spent in the 21 days the entries cover, 274.00"
                    + " left, on track. Last week (9–15 Nov): no entries recorded."))
    }
}
