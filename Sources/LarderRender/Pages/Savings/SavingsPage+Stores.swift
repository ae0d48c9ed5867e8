import LarderAnalysis

extension SavingsPage {
    /// One row per store, largest saving first; `isBest` marks the first, and `bar` is the saving as
    /// a Unicode bar against the largest.
    static func storeSavings(_ report: SavingsFindings, text: (String) -> String) -> [StoreSaving] {
        let largest = report.storeSavings.map(\.savingCents).max() ?? 0
        return report.storeSavings.enumerated().map { index, store in
            StoreSaving(
                store: text(store.store), items: "\(store.matchedItems) of \(report.basketItems)",
                saving: money(store.savingCents),
                withoutRegularPriceText: TextFormat.count(store.itemsWithoutRegularPrice, "deal")
                    + " without a regular price",
                perWeightUnitText: TextFormat.count(store.itemsPerWeightUnit, "item")
                    + " priced by weight, one lb or kg counted: the list gives no weight",
                bar: UnicodeBar.bar(Double(store.savingCents), maximum: Double(largest), width: 16),
                matchedItems: store.matchedItems, withoutRegularPrice: store.itemsWithoutRegularPrice,
                coversEnough: store.matchedItems >= report.basket.minimumItems,
                hasWithoutRegularPrice: store.itemsWithoutRegularPrice > 0,
                hasPerWeightUnit: store.itemsPerWeightUnit > 0, isBest: index == 0)
        }
    }

    /// The potential saving per store, as bars.
    static func storeChart(_ report: SavingsFindings) -> String {
        let chart = ChartData(
            title: "Potential savings per store",
            categories: report.storeSavings.map(\.store),
            series: [.init(name: "Saving", values: report.storeSavings.map { Double($0.savingCents) / 100 })],
            xAxis: "Store", yAxis: "Saving (deal currency)", format: { money(Int(($0 * 100).rounded())) })
        return SVGChart.render(chart, style: .bars, id: "savings-per-store")
    }

    /// The cheapest store for the list (``SavingsFindings/basketRule``); `cheapest` only when one is
    /// named, else `verdict` says which store has deals on most items.
    static func basket(_ report: SavingsFindings, text: (String) -> String) -> Basket {
        let basket = report.basket
        let cheapest = report.storeSavings.first { $0.store == basket.cheapestStore }
        let widest = report.storeSavings.max { lhs, rhs in
            (lhs.matchedItems, rhs.savingCents) < (rhs.matchedItems, lhs.savingCents)
        }
        let verdict: String
        if let cheapest {
            verdict =
                "\(text(cheapest.store)) is cheapest for the list: deals on \(cheapest.matchedItems) of "
                + TextFormat.count(basket.listItems, "item") + " to buy, saving \(money(cheapest.savingCents))."
        } else if let widest {
            verdict =
                "No store has deals on at least \(basket.minimumItems) of the "
                + TextFormat.count(basket.listItems, "item") + " to buy, so none is named cheapest; "
                + "\(text(widest.store)) has deals on most (\(widest.matchedItems)), saving \(money(widest.savingCents))."
        } else {
            verdict = "No active deal matches what is still to buy, so no store is named cheapest."
        }
        return Basket(
            rule: text(basket.rule), verdict: verdict,
            minimum: "\(basket.minimumItems) of \(TextFormat.count(basket.listItems, "item"))",
            cheapest: cheapest.map {
                Cheapest(
                    store: text($0.store), items: "\($0.matchedItems) of \(basket.listItems)",
                    saving: money($0.savingCents))
            })
    }
}
