import Foundation
import LarderTestSupport
import LarderValues
import Testing

@testable import LarderImport

@Suite struct JSONEventReaderTests {
    /// Every event of `text` with the path the cursor gave it.
    private func events(of text: String, named name: String = "doc.json", lines: Bool = false) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(text, to: name)
        var events: [String] = []
        try JSONEventReader(url: URL(fileURLWithPath: path), path: name, numbersValues: lines).read { event, cursor in
            events.append("\(cursor.path) \(event)")
        }
        return events
    }

    @Test func numbersKeepTheirTextAndPathsFollowTheDocument() throws {
        let text =
            "\u{FEFF}"
            + #"{"a": [1, 2.50, -3e2, 123456789012345678901234567890], "b c": {"d": null, "e": true}, "é": "x\"y"}"#
        #expect(
            try events(of: text) == [
                "$ startObject", "$.a key(\"a\")", "$.a startArray", "$.a[0] number(\"1\")", "$.a[1] number(\"2.50\")",
                "$.a[2] number(\"-3e2\")", "$.a[3] number(\"123456789012345678901234567890\")", "$.a endArray",
                "$[\"b c\"] key(\"b c\")", "$[\"b c\"] startObject", "$[\"b c\"].d key(\"d\")", "$[\"b c\"].d null",
                "$[\"b c\"].e key(\"e\")", "$[\"b c\"].e bool(true)", "$[\"b c\"] endObject", "$[\"é\"] key(\"é\")",
                "$[\"é\"] string(\"x\\\"y\")", "$ endObject",
            ])
    }

    @Test func valuesOfNDJSONAreNumberedFromTheFirst() throws {
        #expect(
            try events(of: "{\"a\": 1}\n\n[true]\n", lines: true) == [
                "$[0] startObject", "$[0].a key(\"a\")", "$[0].a number(\"1\")", "$[0] endObject", "$[1] startArray",
                "$[1][0] bool(true)", "$[1] endArray",
            ])
    }

    @Test func aSecondValueOfAPlainFileIsNumberedFromThere() throws {
        #expect(try events(of: "1 2") == ["$ number(\"1\")", "$[1] number(\"2\")"])
    }

    @Test func anErrorFromTheConsumerStopsTheParseAndIsRethrown() throws {
        struct Stop: Error, Equatable {}
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("[1, 2, 3]", to: "numbers.json")
        var seen: [JSONEvent] = []
        #expect(throws: Stop()) {
            try JSONEventReader(url: URL(fileURLWithPath: path), path: path).read { event, _ in
                seen.append(event)
                if event == .number("2") { throw Stop() }
            }
        }
        #expect(seen == [.startArray, .number("1"), .number("2")])
    }
}
