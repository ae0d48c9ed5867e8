import Testing

@testable import LarderAnalysis
@testable import LarderValues

@Suite struct CalendarPeriodTests {
    @Test(arguments: [
        ("2026-11-22", "2026-W47", "2026-11-16", "2026-11-22"),
        ("2026-12-28", "2026-W53", "2026-12-28", "2027-01-03"),
        ("2027-01-03", "2026-W53", "2026-12-28", "2027-01-03"),
        ("2027-01-04", "2027-W01", "2027-01-04", "2027-01-10"),
        ("2024-12-31", "2025-W01", "2024-12-30", "2025-01-05"),
        ("2028-02-29", "2028-W09", "2028-02-28", "2028-03-05"),
    ])
    func isoWeeksStartOnMondayAndTakeTheYearOfTheirThursday(date: String, label: String, start: String, end: String) {
        let week = CalendarPeriod.isoWeek(containing: CivilDate(iso: date)!)
        #expect(
            week == CalendarPeriod(kind: .week, label: label, start: CivilDate(iso: start)!, end: CivilDate(iso: end)!))
        #expect(week.days == 7)
    }

    @Test(arguments: [
        ("2028-02-29", "2028-02", 29, "2028-01"), ("2027-02-10", "2027-02", 28, "2027-01"),
        ("2027-01-01", "2027-01", 31, "2026-12"), ("2026-11-30", "2026-11", 30, "2026-10"),
    ])
    func monthsHaveTheirCalendarLength(date: String, label: String, days: Int, previous: String) {
        let month = CalendarPeriod.month(containing: CivilDate(iso: date)!)
        #expect((month.label, month.days, month.previous.label) == (label, days, previous))
        #expect(month.contains(CivilDate(iso: date)!) && !month.contains(month.end.adding(days: 1)))
    }

    @Test func thePreviousWeekCrossesTheYear() {
        let week = CalendarPeriod.isoWeek(containing: CivilDate(iso: "2027-01-06")!)
        #expect(week.previous.label == "2026-W53")
        #expect(week.previous.previous.label == "2026-W52")
    }
}
