import LarderAnalysis

extension SavingsPage {
    /// One row per store, largest saving first; `isBest` marks the first, and `bar` is the saving as
    /// a Unicode bar against the largest.
    static func storeSavings(_ report: SavingsReport, text: (String) -> String) -> [StoreSaving] {
        let largest = report.storeSavings.map(\.savingCents).max() ?? 0
        return report.storeSavings.enumerated().map { index, store in
            StoreSaving(
                store: text(store.store), saving: money(store.savingCents),
                withoutRegularPriceText: TextFormat.count(store.itemsWithoutRegularPrice, "deal")
                    + " without a regular price",
                bar: UnicodeBar.bar(Double(store.savingCents), maximum: Double(largest), width: 16),
                matchedItems: store.matchedItems, withoutRegularPrice: store.itemsWithoutRegularPrice,
                hasWithoutRegularPrice: store.itemsWithoutRegularPrice > 0, isBest: index == 0)
        }
    }

    /// The potential saving per store, as bars.
    static func storeChart(_ report: SavingsReport) -> String {
        let chart = ChartData(
            title: "Potential savings per store",
            categories: report.storeSavings.map(\.store),
            series: [.init(name: "Saving", values: report.storeSavings.map { Double($0.savingCents) / 100 })],
            xAxis: "Store", yAxis: "Saving", format: { money(Int(($0 * 100).rounded())) })
        return SVGChart.render(chart, style: .bars, id: "savings-per-store")
    }

    /// The basket comparison; `cheapest` only when one store is cheapest.
    static func basket(_ basket: SavingsReport.BasketComparison, text: (String) -> String) -> Basket {
        Basket(
            rule: text(basket.rule), comparedItems: basket.comparedItems.map(text).joined(separator: ", "),
            comparedCount: basket.comparedItems.count,
            stores: basket.stores.map { store in
                BasketStore(
                    store: text(store.store), compared: money(store.comparedCents), pricedItems: store.pricedItems,
                    unpricedItems: store.unpricedItems,
                    onOffer: "\(store.pricedItems) of \(store.pricedItems + store.unpricedItems)",
                    isCheapest: store.store == basket.cheapestStore)
            },
            hasCompared: !basket.comparedItems.isEmpty, hasStores: !basket.stores.isEmpty,
            cheapest: basket.stores.first { $0.store == basket.cheapestStore }.map { cheapest in
                Cheapest(store: text(cheapest.store), price: money(cheapest.comparedCents))
            })
    }
}
