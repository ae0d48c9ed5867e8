import Testing

@testable import LarderValues

extension ExpiryAnalysisTests {
    @Test func dueByDayCountsTwoWeeksFromAsOfExpirationAndBestBeforeApart() throws {
        let report = try report([
            ("Milk", "2026-11-21", nil, "Fridge"),  // yesterday: not in the two weeks
            ("Yoghurt", "2026-11-22", nil, "Fridge"),
            ("Cream", "2026-11-22", "2026-11-20", "Fridge"),  // the expiration date decides
            ("Bread", nil, "2026-11-23", "Pantry"),
            ("Ham", "2026-12-05", nil, "Fridge"),  // day 14, the last one
            ("Cheese", "2026-12-06", nil, "Fridge"),  // day 15: too late
            ("Bananas", nil, nil, "Bowl"),
        ])
        #expect(report.dueByDay.count == 14)
        #expect(report.dueByDay.first?.date == Self.asOf)
        #expect(report.dueByDay.last?.date == CivilDate(year: 2026, month: 12, day: 5))
        let counts = report.dueByDay.map { [$0.expiring, $0.bestBefore] }
        #expect(counts[0] == [2, 0])
        #expect(counts[1] == [0, 1])
        #expect(counts[13] == [1, 0])
        #expect(counts.reduce(0) { $0 + $1[0] + $1[1] } == 4)
    }
}
