import LarderAnalysis

extension ShoppingPage {
    /// One desire level of the wishlist. Amounts in different currencies are listed side by side,
    /// never added.
    static func desireLevel(_ level: ShoppingFindings.DesireLevel, text: (String) -> String) -> DesireLevel {
        DesireLevel(
            rating: level.rating, count: level.items.count,
            label: "\(level.rating) of 5", anchor: "desire-\(level.rating)",
            stars: String(repeating: "★", count: level.rating) + String(repeating: "☆", count: 5 - level.rating),
            totals: line(level.totals, text: text), items: level.items.map { wish($0, text: text) })
    }

    /// One wish. `link` is there only when the picture's address is a web address (``SafeURL``);
    /// any other address is shown as text, never linked.
    static func wish(_ wish: ShoppingFindings.Wish, text: (String) -> String) -> Wish {
        Wish(
            name: text(wish.name), notes: text(wish.notes ?? ""),
            price: wish.priceCents.map { text(TextFormat.money(MoneyAmount(currency: wish.currency, cents: $0))) }
                ?? "—",
            imageURL: text(wish.imageURL ?? ""),
            hasNotes: wish.notes.map { !$0.isEmpty } ?? false, hasImage: wish.imageURL != nil,
            link: wish.imageURL.flatMap(SafeURL.init).map { Link(href: $0.href, host: $0.host) })
    }

    /// One currency's total: `currency` is the code, or `no currency`.
    static func total(_ total: ShoppingFindings.CurrencyTotal, text: (String) -> String) -> CurrencyTotal {
        CurrencyTotal(
            currency: text(total.label), total: text(TextFormat.money(amount(total))),
            pricedItems: total.pricedItems, unpricedItems: total.unpricedItems)
    }

    /// Totals side by side: `€47.50 · $469.99 (1 more without a price) · 12.00 with no currency`.
    static func line(_ totals: [ShoppingFindings.CurrencyTotal], text: (String) -> String) -> String {
        guard !totals.isEmpty else { return "nothing priced" }
        return totals.map { total in
            let unpriced = TextFormat.count(total.unpricedItems, "item") + " without a price"
            let currency = total.currency == nil ? " with no currency" : ""
            guard total.pricedItems > 0 else { return unpriced + (total.currency.map { " (\(text($0)))" } ?? "") }
            let more = total.unpricedItems > 0 ? " (and \(unpriced))" : ""
            return text(TextFormat.money(amount(total))) + currency + more
        }.joined(separator: " · ")
    }

    private static func amount(_ total: ShoppingFindings.CurrencyTotal) -> MoneyAmount {
        MoneyAmount(currency: total.currency, cents: total.totalCents)
    }
}
