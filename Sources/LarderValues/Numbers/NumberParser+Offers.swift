import Foundation

extension NumberParser {
    /// Why money text that is no amount is an offer, when ``offer(_:)`` reads it as one: a multi-buy
    /// (`2 for $5`, `4/$5`, `Buy 2 get 1 free`) or a unit price (`$3.49/lb`, `$1.99 per lb`, `$1.79 ea`).
    /// One amount is what most columns hold; a deal's prices take offers (docs/IMPORT.md, "Offers as ads
    /// state them"), through this same reader.
    static func offerError(_ text: String) -> ValueError? {
        guard let offer = offer(text) else { return nil }
        let plain = { (value: Decimal) in NSDecimalNumber(decimal: value).stringValue }
        if let quantity = offer.quantity {
            let stated =
                offer.free.map { "buy \(quantity - $0), get \($0) free" }
                ?? offer.price.map { "\(quantity) for \(plain($0))" }
            return ValueError(
                "is a multi-buy offer (\(stated ?? "\(quantity)")), not one amount of money; only a deal's prices"
                    + " read offers",
                fix: offer.unitPrice.map { "write the price of one item (\(Self.twoDecimals($0)))" }
                    ?? "write the price of one item")
        }
        let what = offer.unit == "each" ? "a price each" : "a price per \(offer.unit ?? "unit")"
        return ValueError(
            "is \(what), not one amount of money; only a deal's prices read unit prices",
            fix: "write the price of the item as bought (\(offer.price.map(plain) ?? "the amount") alone when that is"
                + " what it cost)")
    }

    /// `2.50`: an amount with two decimals, as a fix writes it.
    private static func twoDecimals(_ value: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSDecimalNumber(decimal: value)) ?? "\(value)"
    }
}

extension NumberParser {
    /// Reads a price as a weekly ad writes it (``PriceOffer``): `2 for $5`, `4/$5`, `Buy 2 get 1 free`
    /// (with its price of one before or after: `Buy 2 get 1 free at $3`), `$3.49/lb`, `$1.99 per lb`,
    /// `$1.79 ea`, `$0.89/100g`; nil for one plain amount or anything else. Case and spaces do not matter.
    public static func offer(_ raw: String) -> PriceOffer? {
        // Every offer has a digit and a slash or a word: most text that is no amount (`12.3.4`, `n/a`) is
        // settled here, before any pattern is tried, as a rejected row's cost counts.
        guard raw.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
            raw.utf8.contains(where: { $0 == 0x2F || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) })
        else { return nil }
        let text = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return multiBuyOffer(text) ?? freeOffer(text) ?? unitOffer(text)
    }

    /// `2 for $5`, `4/$5`: a whole count of at least 2, `for` or `/`, and an amount.
    private static func multiBuyOffer(_ text: String) -> PriceOffer? {
        guard let match = text.wholeMatch(of: /(?i)(\d{1,6}) ?(?:for|\/) ?(.+)/), let count = Int(match.1),
            count >= 2, let (price, currency) = offerAmount(String(match.2))
        else { return nil }
        return PriceOffer(quantity: count, price: price, currencyCode: currency)
    }

    /// `Buy 2 get 1 free`, alone or with the price of one before or after it (`at $3`, `$3 -`).
    private static func freeOffer(_ text: String) -> PriceOffer? {
        guard let match = text.firstMatch(of: /(?i)buy ?(\d{1,6}),? ?get ?(\d{1,6}) ?free/),
            let bought = Int(match.1), let free = Int(match.2), bought >= 1, free >= 1
        else { return nil }
        let around = (String(text[..<match.range.lowerBound]) + " " + String(text[match.range.upperBound...]))
            .split(separator: " ").filter { !["at", "@", "-", ",", "–"].contains($0.lowercased()) }
            .joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,-–"))
        var offer = PriceOffer(quantity: bought + free, free: free)
        guard !around.isEmpty else { return offer }
        guard let (price, currency) = offerAmount(around) else { return nil }
        offer.price = price * Decimal(bought)
        offer.currencyCode = currency
        return offer
    }

    /// The words of ``PriceOffer/units``, longest first, so `100 grams` is tried before `grams`.
    private static let unitWords = PriceOffer.units.keys.sorted { ($0.count, $0) > ($1.count, $1) }

    /// `$3.49/lb`, `$1.99 per lb`, `$1.79 ea`: an amount, then `/`, `per` or a space, and a unit word.
    private static func unitOffer(_ text: String) -> PriceOffer? {
        let lowered = text.lowercased()
        for word in unitWords
        where lowered.hasSuffix(word) {
            var rest = lowered.dropLast(word.count)
            while rest.last == " " { rest.removeLast() }
            if rest.hasSuffix("/") {
                rest.removeLast()
            } else if rest.hasSuffix(" per") {
                rest.removeLast(4)
            } else if !lowered.dropLast(word.count).hasSuffix(" "), rest.last?.isLetter == true {
                continue
            }
            guard let (price, currency) = offerAmount(String(text.prefix(rest.count)).trimmingSpaces) else {
                continue
            }
            return PriceOffer(price: price, unit: PriceOffer.units[word], currencyCode: currency)
        }
        return nil
    }

    /// An amount of money that is not negative, exactly, and the currency its mark names.
    private static func offerAmount(_ text: String) -> (Decimal, String?)? {
        guard let (canonical, isNegative) = moneyNumber(text.trimmingSpaces), !isNegative,
            let price = Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX")),
            price < Decimal(string: "1e15")!
        else { return nil }
        return (price, CurrencyMarker.code(in: text))
    }
}
