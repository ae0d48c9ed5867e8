/// Reads money, percentages, numbers and booleans as exports write them, whole or not at all: every
/// character of the text is part of the number, its sign, its currency mark, its `%` or its unit
/// (docs/IMPORT.md, *Values*), and no character is skipped to make a number.
public enum NumberParser {
    /// Parses money: `3.99`, `$3.99`, `3,99 €`, `1,299.00`, `1.299,00`, `USD 4`, `-2.50`, `$-2.50`, `2.50-`.
    ///
    /// A known currency mark (``CurrencyMarker/isMark(_:)``) once, before or after the number, with or
    /// without a space; one sign, before the mark or the number, or a minus after the number. The number
    /// is a ``WrittenNumber``, with an exponent (`2.5e1`) only when no mark is written. A multi-buy offer
    /// or a unit price (`2 for $5`, `$3.49/lb`) is refused as such.
    public static func money(_ raw: String) throws(ValueError) -> Double {
        let text = raw.trimmingSpaces
        guard let (canonical, isNegative) = moneyNumber(text) else {
            if let offer = offerError(text) { throw offer }
            throw ValueError("is not an amount of money", fix: "write amounts as 3.99 (a currency symbol is fine)")
        }
        return try WrittenNumber.value(canonical, negative: isNegative)
    }

    /// Parses a percentage: `25`, `25%`, `25 %`; `0.25` is read as 25 % only when `isFraction`.
    public static func percent(_ raw: String, isFraction: Bool = false) throws(ValueError) -> Double {
        let text = raw.trimmingSpaces
        let hasSign = text.hasSuffix("%")
        let body = hasSign ? String(text.dropLast()).trimmingSpaces : text
        guard let (canonical, isNegative) = signedNumber(body) else {
            throw ValueError("is not a percentage", fix: "write percentages as 25 or 25%")
        }
        let percent = isFraction && !hasSign ? timesHundred(canonical) : canonical
        return try WrittenNumber.value(percent, negative: isNegative)
    }

    /// Parses a plain number, with `,` or `.` as the decimal mark, or an exponent (`2.5e1`).
    public static func real(_ raw: String) throws(ValueError) -> Double {
        guard let (canonical, isNegative) = signedNumber(raw.trimmingSpaces) else {
            throw ValueError("is not a number", fix: "write numbers as 12.5")
        }
        return try WrittenNumber.value(canonical, negative: isNegative)
    }

    /// Parses a whole number; `3.0` is 3, `3.5` is an error.
    public static func integer(_ raw: String) throws(ValueError) -> Int64 {
        let text = raw.trimmingSpaces
        if let value = Int64(text) { return value }
        guard let value = try? real(text), value.rounded() == value, abs(value) < 9e15 else {
            throw ValueError("is not a whole number", fix: "write whole numbers such as 3")
        }
        return Int64(value)
    }

    /// Parses a boolean: true/false, 1/0, yes/no, y/n, x (ticked), on/off, checked/unchecked.
    public static func bool(_ raw: String) throws(ValueError) -> Bool {
        switch raw.trimmingSpaces.lowercased() {
        case "true", "1", "yes", "y", "x", "on", "checked", "t", "✓", "✔": return true
        case "false", "0", "no", "n", "off", "unchecked", "f", "-": return false
        default: throw ValueError("is not a yes/no value", fix: "write true or false (yes/no, 1/0 and x also work)")
        }
    }

    /// A plain number as ``real(_:)`` reads it, or nil.
    package static func decimal(_ text: String) -> Double? { try? real(text) }

    /// The canonical number of `sign? number` and whether it is negative, or nil.
    static func signedNumber(_ text: String) -> (String, Bool)? {
        var scalars = Substring(text).unicodeScalars
        let isNegative = scalars.first == "-" || scalars.first == "\u{2212}"
        if isNegative || scalars.first == "+" { scalars.removeFirst() }
        return WrittenNumber.canonical(scalars, allowsExponent: true).map { ($0, isNegative) }
    }

    /// The canonical number of money text and whether it is negative, or nil when it is not money.
    static func moneyNumber(_ text: String) -> (String, Bool)? {
        var rest = Substring(text).unicodeScalars
        var sign = takeSign(&rest)
        let lead = rest.prefix(while: isMarkScalar)
        rest = rest[lead.endIndex...]
        if !lead.isEmpty {
            rest = rest.drop(while: isSpace)
            if sign == nil { sign = takeSign(&rest) }
        }
        var end = rest.endIndex
        while end > rest.startIndex, isMarkScalar(rest[rest.index(before: end)]) { end = rest.index(before: end) }
        let trail = rest[end...]
        rest = rest[..<end]
        if !trail.isEmpty { while let last = rest.last, isSpace(last) { rest.removeLast() } }
        if let last = rest.last, last == "-" || last == "\u{2212}", sign == nil {
            sign = "-"
            rest.removeLast()
        }
        let mark = lead.isEmpty ? trail : lead
        guard lead.isEmpty || trail.isEmpty, mark.isEmpty || CurrencyMarker.isMark(Substring(mark)),
            let canonical = WrittenNumber.canonical(rest, allowsExponent: mark.isEmpty)
        else { return nil }
        return (canonical, sign == "-" || sign == "\u{2212}")
    }

    private static func takeSign(_ scalars: inout Substring.UnicodeScalarView) -> Unicode.Scalar? {
        guard let first = scalars.first, first == "-" || first == "+" || first == "\u{2212}" else { return nil }
        scalars.removeFirst()
        return first
    }

    /// Whether the scalar may be part of a currency mark: a letter (`USD`, `zł`) or a currency symbol.
    static func isMarkScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "$"
        }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .currencySymbol
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "\t"
    }

    /// The canonical number times 100, by its exponent, so `0.07` is exactly 7.
    private static func timesHundred(_ canonical: String) -> String {
        guard let e = canonical.firstIndex(of: "e") else { return canonical + "e2" }
        guard let exponent = Int(canonical[canonical.index(after: e)...]) else { return canonical }
        return canonical[..<e] + "e\(exponent + 2)"
    }
}
