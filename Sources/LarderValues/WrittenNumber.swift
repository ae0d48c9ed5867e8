/// The grammar of a number as exports write it, without sign or currency (docs/IMPORT.md, *Values*):
/// digits, optionally in groups of three, with at most one decimal mark, or an exponent number.
///
/// `canonical(_:allowsExponent:)` gives the number as `Double(String)` reads it exactly (`1.299,00` is
/// `1299.00`), or nil when the text is not whole such a number: no character is skipped to make one.
package enum WrittenNumber {
    /// The marks written between groups of three digits.
    package static let groupMarks: Set<Unicode.Scalar> = [",", ".", " ", "\u{A0}", "\u{202F}", "'"]

    /// The text as `digits`, `digits.digits` or `digits[.digits]e[+-]digits`, or nil.
    ///
    /// - `1299`, `1,299`, `1 299`, `1'299`: groups of exactly three digits after a first group of 1–3
    ///   not starting with 0, one group mark throughout; `.` groups only before a `,` decimal mark.
    /// - One decimal mark, `.` or `,`, with digits after it (`.99` too): the last mark when it is written
    ///   once, except a lone `,` with exactly three digits after it, which groups (`1,299`).
    /// - `2.5e1`, `1E-3` when `allowsExponent`: plain digits, an optional `.` part, and an exponent.
    package static func canonical(_ scalars: Substring.UnicodeScalarView, allowsExponent: Bool) -> String? {
        if let e = scalars.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard allowsExponent, let mantissa = plainDecimal(scalars[..<e]),
                let exponent = exponent(scalars[scalars.index(after: e)...])
            else { return nil }
            return mantissa + "e" + exponent
        }
        var marks: [Substring.UnicodeScalarView.Index] = []
        for index in scalars.indices where !isDigit(scalars[index]) {
            guard groupMarks.contains(scalars[index]) else { return nil }
            marks.append(index)
        }
        guard let last = marks.last else { return scalars.isEmpty ? nil : String(scalars) }
        let mark = scalars[last]
        let fraction = scalars[scalars.index(after: last)...]
        let isDecimal =
            (mark == "." || mark == ",") && marks.filter({ scalars[$0] == mark }).count == 1
            && !(mark == "," && marks.count == 1 && fraction.count == 3)
        guard isDecimal else { return grouped(scalars, decimalMark: nil) }
        guard !fraction.isEmpty, let whole = grouped(scalars[..<last], decimalMark: mark) else { return nil }
        return whole + "." + String(fraction)
    }

    /// The digits of a whole part, ungrouped or grouped by one mark other than `decimalMark`; `.` groups
    /// only before a `,` decimal mark, and an empty whole part is `0` only before a `.` one (`.99`).
    private static func grouped(_ scalars: Substring.UnicodeScalarView, decimalMark: Unicode.Scalar?) -> String? {
        guard let first = scalars.first else { return decimalMark == "." ? "0" : nil }
        let groups = scalars.split(omittingEmptySubsequences: false) { !isDigit($0) }
        guard groups.count > 1 else { return String(scalars) }
        let mark = scalars[scalars.firstIndex { !isDigit($0) }!]
        guard mark != decimalMark, mark != "." || decimalMark == ",", scalars.allSatisfy({ isDigit($0) || $0 == mark }),
            first != "0", (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        return String(String.UnicodeScalarView(scalars.filter(isDigit)))
    }

    /// `digits` or `digits.digits`.
    private static func plainDecimal(_ scalars: Substring.UnicodeScalarView) -> String? {
        let parts = scalars.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
            return nil
        }
        return String(scalars)
    }

    /// `[+-]digits`.
    private static func exponent(_ scalars: Substring.UnicodeScalarView) -> String? {
        let digits = scalars.first == "+" || scalars.first == "-" ? scalars.dropFirst() : scalars[...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return String(scalars)
    }

    /// Whether the scalar is an ASCII digit (other scripts' digits and `½` are not read).
    package static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    /// The double a canonical number names, or an error when it is beyond a double's range: larger than
    /// about 1.8e308, or not zero but closer to 0 than 2.2e-308 (where a double loses digits).
    package static func value(_ canonical: String, negative: Bool) throws(ValueError) -> Double {
        guard let magnitude = Double(canonical) else {
            throw ValueError("is not a number", fix: "write numbers as 12.5")
        }
        guard magnitude.isFinite else {
            throw ValueError("is too large for a number larder stores", fix: "write numbers below 1.8e308")
        }
        let digits = canonical.unicodeScalars.prefix { $0 != "e" && $0 != "E" }
        if magnitude < Double.leastNormalMagnitude, digits.contains(where: { $0 >= "1" && $0 <= "9" }) {
            throw ValueError(
                "is too close to 0 for a number larder stores", fix: "write 0 or a number above 2.2e-308")
        }
        return negative ? -magnitude : magnitude
    }
}
