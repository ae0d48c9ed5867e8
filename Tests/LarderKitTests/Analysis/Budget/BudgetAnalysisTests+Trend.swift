import Testing

@testable import LarderAnalysis
@testable import LarderValues

extension BudgetAnalysisTests {
    /// As of Thursday 2026-11-19 (week 2026-W47): eight weeks from 2026-W40 (28 Sep – 4 Oct).
    @Test func trendSumsEachOfTheLastEightWeeksOldestFirst() throws {
        try user("u1", "Ann", weekly: 100, monthly: nil)
        try entry("e1", "u1", "ACTUAL", "2026-09-27", 9.99, "Groceries")  // W39: before the trend
        try entry("e2", "u1", "ACTUAL", "2026-09-28", 20.00, "Groceries")
        try entry("e3", "u1", "ACTUAL", "2026-10-04", 5.50, "Dining")
        try entry("e4", "u1", "PLANNED", "2026-11-09", 80.00, "Groceries")
        try entry("e5", "u1", "ACTUAL", "2026-11-16", 42.10, "Groceries")
        try entry("e6", "u1", "ACTUAL", "2026-11-20", 31.00, "Groceries")  // after asOf: not spent yet
        try plan("p1", "u1", start: "2026-11-11", actual: 12.25)  // beside Ann's entries, not spending
        let trend = try #require(try report("2026-11-19").users.first).trend
        #expect(trend.map(\.period.label) == (40...47).map { "2026-W\($0)" })
        #expect(trend.map(\.actualCents) == [2550, 0, 0, 0, 0, 0, 0, 4210])
        #expect(trend.map(\.plannedCents) == [0, 0, 0, 0, 0, 0, 8000, 0])
        #expect(trend.allSatisfy { $0.budgetCents == 10000 })
    }

    @Test func aUserWithoutAWeeklyBudgetHasATrendWithoutOne() throws {
        try user("u1", "Ann", weekly: nil, monthly: 400)
        try entry("e1", "u1", "ACTUAL", "2026-11-16", 10, nil)
        let report = try database.writer.read {
            try BudgetAnalysis(asOf: CivilDate(iso: "2026-11-19")!).with(\.trendWeeks, 3).analyse($0)
        }
        #expect(report.trendWeeks == 3)
        #expect(report.users.first?.trend.map(\.budgetCents) == [nil, nil, nil])
        #expect(report.users.first?.trend.map(\.actualCents) == [0, 0, 1000])
    }
}
