import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

/// The budget page's sentences: how fresh the data is, no verdict for days it does not cover, last
/// week's result, which records count, and the currency.
@Suite struct BudgetPageTests {
    let database: LarderDatabase

    /// Ann (weekly 100.00) records ACTUAL entries up to Saturday 21 November, 126.00 in that week,
    /// and a meal plan beside them; Bob (weekly 50.00) records only meal plans.
    init() throws {
        database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, name, weekly_budget) VALUES ('u1', 'Ann <A&B>', 100), ('u2', 'Bob', 50);
                    INSERT INTO budget_entries (id, user_id, type, date, amount, category) VALUES
                        ('a', 'u1', 'ACTUAL', '2026-11-16', 80.00, 'Groceries'),
                        ('b', 'u1', 'ACTUAL', '2026-11-21', 46.00, 'Groceries');
                    INSERT INTO meal_plans (id, user_id, name, start_date, end_date, actual_cost, total_cost) VALUES
                        ('m', 'u1', 'Roast', '2026-11-20', NULL, NULL, 30.00),
                        ('p', 'u2', 'Soup week', '2026-11-23', '2026-11-29', 12.00, 15.00),
                        ('q', 'u2', 'Pasta', '2026-11-17', NULL, NULL, 45.00);
                    """)
        }
    }

    func context(_ asOf: String, currency: String? = nil) throws -> BudgetPage.Context {
        let settings = ReportSettings(asOf: CivilDate(iso: asOf)!, currency: currency)
        let report = try database.writer.read { try BudgetAnalysis(settings).analyse($0) }
        return BudgetPage.context(report, text: { $0.replacingOccurrences(of: "<", with: "&lt;") })
    }

    @Test func onATuesdayWhoseEntriesEndSaturdayThereIsNoVerdictAndLastWeekIsStated() throws {
        let ann = try #require(try context("2026-11-24").users.first)
        #expect(ann.freshness == "Ann &lt;A&B>: entries up to Sat 21 Nov.")
        #expect(ann.thisWeek == "This week (23–29 Nov): no verdict yet, the entries do not reach it.")
        #expect(
            ann.lastWeek
                == "Last week (16–22 Nov): 126.00 of 100.00 spent (126%), 26.00 over budget;"
                + " the entries cover 6 of its 7 days.")
        #expect(ann.week.pace == "no verdict: no data yet")
        #expect(ann.week.projected == "—")
        #expect(ann.change == nil, "no covered day this week to compare")
    }

    @Test func lastWeekOverBudgetIsListedUnderOverBudget() throws {
        let context = try context("2026-11-24")
        #expect(context.overBudget.map(\.line).contains("Ann &lt;A&B>: 126.00 spent of 100.00 last week, 26.00 over."))
        let ann = try #require(context.headline.components(separatedBy: "Bob:").first)
        #expect(!ann.contains("on track") && !ann.contains("left"), "no verdict for Ann's uncovered week")
    }

    @Test func mealPlansOfAUserWithEntriesAreShownBesideAndNotAdded() throws {
        let context = try context("2026-11-21")
        let ann = try #require(context.users.first)
        #expect(ann.week.actual == "126.00")
        #expect(ann.week.mealPlans == "30.00")
        #expect(
            ann.counted
                == "Spending is Ann &lt;A&B>'s ACTUAL budget entries. Meal plans are shown beside them, not added: 30.00 this week, 0.00 last week."
        )
        #expect(ann.week.mealPlanLines.map(\.counted) == ["beside the entries, not added"])
        #expect(ann.thisWeek == "This week (16–22 Nov): 126.00 of 100.00 spent, 26.00 over budget.")
        #expect(ann.change?.days == "Mon–Sat")
    }

    @Test func aUserWithOnlyMealPlansIsMeasuredByThem() throws {
        let bob = try #require(try context("2026-11-24").users.last)
        #expect(bob.freshness == "Bob: meal plans up to Tue 24 Nov.")
        #expect(
            bob.counted
                == "Bob records no ACTUAL budget entries, so spending is the meal plans' cost (actual cost, else total cost)."
        )
        #expect(bob.thisWeek == "This week (23–29 Nov): 12.00 of 50.00 spent, 38.00 left, on track.")
        #expect(bob.lastWeek == "Last week (16–22 Nov): 45.00 of 50.00 spent (90%), 5.00 under budget.")
        #expect(bob.week.mealPlanLines.map(\.counted) == ["counted"])
    }

    @Test func aWeekPartlyCoveredIsJudgedOnItsCoveredDays() throws {
        let ann = try #require(try context("2026-11-18").users.first)
        // Entries up to Mon 16th: 80.00 in one day of 7 is spending too fast.
        #expect(
            ann.thisWeek == "This week (16–22 Nov): 80.00 of 100.00 spent in the 1 day the entries cover, 20.00 left,"
                + " spending too fast.")
    }

    @Test func theCurrencyIsShownWhenGivenAndItsAbsenceSaid() throws {
        let plain = try context("2026-11-21")
        #expect(plain.currencyNote.hasPrefix("Amounts carry no currency"))
        let dollars = try context("2026-11-21", currency: "USD")
        #expect(dollars.currencyNote == "Amounts in USD (--currency).")
        #expect(dollars.users.first?.thisWeek == "This week (16–22 Nov): $126.00 of $100.00 spent, $26.00 over budget.")
        let francs = try context("2026-11-21", currency: "CHF")
        #expect(francs.users.first?.week.budget == "100.00 CHF")
    }
}
