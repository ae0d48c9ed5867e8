import LarderAnalysis

extension ShoppingPage {
    /// The wishlist's values: `wishlist` (one entry per desire level, 5 first), `wishCount`,
    /// `hasWishlist`, `wishlistTotals` and `wishlistTotal`, the totals in one line. Amounts in
    /// different currencies are listed side by side, never added.
    static func wishlist(_ report: ShoppingReport, text: (String) -> String) -> [String: Any] {
        let count = report.wishlist.reduce(0) { $0 + $1.items.count }
        return [
            "wishlist": report.wishlist.map { level in
                [
                    "rating": level.rating, "label": "\(level.rating) of 5", "anchor": "desire-\(level.rating)",
                    "stars": String(repeating: "★", count: level.rating)
                        + String(repeating: "☆", count: 5 - level.rating),
                    "count": level.items.count, "items": level.items.map { wish($0, text: text) },
                    "totals": line(level.totals, text: text),
                ] as [String: Any]
            },
            "wishCount": count, "hasWishlist": count > 0,
            "wishlistTotals": report.wishlistTotals.map { total($0, text: text) },
            "wishlistTotal": line(report.wishlistTotals, text: text),
        ]
    }

    /// One wish. `link` (`href`, `host`) is there only when the picture's address is a web address
    /// (``SafeURL``); any other address is shown as text, never linked.
    static func wish(_ wish: ShoppingReport.Wish, text: (String) -> String) -> [String: Any] {
        var values: [String: Any] = [
            "name": text(wish.name), "notes": text(wish.notes ?? ""),
            "hasNotes": wish.notes.map { !$0.isEmpty } ?? false,
            "price": wish.priceCents.map { text(TextFormat.money(MoneyAmount(currency: wish.currency, cents: $0))) }
                ?? "—",
            "hasImage": wish.imageURL != nil, "imageURL": text(wish.imageURL ?? ""),
        ]
        // Only present when there is one: Mustache treats a key holding nil as a truthy section.
        if let link = wish.imageURL.flatMap(SafeURL.init) { values["link"] = ["href": link.href, "host": link.host] }
        return values
    }

    /// One currency's total: `currency` (the code, or `no currency`), `total`, `pricedItems`,
    /// `unpricedItems`.
    private static func total(_ total: ShoppingReport.CurrencyTotal, text: (String) -> String) -> [String: Any] {
        [
            "currency": text(total.label), "total": text(TextFormat.money(amount(total))),
            "pricedItems": total.pricedItems, "unpricedItems": total.unpricedItems,
        ]
    }

    /// Totals side by side: `€47.50 · $469.99 (1 more without a price) · 12.00 with no currency`.
    static func line(_ totals: [ShoppingReport.CurrencyTotal], text: (String) -> String) -> String {
        guard !totals.isEmpty else { return "nothing priced" }
        return totals.map { total in
            let unpriced = TextFormat.count(total.unpricedItems, "item") + " without a price"
            let currency = total.currency == nil ? " with no currency" : ""
            guard total.pricedItems > 0 else { return unpriced + (total.currency.map { " (\(text($0)))" } ?? "") }
            let more = total.unpricedItems > 0 ? " (and \(unpriced))" : ""
            return text(TextFormat.money(amount(total))) + currency + more
        }.joined(separator: " · ")
    }

    private static func amount(_ total: ShoppingReport.CurrencyTotal) -> MoneyAmount {
        MoneyAmount(currency: total.currency, cents: total.totalCents)
    }
}
