/// The grammar of a number as exports write it, without sign or currency (docs/IMPORT.md, *Values*):
/// digits, optionally in groups of three, with at most one decimal mark, or an exponent number.
///
/// `canonical(_:allowsExponent:)` gives the number as `Double(String)` reads it exactly (`1.299,00` is
/// `1299.00`), or nil when the text is not whole such a number: no character is skipped to make one.
package enum WrittenNumber {
    /// The text as `digits`, `digits.digits` or `digits[.digits]e[+-]digits`, or nil.
    ///
    /// - `1299`, `1,299`, `1 299`, `1'299`: groups of exactly three digits after a first group of 1–3
    ///   not starting with 0, one group mark throughout; `.` groups only before a `,` decimal mark.
    /// - One decimal mark, `.` or `,`, with digits after it (`.99` too): the last mark when it is written
    ///   once, except a lone `,` with exactly three digits after it, which groups (`1,299`).
    /// - `2.5e1`, `1E-3` when `allowsExponent`: plain digits, an optional `.` part, and an exponent.
    package static func canonical(_ scalars: Substring.UnicodeScalarView, allowsExponent: Bool) -> String? {
        if isPlain(scalars) { return String(scalars) }
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        // Each mark, with the number of digits before it.
        var marks: [(mark: Unicode.Scalar, at: Int)] = []
        for index in scalars.indices {
            let scalar = scalars[index]
            if isDigit(scalar) {
                digits.append(UInt8(scalar.value))
            } else if scalar == "e" || scalar == "E" {
                guard allowsExponent else { return nil }
                return exponentNumber(digits, marks, exponent: scalars[scalars.index(after: index)...])
            } else if isGroupMark(scalar) {
                marks.append((scalar, digits.count))
            } else {
                return nil
            }
        }
        guard let (mark, at) = marks.last else { return digits.isEmpty ? nil : String(decoding: digits, as: UTF8.self) }
        let fraction = digits.count - at
        let isDecimal =
            (mark == "." || mark == ",") && !marks.dropLast().contains(where: { $0.mark == mark })
            && !(mark == "," && marks.count == 1 && fraction == 3)
        guard isDecimal else {
            return isGrouped(digits, marks[...], whole: digits.count, decimalMark: nil)
                ? String(decoding: digits, as: UTF8.self) : nil
        }
        guard fraction > 0, isGrouped(digits, marks.dropLast(), whole: at, decimalMark: mark) else { return nil }
        let whole = at == 0 ? "0" : String(decoding: digits[..<at], as: UTF8.self)
        return whole + "." + String(decoding: digits[at...], as: UTF8.self)
    }

    /// Whether the text is `digits` or `digits.digits`, as most amounts are once their mark is set aside:
    /// those are read without building the list of marks.
    private static func isPlain(_ scalars: Substring.UnicodeScalarView) -> Bool {
        var digits = 0
        var point = -1
        for scalar in scalars {
            if isDigit(scalar) {
                digits += 1
            } else if scalar == ".", point < 0 {
                point = digits
            } else {
                return false
            }
        }
        return digits > 0 && (point < 0 || (point > 0 && point < digits))
    }

    /// Whether the first `whole` digits are ungrouped, or grouped by one mark other than `decimalMark` in
    /// groups of three after a first of 1–3 not starting with 0; `.` groups only before a `,` decimal
    /// mark, and no digits are a whole part only before a `.` one (`.99`).
    private static func isGrouped(
        _ digits: [UInt8], _ marks: ArraySlice<(mark: Unicode.Scalar, at: Int)>, whole: Int,
        decimalMark: Unicode.Scalar?
    ) -> Bool {
        guard let first = marks.first else { return whole > 0 || decimalMark == "." }
        guard first.mark != decimalMark, first.mark != "." || decimalMark == ",", (1...3).contains(first.at),
            digits[0] != UInt8(ascii: "0"), whole - marks.last!.at == 3
        else { return false }
        var previous = first.at
        for (mark, at) in marks.dropFirst() {
            guard mark == first.mark, at - previous == 3 else { return false }
            previous = at
        }
        return true
    }

    /// `digits[.digits]e[+-]digits`: the digits and marks before the `e`, and the text after it.
    private static func exponentNumber(
        _ digits: [UInt8], _ marks: [(mark: Unicode.Scalar, at: Int)], exponent: Substring.UnicodeScalarView
    ) -> String? {
        guard marks.count <= 1, marks.first.map({ $0.mark == "." && $0.at > 0 && $0.at < digits.count }) ?? true,
            !digits.isEmpty
        else { return nil }
        let unsigned = exponent.first == "+" || exponent.first == "-" ? exponent.dropFirst() : exponent[...]
        guard !unsigned.isEmpty, unsigned.allSatisfy(isDigit) else { return nil }
        var mantissa = String(decoding: digits, as: UTF8.self)
        if let point = marks.first {
            mantissa.insert(".", at: mantissa.utf8.index(mantissa.startIndex, offsetBy: point.at))
        }
        return mantissa + "e" + String(exponent)
    }

    /// Whether the scalar is written between groups of digits or before the decimals.
    package static func isGroupMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", ".", " ", "\u{A0}", "\u{202F}", "'": return true
        default: return false
        }
    }

    /// Whether a digit before the exponent is not 0: the number is not zero.
    private static func hasNonZeroDigit(_ canonical: String) -> Bool {
        canonical.unicodeScalars.prefix { $0 != "e" && $0 != "E" }.contains { $0 > "0" && isDigit($0) }
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
        if magnitude < Double.leastNormalMagnitude, hasNonZeroDigit(canonical) {
            throw ValueError(
                "is too close to 0 for a number larder stores", fix: "write 0 or a number above 2.2e-308")
        }
        return negative ? -magnitude : magnitude
    }
}
