import Testing

@testable import LarderValues

// Slash and dotted dates with a time after them, as spreadsheets and Fridgy's CSV write timestamps.
extension DateParserTests {
    @Test(
        "A timestamp keeps the time written after a slash or dotted date",
        arguments: [
            ("10/04/2026 08:12", "2026-10-04T08:12:00Z"),
            ("10/19/2026 07:55:30", "2026-10-19T07:55:30Z"),
            ("19/10/2026 7:55", "2026-10-19T07:55:00Z"),
            ("22.11.2026 14:30 +01:00", "2026-11-22T13:30:00Z"),
            ("11/22/2026 8:05 PM", "2026-11-22T20:05:00Z"),
            ("11/22/2026 12:10 AM", "2026-11-22T00:10:00Z"),
            ("11/22/2026 12:10 pm", "2026-11-22T12:10:00Z"),
            ("11/22/2026", "2026-11-22T00:00:00Z"),
        ])
    func slashAndDottedTimestampsKeepTheirTime(_ text: String, _ expected: String) throws {
        #expect(try DateParser.timestamp(text, slashOrder: .monthFirst).iso == expected)
    }

    @Test("A date column keeps only the date of a slash date with a time")
    func aDateIgnoresTheTime() throws {
        #expect(try DateParser.date("10/04/2026 23:59", slashOrder: .monthFirst).description == "2026-10-04")
        #expect(try DateParser.date("22.11.2026 8:05 PM").description == "2026-11-22")
    }

    @Test("A time that cannot be read rejects the timestamp instead of turning into midnight")
    func anUnreadableTimeIsAnError() {
        #expect(throws: ValueError.self) { try DateParser.timestamp("10/04/2026 25:00", slashOrder: .monthFirst) }
        #expect(throws: ValueError.self) { try DateParser.timestamp("10/04/2026 13:05 PM", slashOrder: .monthFirst) }
        #expect(throws: ValueError.self) { try DateParser.timestamp("22.11.2026 noon") }
    }
}
