import LarderTestSupport
import Testing

@testable import LarderValues

/// `JSONValue(parsing:)`, the one reader of JSON text held in memory (a page's JSON-LD, a recipe's
/// ingredients, a rejected row's raw text), checked against values the test builds and writes itself.
@Suite("JSONValue parsing")
struct JSONValueParsingTests {
    @Test("5,000 generated values read back as the test wrote them: member order, repeated keys, numbers as written")
    func generatedValuesReadBackWhole() throws {
        var random = SeededGenerator(seed: 28)
        for _ in 0..<5_000 {
            let value = Self.value(depth: 0, &random)
            let text = Self.write(value, spaced: Bool.random(using: &random))
            #expect(try JSONValue(parsing: text) == value, "\(text)")
        }
    }

    @Test(
        "text that is not one JSON value is refused with yajl's reason",
        arguments: ["", "   ", "[1,]", "{\"a\":1", "{\"a\" 1}", "[1] [2]", "tru", "\"\u{1}\"", "{a:1}", "01"])
    func invalidTextIsRefused(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    @Test("escapes, surrogate pairs and scalars at the top level")
    func escapesAndScalars() throws {
        #expect(try JSONValue(parsing: #""caf\u00e9 \ud83e\udd55 \"x\"\n""#) == .string("café 🥕 \"x\"\n"))
        #expect(try JSONValue(parsing: " -0.50e+3 ") == .number("-0.50e+3"))
        #expect(try JSONValue(parsing: "null") == .null)
        #expect(try JSONValue(parsing: "[true,false]") == .array([.bool(true), .bool(false)]))
    }

    @Test("nesting deeper than the limit is refused, not parsed; at the limit it is read")
    func depthLimit() throws {
        let limit = JSONValue.maximumParsedDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONValue(parsing: atLimit).items?.count == 1)
        let deeper = "[" + atLimit + "]"
        #expect(throws: JSONParseError(reason: "the JSON nests deeper than \(limit) levels")) {
            try JSONValue(parsing: deeper)
        }
    }

    // MARK: - The test's own values and writer

    private static let keys = ["name", "@id", "offers", "price", "é", "a b", "", "x\"y", "🥕"]

    private static func value(depth: Int, _ random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth < 4 ? 7 : 4), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(number(&random))
        case 3: return .string(text(&random))
        case 4, 5:
            let count = Int.random(in: 0...4, using: &random)
            // Keys repeat on purpose: the object keeps every member, in order.
            return .object(
                (0..<count).map { _ in
                    JSONMember(key: keys.randomElement(using: &random)!, value: value(depth: depth + 1, &random))
                })
        default:
            return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth + 1, &random) })
        }
    }

    private static func number(_ random: inout SeededGenerator) -> String {
        let whole = ["0", "7", "12", "3400", "9007199254740993"].randomElement(using: &random)!
        let sign = Bool.random(using: &random) ? "-" : ""
        let fraction = [nil, "5", "50", "0001"].randomElement(using: &random)!.map { "." + $0 } ?? ""
        let exponent = [nil, "e3", "E-2", "e+10"].randomElement(using: &random)! ?? ""
        return sign + whole + fraction + exponent
    }

    private static func text(_ random: inout SeededGenerator) -> String {
        let pieces = ["milk", " ", "é", "\"", "\\", "\n", "\t", "\u{1}", "🥕", "/", "日本", "\u{2028}"]
        return (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func write(_ value: JSONValue, spaced: Bool) -> String {
        let gap = spaced ? " \n" : ""
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return quoted(text)
        case .array(let items):
            return "[" + gap + items.map { write($0, spaced: spaced) }.joined(separator: "," + gap) + "]"
        case .object(let members):
            return "{" + gap
                + members.map { quoted($0.key) + gap + ":" + write($0.value, spaced: spaced) }.joined(separator: ",")
                + gap + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + String(format4: scalar.value)
            case _ where scalar.value > 0xFFFF:
                // Written as a surrogate pair, as many exporters do.
                let value = scalar.value - 0x10000
                result +=
                    "\\u" + String(format4: 0xD800 + (value >> 10)) + "\\u" + String(format4: 0xDC00 + (value & 0x3FF))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate init(format4 value: UInt32) {
        let hex = String(value, radix: 16)
        self = String(repeating: "0", count: 4 - hex.count) + hex
    }
}
