import LarderAnalysis

extension SavingsPage {
    /// One row per store, largest saving first: `store`, `matchedItems`, `saving`,
    /// `withoutRegularPrice` (with `hasWithoutRegularPrice` and `withoutRegularPriceText`), `isBest`
    /// (the first), and `bar`, the saving as a Unicode bar against the largest.
    static func storeSavings(_ report: SavingsReport, text: (String) -> String) -> [[String: Any]] {
        let largest = report.storeSavings.map(\.savingCents).max() ?? 0
        return report.storeSavings.enumerated().map { index, store in
            [
                "store": text(store.store), "matchedItems": store.matchedItems, "saving": money(store.savingCents),
                "withoutRegularPrice": store.itemsWithoutRegularPrice,
                "hasWithoutRegularPrice": store.itemsWithoutRegularPrice > 0,
                "withoutRegularPriceText": TextFormat.count(store.itemsWithoutRegularPrice, "deal")
                    + " without a regular price", "isBest": index == 0,
                "bar": UnicodeBar.bar(Double(store.savingCents), maximum: Double(largest), width: 16),
            ]
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

    /// The basket comparison: `rule`, `comparedItems` (names, joined), `comparedCount`, `hasCompared`,
    /// `stores` (`store`, `compared`, `pricedItems`, `unpricedItems`, `onOffer`, `isCheapest`), `hasStores`, and
    /// `cheapest` (`store`, `price`) only when one store is cheapest.
    static func basket(_ basket: SavingsReport.BasketComparison, text: (String) -> String) -> [String: Any] {
        var values: [String: Any] = [
            "rule": text(basket.rule), "comparedItems": basket.comparedItems.map(text).joined(separator: ", "),
            "comparedCount": basket.comparedItems.count, "hasCompared": !basket.comparedItems.isEmpty,
            "stores": basket.stores.map { store in
                [
                    "store": text(store.store), "compared": money(store.comparedCents),
                    "pricedItems": store.pricedItems, "unpricedItems": store.unpricedItems,
                    "onOffer": "\(store.pricedItems) of \(store.pricedItems + store.unpricedItems)",
                    "isCheapest": store.store == basket.cheapestStore,
                ] as [String: Any]
            },
            "hasStores": !basket.stores.isEmpty,
        ]
        // Only present when there is one: Mustache treats a key holding nil as a truthy section.
        if let cheapest = basket.stores.first(where: { $0.store == basket.cheapestStore }) {
            values["cheapest"] = ["store": text(cheapest.store), "price": money(cheapest.comparedCents)]
        }
        return values
    }
}
