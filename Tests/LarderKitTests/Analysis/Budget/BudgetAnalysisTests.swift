import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore
@testable import LarderValues

@Suite struct BudgetAnalysisTests {
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    func user(_ id: String, _ name: String?, weekly: Double?, monthly: Double?) throws {
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO users (id, name, weekly_budget, monthly_budget) VALUES (?, ?, ?, ?)",
                arguments: [id, name, weekly, monthly])
        }
    }

    func entry(_ id: String, _ user: String, _ type: String, _ date: String, _ amount: Double, _ category: String?)
        throws
    {
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO budget_entries (id, user_id, type, date, amount, category) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [id, user, type, date, amount, category])
        }
    }

    func plan(
        _ id: String, _ user: String, start: String?, end: String? = nil, actual: Double? = nil, total: Double? = nil,
        createdAt: String? = nil
    ) throws {
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO meal_plans (id, user_id, name, start_date, end_date, actual_cost, total_cost, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [id, user, "Plan \(id)", start, end, actual, total, createdAt])
        }
    }

    func report(_ asOf: String, scope: OwnerScope = .everyone) throws -> BudgetFindings {
        try database.writer.read { try BudgetAnalysis(asOf: CivilDate(iso: asOf)!, scope: scope).analyse($0) }
    }

    @Test func withoutBudgetsEntriesOrPlansTheReportSaysThereIsNothing() throws {
        try user("u1", "Ann", weekly: nil, monthly: nil)
        let report = try report("2026-11-19")
        #expect(!report.hasData)
        #expect(report.users.isEmpty)
    }

    /// As of Thursday 2026-11-19: week 16–22 Nov (4 of 7 days gone), month November (19 of 30 days).
    /// Ann records ACTUAL entries, so they are her spending; her meal plans are shown beside, not added.
    /// Her last entry up to today is on Wednesday 18th: pace and projection are judged on 16–18 Nov.
    @Test func aUserWithActualEntriesIsMeasuredByThemAloneOverTheDaysTheyCover() throws {
        try user("u1", "Ann", weekly: 100, monthly: 400)
        try entry("e1", "u1", "ACTUAL", "2026-11-16", 42.10, "Groceries")
        try entry("e2", "u1", "ACTUAL", "2026-11-18", 15.25, "Dining")
        try entry("e9", "u1", "ACTUAL", "2026-11-18", 30.00, "Groceries")
        try entry("e3", "u1", "ACTUAL", "2026-11-20", 31.00, "Groceries")  // after asOf: not spent yet
        try entry("e4", "u1", "PLANNED", "2026-11-21", 60.00, "Groceries")
        try entry("e5", "u1", "ACTUAL", "2026-11-03", 120.00, "Groceries")
        try entry("e6", "u1", "PLANNED", "2026-11-05", 50.00, "Dining")
        try entry("e7", "u1", "ACTUAL", "2026-11-10", 20.00, "Groceries")
        try entry("e8", "u1", "ACTUAL", "2026-11-14", 9.99, "Dining")
        try entry("e10", "u1", "ACTUAL", "2026-10-31", 70.00, "Groceries")
        try plan("m1", "u1", start: "2026-11-17", total: 25.50)
        try plan("m2", "u1", start: "2026-11-18", end: "2026-11-24", actual: 30.00, total: 28.00)
        try plan("m3", "u1", start: "2026-11-21", total: 40.00)
        let ann = try #require(try report("2026-11-19").users.first)
        #expect((ann.source, ann.dataThrough) == (.entries, day("2026-11-18")))

        // 42.10 + 15.25 + 30.00 = 87.35; the meal plans' 25.50 + 30.00 are beside it.
        let week = ann.week
        #expect(
            week.period
                == CalendarPeriod(kind: .week, label: "2026-W47", start: day("2026-11-16"), end: day("2026-11-22")))
        #expect((week.daysElapsed, week.daysCovered, week.elapsedPercent) == (4, 3, 57.14))
        #expect(
            (week.budgetCents, week.plannedCents, week.actualCents, week.mealPlanCents) == (10_000, 6_000, 8_735, 5_550)
        )
        #expect((week.remainingCents, week.spentPercent, week.pace) == (1_265, 87.35, .tooFast))
        #expect(week.projectedCents == 20_382)  // 8 735 × 7 ÷ 3 = 20 381.67
        #expect((week.isOverBudget, week.isProjectedOverBudget) == (false, true))
        #expect(
            week.categories == [
                .init(name: "Dining", plannedCents: 0, actualCents: 1_525),
                .init(name: "Groceries", plannedCents: 6_000, actualCents: 7_210),
            ])
        #expect(
            week.mealPlans == [
                .init(
                    id: "m1", name: "Plan m1", date: day("2026-11-17"), costCents: 2_550, costSource: .totalCost,
                    isCounted: false),
                .init(
                    id: "m2", name: "Plan m2", date: day("2026-11-18"), costCents: 3_000, costSource: .actualCost,
                    isCounted: false),
            ])

        // The week's 87.35 + 120.00 + 20.00 + 9.99 = 237.34 over 18 covered days; 31 October is in October.
        let month = ann.month
        #expect(month.period.label == "2026-11")
        #expect((month.daysElapsed, month.daysCovered, month.elapsedPercent) == (19, 18, 63.33))
        #expect((month.budgetCents, month.plannedCents, month.actualCents) == (40_000, 11_000, 23_734))
        #expect((month.remainingCents, month.pace) == (16_266, .onTrack))  // 23 734 × 30 ≤ 40 000 × 18
        #expect(month.projectedCents == 39_557)  // 23 734 × 30 ÷ 18 = 39 556.67
        #expect((month.isOverBudget, month.isProjectedOverBudget) == (false, false))
        #expect(month.categories.map(\.actualCents) == [2_524, 21_210])
        #expect(month.categories.map(\.plannedCents) == [5_000, 6_000])

        // Previous week 9–15 Nov: 20.00 + 9.99.
        let previous = ann.previousWeek
        #expect((previous.period.label, previous.daysElapsed, previous.daysCovered) == ("2026-W46", 7, 7))
        #expect((previous.actualCents, previous.remainingCents, previous.spentPercent) == (2_999, 7_001, 29.99))
        #expect((previous.pace, previous.projectedCents, previous.isOverBudget) == (.onTrack, 2_999, false))
        // Monday to Wednesday, the days covered, against 9–11 Nov's 20.00: +336.75 %.
        #expect(
            ann.weekOverWeek
                == .init(
                    daysCompared: 3, previousCents: 2_000, currentCents: 8_735, changeCents: 6_735,
                    changePercent: 336.75))
    }

    /// Bob records no ACTUAL entry (a PLANNED one is not spending), so his meal plans are his spending.
    @Test func aUserWithOnlyMealPlansIsMeasuredByThem() throws {
        try user("u2", "Bob", weekly: 50, monthly: nil)
        try entry("p", "u2", "PLANNED", "2026-11-17", 40.00, "Groceries")
        try plan("b1", "u2", start: "2026-11-16", end: "2026-11-17", actual: 12.00, total: 15.00)
        try plan("b2", "u2", start: "2026-11-17", total: 20.00)
        try plan("b3", "u2", start: "2026-11-20", total: 99.00)  // after asOf
        let bob = try #require(try report("2026-11-19").users.first)
        #expect((bob.source, bob.dataThrough) == (.mealPlans, day("2026-11-17")))
        #expect((bob.week.actualCents, bob.week.mealPlanCents, bob.week.plannedCents) == (3_200, 3_200, 4_000))
        #expect(bob.week.categories.map(\.name) == ["Groceries", "Meal plans"])
        #expect(bob.week.mealPlans.map(\.isCounted) == [true, true])
        #expect((bob.week.daysCovered, bob.week.pace) == (2, .tooFast))  // 32.00 × 7 > 50.00 × 2
    }

    /// Data that ends on Saturday gives no verdict for the next week, whatever was spent before.
    @Test func noVerdictForAWeekTheDataDoesNotReach() throws {
        try user("u1", "Ann", weekly: 100, monthly: 400)
        try entry("a", "u1", "ACTUAL", "2026-11-16", 80.00, "Groceries")
        try entry("b", "u1", "ACTUAL", "2026-11-21", 46.00, "Groceries")
        let ann = try #require(try report("2026-11-24").users.first)
        #expect(ann.dataThrough == day("2026-11-21"))
        #expect((ann.week.daysElapsed, ann.week.daysCovered, ann.week.actualCents) == (2, 0, 0))
        #expect((ann.week.pace, ann.week.isProjectedOverBudget, ann.week.isOverBudget) == (.noData, false, false))
        #expect(ann.weekOverWeek == nil)
        #expect((ann.previousWeek.daysCovered, ann.previousWeek.actualCents) == (6, 12_600))
        #expect((ann.previousWeek.isOverBudget, ann.previousWeek.spentPercent) == (true, 126))
        // The month's 21 covered days of 24: 126.00 × 30 > 400.00 × 21 is false, so it is on track.
        #expect((ann.month.daysCovered, ann.month.pace) == (21, .onTrack))
    }

    /// An export is a snapshot up to a day: Ben's last entry on Tuesday means he spent nothing on
    /// Wednesday to Friday, which Ann's entries reach; Saturday and Sunday are unknown.
    @Test func theDataReachesTheLatestEntryOfAnyoneInScope() throws {
        try user("u1", "Ann", weekly: 100, monthly: nil)
        try user("u2", "Ben", weekly: 60, monthly: nil)
        try entry("a", "u1", "ACTUAL", "2026-11-20", 50.00, nil)
        try entry("b", "u2", "ACTUAL", "2026-11-17", 38.40, nil)
        let users = try report("2026-11-22").users
        #expect(users.map(\.dataThrough) == [day("2026-11-20"), day("2026-11-20")])
        let ben = users[1].week
        #expect((ben.daysElapsed, ben.daysCovered, ben.pace, ben.projectedCents) == (7, 5, .onTrack, 5_376))
        let alone = try report("2026-11-22", scope: OwnerScope(groupIDs: nil, userIDs: ["u2"]))
        #expect(alone.users.first?.dataThrough == day("2026-11-17"), "only the rows in scope say how far the data goes")
    }

    @Test func centsAreExactSoTenAndTwentyCentsMeetAThirtyCentBudget() throws {
        try user("u1", "Ann", weekly: 0.30, monthly: nil)
        try entry("a", "u1", "ACTUAL", "2026-11-22", 0.10, "Snacks")
        try entry("b", "u1", "ACTUAL", "2026-11-22", 0.20, "Snacks")
        #expect(0.10 + 0.20 > 0.30, "in binary floating point the sum overshoots")
        let week = try #require(try report("2026-11-22").users.first).week
        #expect((week.actualCents, week.remainingCents, week.spentPercent) == (30, 0, 100))
        #expect((week.isOverBudget, week.isProjectedOverBudget, week.pace) == (false, false, .onTrack))
    }

    /// Saturday 2027-01-02 is in ISO week 2026-W53 (Mon 28 Dec … Sun 3 Jan) and in January 2027.
    @Test func theWeekSpansTheYearBoundary() throws {
        try user("u1", "Ann", weekly: 21.00, monthly: 100.00)
        try entry("a", "u1", "ACTUAL", "2026-12-28", 10.00, "Food")
        try entry("b", "u1", "ACTUAL", "2026-12-31", 5.00, "Food")
        try entry("c", "u1", "ACTUAL", "2027-01-02", 2.50, "Food")
        try entry("d", "u1", "ACTUAL", "2027-01-03", 1.00, "Food")
        try entry("e", "u1", "ACTUAL", "2026-12-21", 4.00, "Food")
        let ann = try #require(try report("2027-01-02").users.first)
        #expect(
            ann.week.period == .init(kind: .week, label: "2026-W53", start: day("2026-12-28"), end: day("2027-01-03")))
        #expect((ann.week.daysElapsed, ann.week.actualCents, ann.week.projectedCents) == (6, 1_750, 2_042))
        #expect((ann.week.pace, ann.week.isProjectedOverBudget) == (.onTrack, false))  // 17.50 × 7 < 21.00 × 6
        #expect(
            ann.month.period == .init(kind: .month, label: "2027-01", start: day("2027-01-01"), end: day("2027-01-31")))
        #expect((ann.month.daysElapsed, ann.month.elapsedPercent, ann.month.actualCents) == (2, 6.45, 250))
        #expect((ann.previousWeek.period.label, ann.previousWeek.actualCents) == ("2026-W52", 400))
        #expect((ann.weekOverWeek?.daysCompared, ann.weekOverWeek?.changePercent) == (6, 337.5))
    }

    @Test func aLeapDayEndsAFullFebruary() throws {
        try user("u1", "Ann", weekly: nil, monthly: 100.00)
        try entry("a", "u1", "ACTUAL", "2028-02-29", 12.34, nil)
        try entry("b", "u1", "ACTUAL", "2028-03-01", 5.00, nil)
        let ann = try #require(try report("2028-02-29").users.first)
        #expect(
            ann.month.period == .init(kind: .month, label: "2028-02", start: day("2028-02-01"), end: day("2028-02-29")))
        #expect((ann.month.daysElapsed, ann.month.elapsedPercent) == (29, 100))
        #expect((ann.month.actualCents, ann.month.projectedCents, ann.month.remainingCents) == (1_234, 1_234, 8_766))
        #expect(ann.month.categories == [.init(name: "Uncategorised", plannedCents: 0, actualCents: 1_234)])
        #expect((ann.week.period.label, ann.week.daysElapsed, ann.week.actualCents) == ("2028-W09", 2, 1_234))
        #expect((ann.week.budgetCents, ann.week.pace, ann.week.remainingCents) == (nil, .noBudget, nil))
    }

    @Test func mealPlanCostsFallBackToGroceryLists() throws {
        try plan("g", "u1", start: "2026-11-16")
        try plan("none", "u1", start: "2026-11-16")
        try plan("created", "u1", start: nil, total: 3.00, createdAt: "2026-11-17T09:30:00Z")
        try plan("apart", "u1", start: "2026-11-16", end: "2026-11-16", actual: 10.00)
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO grocery_lists (id, user_id, meal_plan_id, total_cost) VALUES
                        ('l1', 'u1', 'g', 12.10), ('l2', 'u1', 'g', 7.95), ('l3', 'u1', 'apart', 99.00)
                    """)
        }
        let owner = try #require(try report("2026-11-19").users.first)
        #expect((owner.userID, owner.name) == ("u1", nil))
        let plans = owner.week.mealPlans.map { ($0.id, $0.costCents, $0.costSource, $0.isCounted) }
        #expect(plans.map(\.0) == ["apart", "g", "created"])
        #expect(plans.map(\.1) == [1_000, 2_005, 300])
        #expect(plans.map(\.2) == [.actualCost, .groceryLists, .totalCost])
        #expect(plans.allSatisfy { $0.3 })
        #expect(owner.week.actualCents == 1_000 + 2_005 + 300)
        #expect(owner.weekOverWeek?.changePercent == nil, "nothing was spent the week before")
        #expect(owner.weekOverWeek?.daysCompared == 2, "the plans reach Tuesday 17th")
    }

    @Test func eachOwnerSeesOnlyTheirOwnBudget() throws {
        try user("u1", "Ann", weekly: 50, monthly: nil)
        try user("u2", "Bob", weekly: 70, monthly: nil)
        try entry("a", "u1", "ACTUAL", "2026-11-16", 5.00, "ann-marker")
        try entry("b", "u2", "ACTUAL", "2026-11-16", 7.00, "bob-marker")
        try plan("pa", "u1", start: "2026-11-17", total: 1.00)
        try plan("pb", "u2", start: "2026-11-17", total: 2.00)
        let ann = try report("2026-11-19", scope: OwnerScope(groupIDs: nil, userIDs: ["u1"]))
        #expect(ann.users.map(\.userID) == ["u1"])
        #expect(ann.users[0].week.categories.map(\.name) == ["ann-marker"])
        #expect((ann.users[0].week.budgetCents, ann.users[0].week.actualCents) == (5_000, 500))
        #expect(ann.users[0].week.mealPlans.map(\.id) == ["pa"])
        let bob = try report("2026-11-19", scope: OwnerScope(groupIDs: nil, userIDs: ["u2"]))
        #expect(bob.users.map(\.userID) == ["u2"])
        #expect(bob.users[0].week.mealPlans.map(\.id) == ["pb"])
        #expect((bob.users[0].week.budgetCents, bob.users[0].week.actualCents) == (7_000, 700))
        #expect(try report("2026-11-19").users.map(\.name) == ["Ann", "Bob"])
    }

    func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }
}
