import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

/// The rule: a record kept as JSON (`rejected_rows.raw_row`, a raw table's `_row_json`) is a JSON object
/// that Foundation's own parser reads back to the record's keys and values, whatever bytes its text holds.
@Suite struct RawJSONTests {
    /// Text of every kind JSON escapes or passes through: quotes, backslashes, each control character,
    /// DEL, accented letters, emoji, and plain ASCII runs.
    static func text(using generator: inout SeededGenerator) -> String {
        let pieces: [String] = [
            "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "é", "Ω", "😀", "plain", " ", ",", ":",
            "{", "}", "[", "]", "\u{2028}", "\\u0041",
        ]
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0
                ? String(UnicodeScalar(UInt8.random(in: 0..<0x80, using: &generator)))
                : pieces.randomElement(using: &generator)!
        }.joined()
    }

    @Test func generatedTextIsQuotedSoThatFoundationReadsItBack() throws {
        var generator = SeededGenerator(seed: 3030)
        for _ in 0..<5_000 {
            let text = Self.text(using: &generator)
            let quoted = JSONText.quoted(text)
            let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed])
            #expect(read as? String == text, "\(quoted)")
        }
    }

    @Test func generatedRecordsAreObjectsOfTheirKeysAndValues() throws {
        var generator = SeededGenerator(seed: 3031)
        for _ in 0..<2_000 {
            let keyCount = Int.random(in: 0...6, using: &generator)
            let keys = (0..<keyCount).map { "k\($0)" + Self.text(using: &generator) }
            let valueCount = Int.random(in: 0...8, using: &generator)
            let values: [SourceValue] = (0..<valueCount).map { _ in
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: .null
                case 1: .number(String(Int.random(in: -1000...1000, using: &generator)))
                case 2: .bool(Bool.random(using: &generator))
                case 3: .json("[1,\"a\"]")
                default: .string(Self.text(using: &generator))
                }
            }
            let record = SourceRecord(location: .line(2), keys: keys, values: values)
            let json = record.rawJSON
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
            // Every key, and a value past the keys as `extra_N`: the test's own expectation.
            var expected: [String: SourceValue] = [:]
            for (index, key) in keys.enumerated() { expected[key] = index < values.count ? values[index] : .null }
            for index in keys.count..<max(keys.count, values.count) { expected["extra_\(index + 1)"] = values[index] }
            #expect(Set(object.keys) == Set(expected.keys), "\(json)")
            for (key, value) in expected {
                let read = object[key]
                switch value {
                case .null: #expect(read is NSNull, "\(json)")
                case .string(let text): #expect(read as? String == text, "\(json)")
                case .number(let text): #expect((read as? NSNumber)?.intValue == Int(text), "\(json)")
                case .bool(let flag): #expect((read as? NSNumber)?.boolValue == flag, "\(json)")
                case .json: #expect((read as? [Any])?.count == 2, "\(json)")
                }
            }
        }
    }
}
