extension NumberParser {
    /// Parses an amount with an optional unit: `2`, `1.5kg`, `500 g`, `1 punnet`, `1.5e2`.
    ///
    /// The number is a signed ``WrittenNumber`` (an exponent too); the unit is the rest of the text after
    /// optional spaces, and begins with a letter, `%` or `°`. Anything else after the number (`12-15 g`,
    /// `1½ cups`) makes the text no amount rather than a number whose rest is taken for its unit.
    public static func quantity(_ raw: String) throws(ValueError) -> (amount: Double, unit: String?) {
        let text = raw.trimmingSpaces
        var scalars = Substring(text).unicodeScalars
        let isNegative = scalars.first == "-" || scalars.first == "\u{2212}"
        if isNegative || scalars.first == "+" { scalars.removeFirst() }
        let end = numberEnd(scalars)
        var number = scalars[..<end]
        while let last = number.last, isSpace(last) { number.removeLast() }
        let unit = String(String.UnicodeScalarView(scalars[end...]))
        guard unit.unicodeScalars.first.map(beginsUnit) ?? true,
            let canonical = WrittenNumber.canonical(number, allowsExponent: true)
        else {
            throw ValueError("is not an amount", fix: "write amounts as a number, optionally with a unit (500 g)")
        }
        return (try WrittenNumber.value(canonical, negative: isNegative), unit.isEmpty ? nil : unit)
    }

    /// Where the number at the start of `scalars` ends: after its digits, group and decimal marks, spaces,
    /// and an exponent (`e` between a digit and a digit or signed digit; `2 eggs` and `2eggs` have none).
    private static func numberEnd(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView.Index {
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if WrittenNumber.isDigit(scalar) || WrittenNumber.isGroupMark(scalar) || isSpace(scalar) {
                index = scalars.index(after: index)
            } else if scalar == "e" || scalar == "E", index > scalars.startIndex,
                WrittenNumber.isDigit(scalars[scalars.index(before: index)]), isExponent(scalars[index...].dropFirst())
            {
                index = scalars.index(after: index)
                if scalars[index] == "+" || scalars[index] == "-" { index = scalars.index(after: index) }
            } else {
                break
            }
        }
        return index
    }

    private static func isExponent(_ rest: Substring.UnicodeScalarView.SubSequence) -> Bool {
        let digits = rest.first == "+" || rest.first == "-" ? rest.dropFirst() : rest
        return digits.first.map(WrittenNumber.isDigit) ?? false
    }

    private static func beginsUnit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "%" || scalar == "°"
    }
}
