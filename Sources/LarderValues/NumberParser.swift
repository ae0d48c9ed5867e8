/// Reads money, percentages, numbers and booleans as exports write them.
public enum NumberParser {
    /// Parses money: `3.99`, `$3.99`, `3,99 €`, `1,299.00`, `1.299,00`, `USD 4`, `-2.50`.
    ///
    /// With both `.` and `,` present, the last one is the decimal mark. With only `,`, it is the
    /// decimal mark unless exactly three digits follow it (`1,299`), as prices rarely have three decimals.
    public static func money(_ raw: String) throws(ValueError) -> Double {
        var text = ""
        for scalar in raw.unicodeScalars where !isCurrencyNoise(scalar) { text.unicodeScalars.append(scalar) }
        guard let value = decimal(text) else {
            throw ValueError("is not an amount of money", fix: "write amounts as 3.99 (a currency symbol is fine)")
        }
        return value
    }

    /// Parses a percentage: `25`, `25%`, `25 %`; `0.25` is read as 25 % only when `isFraction`.
    public static func percent(_ raw: String, isFraction: Bool = false) throws(ValueError) -> Double {
        let text = raw.trimmingSpaces
        let hasSign = text.hasSuffix("%")
        let body = hasSign ? String(text.dropLast()).trimmingSpaces : text
        guard let value = decimal(body) else {
            throw ValueError("is not a percentage", fix: "write percentages as 25 or 25%")
        }
        return isFraction && !hasSign ? value * 100 : value
    }

    /// Parses a plain decimal number, with `,` or `.` as the decimal mark.
    public static func real(_ raw: String) throws(ValueError) -> Double {
        guard let value = decimal(raw.trimmingSpaces) else {
            throw ValueError("is not a number", fix: "write numbers as 12.5")
        }
        return value
    }

    /// Parses a whole number; `3.0` is 3, `3.5` is an error.
    public static func integer(_ raw: String) throws(ValueError) -> Int64 {
        let text = raw.trimmingSpaces
        if let value = Int64(text) { return value }
        guard let value = decimal(text), value.rounded() == value, abs(value) < 9e15 else {
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

    private static func isCurrencyNoise(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "$", "€", "£", "¥", "₹", "₩", "₽", "¢", " ", "\u{A0}", "\u{202F}", "'", "\t": return true
        default: return scalar.properties.isAlphabetic
        }
    }

    /// A number with an optional sign, thousands separators and either decimal mark.
    package static func decimal(_ text: String) -> Double? {
        if let value = Double(text), value.isFinite, text.utf8.allSatisfy({ isPlainNumberByte($0) }) { return value }
        let lastDot = text.lastIndex(of: ".")
        let lastComma = text.lastIndex(of: ",")
        var normalised: String
        switch (lastDot, lastComma) {
        case (let dot?, let comma?):
            normalised = dot > comma ? text.replacingAll(",", with: "") : text.replacingAll(".", with: "")
            if comma > dot { normalised = normalised.replacingAll(",", with: ".") }
        case (nil, let comma?):
            let decimals = text.distance(from: text.index(after: comma), to: text.endIndex)
            let groups = text.split(separator: ",", omittingEmptySubsequences: false)
            let isThousands = decimals == 3 && groups.dropFirst().allSatisfy { $0.count == 3 }
            normalised = isThousands ? text.replacingAll(",", with: "") : text.replacingAll(",", with: ".")
        default:
            normalised = text
        }
        guard !normalised.isEmpty, normalised.utf8.allSatisfy({ isPlainNumberByte($0) }),
            normalised.utf8.filter({ $0 == UInt8(ascii: ".") }).count <= 1
        else { return nil }
        guard let value = Double(normalised), value.isFinite else { return nil }
        return value
    }

    private static func isPlainNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
