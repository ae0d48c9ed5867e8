import LarderAnalysis
import LarderValues

extension ExpiryPage {
    /// The list an item is shown in, which words its verdict.
    enum Verdict {
        case throwOut, check, eatToday, eatThisWeek, undated, discarded
    }

    /// The row of `item` in the list of `verdict`, its imported text escaped by `text`.
    static func item(
        _ text: (String) -> String, _ item: ExpiryFindings.Item, _ verdict: Verdict, asOf: CivilDate
    ) -> Item {
        let (title, why) = words(verdict, item, asOf: asOf, text: text)
        let risk = item.highRisk.map { finding in FoodSafety.kind(finding.kind)?.label ?? finding.kind } ?? ""
        return Item(
            name: text(item.name), location: text(item.location ?? "—"), category: text(item.category ?? "—"),
            quantity: text(item.quantity ?? ""), date: item.date?.description ?? "—",
            when: item.daysLeft.map(TextFormat.relative(days:)) ?? "no date", estimated: item.isEstimated,
            verdict: title, why: why, unsafe: verdict == .throwOut, highRisk: risk,
            pastDate: dated(item),
            price: item.price.map { text(TextFormat.money($0)) } ?? "",
            recommended: item.recommendedDate.map { date in
                Recommended(
                    date: date.description, when: TextFormat.relative(days: asOf.days(until: date)),
                    basis: text(item.recommendationBasis ?? ""))
            })
    }

    /// The verdict's title and why it applies, from the date that decided it and how far off it is, and
    /// the expiration date still ahead of an item listed by its best-before date (the one imported text,
    /// a recommendation's basis, escaped by `text`):
    /// `("Throw out", "expired 2 days ago")`, `("Check", "best before yesterday; expires today")`. What a
    /// verdict means (not safe; quality only) is said once, above the list, not on every line.
    private static func words(
        _ verdict: Verdict, _ item: ExpiryFindings.Item, asOf: CivilDate, text: (String) -> String
    ) -> (String, String) {
        let guess = item.isEstimated ? " (larder's guess from the purchase date and shelf life)" : ""
        let dated = Self.dated(item) + guess
        let expires = item.expirationDate.map { "; expires \(TextFormat.relative(days: asOf.days(until: $0)))" } ?? ""
        switch verdict {
        case .throwOut:
            guard let finding = item.highRisk else { return ("Throw out", dated) }
            let label = FoodSafety.kind(finding.kind)?.label ?? finding.kind
            return (
                "Throw out", "\(dated): \(label) (\(text(finding.reason))); the FoodKeeper's advice is below the list"
            )
        case .check where item.isEstimated: return ("Check", "\(dated): look and smell before eating")
        case .check: return ("Check", dated + expires)
        case .eatToday: return ("Eat today", dated + expires)
        case .eatThisWeek: return ("Eat soon", dated + expires)
        case .undated:
            guard let date = item.recommendedDate else { return ("Add a date", "larder cannot warn you without one") }
            let basis = item.recommendationBasis.map { " (\(text($0)))" } ?? ""
            return (
                "Add a date", "or use by \(TextFormat.relative(days: asOf.days(until: date))), as recommended\(basis)"
            )
        case .discarded: return ("", "")
        }
    }

    /// The date that decided an item's list and how far off it is: `expired 2 days ago`,
    /// `estimated to expire yesterday`, `best before in 3 days`; empty without a date.
    static func dated(_ item: ExpiryFindings.Item) -> String {
        let when = item.daysLeft.map(TextFormat.relative(days:)) ?? ""
        return switch (item.dateKind, item.isEstimated) {
        case (.expiration, true): "estimated to expire \(when)"
        case (.expiration, false): (item.daysLeft ?? 0) < 0 ? "expired \(when)" : "expires \(when)"
        case (.bestBefore, _): "best before \(when)"
        case (nil, _): ""
        }
    }
}
