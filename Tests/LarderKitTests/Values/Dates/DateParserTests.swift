import Testing

@testable import LarderValues

@Suite struct DateParserTests {
    @Test(arguments: [
        ("2026-11-22", "2026-11-22"),
        ("2026/11/22", "2026-11-22"),
        ("2026-11-22T23:30:00-05:00", "2026-11-22"),
        ("11/23/2026", "2026-11-23"),
        ("23/11/2026", "2026-11-23"),
        ("23.11.2026", "2026-11-23"),
        ("22 Nov 2026", "2026-11-22"),
        ("Nov 22, 2026", "2026-11-22"),
        ("1795305600", "2026-11-22"),
        ("1795305600000", "2026-11-22"),
        ("20261122", "2026-11-22"),
        ("2024-02-29", "2024-02-29"),
    ])
    func readsDates(_ text: String, _ expected: String) throws {
        #expect(try DateParser.date(text).description == expected)
    }

    @Test func timestampsAreUTC() throws {
        #expect(try DateParser.timestamp("2026-11-22T23:30:00-05:00").iso == "2026-11-23T04:30:00Z")
        #expect(try DateParser.timestamp("2026-11-22T10:00:00.123Z").iso == "2026-11-22T10:00:00Z")
        #expect(try DateParser.timestamp("2026-11-22").iso == "2026-11-22T00:00:00Z")
        #expect(try DateParser.timestamp("1795305600").iso == "2026-11-22T00:00:00Z")
    }

    @Test func ambiguousSlashDateIsAnErrorUnlessTheFileSettlesIt() throws {
        let error = #expect(throws: ValueError.self) { try DateParser.date("03/04/2026") }
        #expect(
            error?.problem
                == "could be March 4 (MM/DD) or 3 April (DD/MM), and no other row of the file settles the order")
        #expect(error?.isAmbiguousOrder == true)
        #expect(try DateParser.date("03/04/2026", slashOrder: .dayFirst).description == "2026-04-03")
        #expect(DateParser.slashOrderProven(by: "13/04/2026") == .dayFirst)
        #expect(DateParser.slashOrderProven(by: "2026/04/13") == nil)
    }

    @Test(arguments: ["31/12/24", "2025-02-29", "31.04.2026", "soon", "2026-13-01", "12/12"])
    func rejectsWhatIsNotADate(_ text: String) {
        #expect(throws: ValueError.self) { try DateParser.date(text) }
    }

    @Test func civilDateArithmeticCrossesMonthsYearsAndLeapDays() {
        let leap = CivilDate(year: 2028, month: 2, day: 28)!
        #expect(leap.adding(days: 1).description == "2028-02-29")
        #expect(leap.adding(days: 2).description == "2028-03-01")
        #expect(CivilDate(year: 2026, month: 12, day: 31)!.adding(days: 1).description == "2027-01-01")
        #expect(CivilDate(year: 2026, month: 11, day: 22)!.weekday == 7)
        #expect(CivilDate(year: 2026, month: 11, day: 22)!.startOfWeek.description == "2026-11-16")
        #expect(CivilDate(year: 2025, month: 2, day: 29) == nil)
    }
}

extension DateParserTests {
    /// A date is read whole: no letter, digit or colon is skipped to make one (docs/IMPORT.md, *Values*).
    @Test(arguments: [
        "03/04/2026 later", "22.11.2026 soon", "2x2 Nov 2026", "Novxyz 22 2026", "No 22 2026", "22 Nov Nov 2026",
        "+3/04/2026", "2026-11-20T06:00:00+0:100", "2026-11-20T06:00:00+99:00", "2026-11-20T06:00:00.Z",
    ])
    func refusesADateWithTextBesideIt(_ text: String) {
        #expect(throws: ValueError.self) { try DateParser.timestamp(text, slashOrder: .dayFirst) }
        #expect(throws: ValueError.self) { try DateParser.date(text, slashOrder: .dayFirst) }
    }

    @Test(arguments: [
        ("22nd Nov 2026", "2026-11-22"), ("Sept 3, 2026", "2026-09-03"), ("november 22 2026", "2026-11-22"),
        ("03/04/2026 08:12", "2026-04-03"), ("22 November 2026", "2026-11-22"),
    ])
    func readsADateWrittenInWords(_ text: String, _ expected: String) throws {
        #expect(try DateParser.date(text, slashOrder: .dayFirst).description == expected)
    }
}
