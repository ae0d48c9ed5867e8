import Foundation
import LarderTestSupport
import Testing

/// Imported text never drives the terminal or a CI log: random strings mixing printable text with
/// control characters, ESC/CSI/OSC sequences, bidirectional overrides and workflow commands, written
/// into CSV cells, headers and file names, print escaped from `import`, `validate`, `run` and `status`.
@Suite struct TerminalEscapeTests {
    /// Pieces that could drive a terminal or a log, mixed into the random strings.
    static let hostile = [
        "\u{1B}", "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;retitled\u{07}", "\u{1B}]8;;https://example.com\u{1B}\\",
        "\r", "\n", "\t", "\u{07}", "\u{08}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9D}", "\u{202A}", "\u{202E}",
        "\u{2066}", "\u{2069}", "\u{2028}", "::error title=Injected::x", "\n::warning::y", "\r::error::z",
        "##[error]w",
    ]
    /// Printable pieces, backtick excepted (rejection messages quote values in backticks).
    static let printable = ["milk", "Eggs 12", "a,b", "\"q\"", "é", "日本", "50%", "{x}", "\\", "::", "#"]

    /// A random string of printable and hostile pieces, opening and closing with a letter so no cell is
    /// trimmed, no CR next to an LF (the pair would be one character), and short enough that a rejection
    /// message quotes it whole.
    static func randomText(_ generator: inout SeededGenerator) -> String {
        var text = "x"
        for _ in 0..<Int.random(in: 1...5, using: &generator) where text.count < 25 {
            let pool = Bool.random(using: &generator) ? hostile : printable
            text += pool.randomElement(using: &generator)! + "·"
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 1...31, using: &generator)))
                text += "·"
            }
        }
        return text + "x"
    }

    /// A CSV field holding `text`, quoted.
    static func field(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// The oracle's own escaping: what the visible form of `text` must be.
    static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00..<0x10: result += "\\x0" + String(scalar.value, radix: 16)
            case 0x10..<0x20, 0x7F: result += "\\x" + String(scalar.value, radix: 16)
            case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What a command printed that a terminal or a log would obey: a control character other than LF and
    /// TAB (bytes and scalars, so C1 characters count), a bidirectional override or isolate, a line that
    /// opens (after blanks) with a workflow command.
    static func obeyed(_ output: String) -> [String] {
        var found: [String] = []
        if let byte = output.utf8.first(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }) {
            found.append("byte \(byte)")
        }
        let controls = output.unicodeScalars.filter {
            (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
        }
        found += controls.map { "U+" + String($0.value, radix: 16) }
        let command = /^[ \t]*(::|##\[)/.anchorsMatchLineEndings()
        found += output.matches(of: command).map { "line starting \($0.output.0)" }
        return found
    }

    @Test func randomValuesHeadersAndFileNamesPrintEscapedEverywhere() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: 2027)
        var values: [String] = []
        var names: [String] = []
        var headers: [String] = []
        for index in 0..<100 {
            let name = "f\(index)-" + Self.randomText(&generator).replacingOccurrences(of: "/", with: "|") + ".csv"
            names.append(name)
            var lines: [String]
            if index.isMultiple(of: 2) {
                lines = ["name,expiration_date,location"]
                for _ in 0..<20 {
                    let value = Self.randomText(&generator)
                    values.append(value)
                    lines.append(Self.field(Self.randomText(&generator)) + "," + Self.field(value) + ",Fridge")
                }
            } else {
                let header = (0..<3).map { _ in "h" + Self.randomText(&generator) }
                headers += header
                lines = [header.map(Self.field).joined(separator: ","), "1,2,3"]
            }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(
                to: folder.appendingPathComponent("data").appendingPathComponent(name))
        }
        let commands: [[String]] = [
            ["import", "-v", "data"], ["validate", "-v", "data"], ["status"],
            ["run", "-v", "data", "--out", "out", "--as-of", "2026-11-22", "--force"],
        ]
        var printed: [String: String] = [:]
        for command in commands {
            let result = try EndToEndTests().larder(command, in: folder)
            #expect(result.status == 0, "\(command): \(result.error.prefix(500))")
            let output = result.output + result.error
            let obeyed = Self.obeyed(output)
            #expect(obeyed.isEmpty, "\(command) printed \(obeyed.prefix(5))")
            printed[command[0]] = output
        }
        for command in ["import", "validate", "run"] {
            let output = try #require(printed[command])
            let missingNames = names.filter { !output.contains("data/" + Self.shown($0)) }
            #expect(
                missingNames.isEmpty, "\(command) lost \(missingNames.count) names, e.g. \(missingNames.first ?? "")")
            let missingValues = values.filter {
                !output.contains(Self.shown($0.replacingOccurrences(of: "\n", with: "⏎")))
            }
            #expect(
                missingValues.isEmpty,
                "\(command) lost \(missingValues.count) values, e.g. \(missingValues.first ?? "")")
        }
        let imported = try #require(printed["import"])
        let shownHeaders = headers.filter { imported.contains(Self.shown($0)) }
        #expect(
            shownHeaders.count == headers.count, "import -v shows \(shownHeaders.count) of \(headers.count) headers")
        let status = try #require(printed["status"])
        #expect(values.contains { status.contains(Self.shown($0.replacingOccurrences(of: "\n", with: "⏎"))) })
    }

    @Test func aWorkflowCommandAtTheStartOfALineIsPrefixed() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "::error title=Injected::x.csv"
        try Data("name,expiration_date,location\n\"\r::error::y\",\"\u{1B}]0;t\u{07}\",Fridge\n".utf8).write(
            to: folder.appendingPathComponent(name))
        let result = try EndToEndTests().larder(["import", name], in: folder)
        let output = result.output + result.error
        #expect(Self.obeyed(output).isEmpty, "\(output)")
        #expect(result.output.contains("\\::error title=Injected::x.csv → inventory_items"), "\(result.output)")
        #expect(result.output.contains("\\x1b]0;t\\x07"), "\(result.output)")
        let status = try EndToEndTests().larder(["status"], in: folder)
        #expect(Self.obeyed(status.output + status.error).isEmpty, "\(status.output)")
        #expect(status.output.contains("\\x1b]0;t\\x07"), "\(status.output)")
    }
}
