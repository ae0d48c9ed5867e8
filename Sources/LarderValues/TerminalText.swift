/// The one way text reaches a terminal or a log: every character that could drive the terminal or a
/// CI log is shown escaped, so an imported value, header or file name prints as what it is.
///
/// Escaped: C0 control characters (`\r`, `\n`, `\t`, `\x1b` for ESC, so no ESC/CSI/OSC sequence
/// starts), DEL (`\x7f`), C1 control characters (`\u{9b}`), bidirectional overrides, embeddings,
/// isolates and marks (`\u{202e}`), and the line and paragraph separators. A line whose first
/// non-blank characters are `::` or `##[` — a GitHub Actions workflow command — gets a `\` before
/// them. Everything else, backslashes included, prints as it is.
public enum TerminalText {
    /// `text` as one line: every line break inside it is shown as `\n`.
    public static func line(_ text: some StringProtocol) -> String {
        guardedLineStart(escaped(text))
    }

    /// `text` as the lines it is made of (a message larder wrote over several lines): each is escaped
    /// as ``line(_:)``, and they stay separate lines.
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line($0) }.joined(separator: "\n")
    }

    /// `text` with every control, bidirectional-formatting and line-separating character escaped; what
    /// a value looks like inside a line (``line(_:)`` also guards the line's start).
    public static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let shown = shown(scalar) {
                result += shown
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is one ``escaped(_:)`` shows escaped.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { shown(scalar) != nil }

    private static func shown(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x1F, 0x7F: return "\\x" + hex(scalar.value, width: 2)
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + hex(scalar.value, width: 1) + "}"
        default: return nil
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A workflow command (`::error …`, `##[error]…`) is read only at a line's start, after blanks.
    private static func guardedLineStart(_ line: String) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("::") || body.hasPrefix("##[") else { return line }
        return line[..<body.startIndex] + "\\" + body
    }
}
