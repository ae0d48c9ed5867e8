import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderValues

@Suite struct TextFormatTests {
    @Test(arguments: [(3.8, 2, "3.80"), (4, 2, "4.00"), (-0.5, 2, "-0.50"), (2.675, 1, "2.7"), (-0.004, 2, "0.00")])
    func decimalsAreFixed(_ value: Double, _ places: Int, _ expected: String) {
        #expect(TextFormat.decimal(value, places: places) == expected)
    }

    @Test(arguments: [(15.0, "15"), (16.5, "16.5"), (3.667, "3.67"), (-0.001, "0")])
    func numbersDropTrailingZeros(_ value: Double, _ expected: String) {
        #expect(TextFormat.number(value) == expected)
    }

    @Test func percentagesAndChanges() {
        #expect(TextFormat.percent(127.88) == "127.9%")
        #expect(TextFormat.percent(40) == "40%")
        #expect(TextFormat.percent(21.02, signed: true) == "+21%")
        #expect(TextFormat.percent(-26.51, signed: true) == "-26.5%")
        #expect(TextFormat.change(cents: 2665) == "+26.65")
        #expect(TextFormat.change(cents: -1385) == "-13.85")
        #expect(TextFormat.change(cents: 0) == "no change")
        #expect(TextFormat.cents(123_456) == "1,234.56")
    }

    @Test func weeksAndDays() {
        let week = CalendarPeriod.isoWeek(containing: CivilDate(year: 2026, month: 11, day: 22)!)
        #expect(TextFormat.days(of: week) == "16–22 Nov")
        #expect(TextFormat.weekNumber(week) == "W47")
        let across = CalendarPeriod.isoWeek(containing: CivilDate(year: 2026, month: 12, day: 31)!)
        #expect(TextFormat.days(of: across) == "28 Dec – 3 Jan")
        #expect(TextFormat.weekNumber(across) == "W53")
        #expect(TextFormat.weekStart(week) == "16 Nov", "a chart names a week by its Monday")
        #expect(TextFormat.weekStart(across) == "28 Dec")
        let w41 = CalendarPeriod.isoWeek(containing: CivilDate(year: 2026, month: 10, day: 9)!)
        #expect((TextFormat.weekNumber(w41), TextFormat.weekStart(w41)) == ("W41", "5 Oct"))
        #expect(TextFormat.dayAndDate(CivilDate(year: 2026, month: 11, day: 22)!) == "Sun 22 Nov")
        #expect(TextFormat.month(CivilDate(year: 2026, month: 11, day: 22)!) == "November 2026")
        #expect(TextFormat.month(CivilDate(year: 2027, month: 1, day: 1)!) == "January 2027")
    }
}
