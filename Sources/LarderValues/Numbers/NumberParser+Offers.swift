extension NumberParser {
    /// Why money text that is no amount is an offer, when it is one: a multi-buy (`2 for $5`, `4/$5`) or
    /// a unit price (`$3.49/lb`, `$1.99 per lb`, `$1.79 ea`), which larder does not read yet.
    static func offerError(_ text: String) -> ValueError? {
        if let (count, price) = multiBuy(text) {
            let each = count > 0 ? cents(price / Double(count)) : "0.00"
            return ValueError(
                "is a multi-buy offer (\(count) for \(plain(price))), not one amount of money, and larder does not"
                    + " read offers yet",
                fix: "write the price of one item (\(each))")
        }
        if let (price, unit) = unitPrice(text) {
            let what = ["ea", "ea.", "each"].contains(unit.lowercased()) ? "a price each" : "a price per \(unit)"
            return ValueError(
                "is \(what), not one amount of money, and larder does not read unit prices yet",
                fix: "write the price of the item as bought (\(plain(price)) alone when that is what it cost)")
        }
        return nil
    }

    /// `2 for $5`, `4/$5`: a whole count of at least 2, `for` or `/`, and an amount.
    private static func multiBuy(_ text: String) -> (Int, Double)? {
        let count = text.prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(count), number >= 2 else { return nil }
        var rest = text[count.endIndex...].drop { $0 == " " }
        if rest.lowercased().hasPrefix("for") {
            rest = rest.dropFirst(3)
        } else if rest.first == "/" {
            rest = rest.dropFirst()
        } else {
            return nil
        }
        guard let (canonical, isNegative) = moneyNumber(String(rest).trimmingSpaces), !isNegative,
            let price = Double(canonical)
        else { return nil }
        return (number, price)
    }

    /// `$3.49/lb`, `$1.99 per lb`, `$1.79 ea`: an amount, then `/`, `per` or a space, and a unit word.
    private static func unitPrice(_ text: String) -> (Double, String)? {
        let cuts: [(String, Bool)] = [("/", false), (" per ", false), (" ", true)]
        for (cut, isEach) in cuts {
            guard let start = lastIndex(of: cut, in: text) else { continue }
            let unit = String(text[text.index(start, offsetBy: cut.count)...]).trimmingSpaces
            let isWord = !unit.isEmpty && unit.allSatisfy { $0.isLetter || $0 == "." || $0 == " " || $0.isNumber }
            guard isWord, !isEach || ["ea", "ea.", "each"].contains(unit.lowercased()),
                let (canonical, _) = moneyNumber(String(text[..<start]).trimmingSpaces),
                let price = Double(canonical)
            else { continue }
            return (price, unit)
        }
        return nil
    }

    private static func lastIndex(of cut: String, in text: String) -> String.Index? {
        text.indices.reversed().first { text[$0...].hasPrefix(cut) }
    }

    /// `2.50`: an amount to the cent; one too large to count in cents exactly (`15/21e+20`) as written.
    private static func cents(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        guard scaled.magnitude < 1e15 else { return plain(value) }
        let cents = Int(scaled)
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `5`, `5.5`: an amount as written without trailing zeros.
    private static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
