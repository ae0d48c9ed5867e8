extension NumberParser {
    /// Parses a JSON number from its whole token, as RFC 8259 §6 writes it:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// `1e308` is 1e308; a number beyond a double's range (`1e999`) or not zero but closer to 0 than a
    /// double keeps its digits (`0.1e-400`) is an error, never infinity or 0.
    public static func jsonNumber(_ token: String) throws(ValueError) -> Double {
        var scalars = Substring(token).unicodeScalars
        let isNegative = scalars.first == "-"
        if isNegative { scalars.removeFirst() }
        guard isJSONNumber(scalars) else {
            throw ValueError("is not a JSON number", fix: "write numbers as 12.5 or 1.25e1")
        }
        return try WrittenNumber.value(String(scalars), negative: isNegative)
    }

    private static func isJSONNumber(_ scalars: Substring.UnicodeScalarView) -> Bool {
        var rest = scalars[...]
        let whole = rest.prefix(while: WrittenNumber.isDigit)
        guard !whole.isEmpty, whole.first != "0" || whole.count == 1 else { return false }
        rest = rest[whole.endIndex...]
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix(while: WrittenNumber.isDigit)
            guard !fraction.isEmpty else { return false }
            rest = rest[fraction.endIndex...]
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: WrittenNumber.isDigit)
            guard !exponent.isEmpty else { return false }
            rest = rest[exponent.endIndex...]
        }
        return rest.isEmpty
    }
}
