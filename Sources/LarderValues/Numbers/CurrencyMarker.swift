/// The currency an amount of money names as it is written: `3,49 €`, `£2.10`, `USD 4`, `R$ 12,90`, or
/// the unit of a header, `Price (EUR)`.
///
/// Only a mark that names one currency counts: `$` (the dollar of a dozen countries), `¥` (yen or yuan),
/// `kr` (three crowns) and `¢` name none, and leave the currency unknown.
public enum CurrencyMarker {
    /// The ISO 4217 code `text` names, besides its digits, signs, separators and spaces; nil when it
    /// names none, or none for certain.
    public static func code(in text: String) -> String? {
        var mark = ""
        for scalar in text.unicodeScalars where !isNumberPart(scalar) { mark.unicodeScalars.append(scalar) }
        guard !mark.isEmpty else { return nil }
        if let code = symbols[mark] { return code }
        let upper = mark.uppercased()
        return codes.contains(upper) ? upper : nil
    }

    /// Whether the text may name a currency: its first or last byte other than a space is none of a plain
    /// number's (digits, signs, `.`, `,`), as a mark is written before or after the amount (`€3`, `3 €`,
    /// `USD 4`). Two bytes are looked at, whatever the length: this runs for every amount imported.
    @inlinable public static func mayName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var first = 0
        var last = bytes.count - 1
        while first <= last, bytes[first] == 0x20 { first += 1 }
        while last > first, bytes[last] == 0x20 { last -= 1 }
        guard first <= last else { return false }
        return !isPlainByte(bytes[first]) || !isPlainByte(bytes[last])
    }

    /// Whether `mark` is a currency mark an amount may be written with, as it is written: a mark of one
    /// currency (`€`, `zł`, `R$`), an ISO code in capitals (`USD`), or a mark of several (`$`, `¥`, `kr`).
    /// `¢` is none: an amount in cents is not in the currency's units.
    package static func isMark(_ mark: Substring) -> Bool {
        let mark = String(mark)
        return sharedMarks.contains(mark) || symbols[mark] != nil || codes.contains(mark)
    }

    /// Marks several currencies write, which name none of them.
    private static let sharedMarks: Set<String> = ["$", "¥", "kr"]

    @usableFromInline static func isPlainByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x2C || byte == 0x2D || byte == 0x2B
    }

    private static func isNumberPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", ".", ",", "-", "+", "'", " ", "\t", "\u{A0}", "\u{202F}", "\u{2212}": return true
        default: return false
        }
    }

    /// Marks that name one currency.
    private static let symbols: [String: String] = [
        "€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY", "₪": "ILS", "₴": "UAH", "₫": "VND",
        "₱": "PHP", "฿": "THB", "zł": "PLN", "Kč": "CZK", "US$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD",
        "AU$": "AUD", "NZ$": "NZD", "R$": "BRL", "HK$": "HKD", "S$": "SGD", "MX$": "MXN",
    ]

    /// The codes of the currencies households are likely to shop in, as ISO 4217 writes them.
    private static let codes: Set<String> = [
        "AED", "ARS", "AUD", "BGN", "BRL", "CAD", "CHF", "CLP", "CNY", "COP", "CZK", "DKK", "EGP", "EUR", "GBP", "HKD",
        "HUF", "IDR", "ILS", "INR", "ISK", "JPY", "KRW", "MAD", "MXN", "MYR", "NGN", "NOK", "NZD", "PEN", "PHP", "PKR",
        "PLN", "RON", "RSD", "RUB", "SAR", "SEK", "SGD", "THB", "TRY", "TWD", "UAH", "USD", "VND", "ZAR",
    ]
}
