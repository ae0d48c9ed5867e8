extension SavingsAnalysis.DealScan {
    /// Each store with a deal on a basket item, by store key, named by the first of its spellings
    /// in plain string order.
    func storeNames() -> [String: String] {
        var names: [String: String] = [:]
        for deal in offers.flatMap(\.values) where names[deal.storeKey].map({ deal.store < $0 }) ?? true {
            names[deal.storeKey] = deal.store
        }
        return names
    }

    /// Potential savings per store: over the basket items with a deal there, the sum of regular
    /// minus deal price (one unit each); largest first, then by store name.
    func storeSavings() -> [SavingsReport.StoreSavings] {
        storeNames().map { key, name in
            let deals = offers.compactMap { $0[key] }
            let savings = deals.compactMap(\.savingCents)
            return SavingsReport.StoreSavings(
                store: name, matchedItems: deals.count, savingCents: savings.reduce(0, +),
                itemsWithoutRegularPrice: deals.count - savings.count)
        }
        .sorted { lhs, rhs in
            if lhs.savingCents != rhs.savingCents { return lhs.savingCents > rhs.savingCents }
            return SortKey(name: lhs.store, id: "") < SortKey(name: rhs.store, id: "")
        }
    }

    /// The basket compared across stores on like items only: the items every store with a
    /// matching deal prices. See ``SavingsReport/basketRule``.
    func comparison() -> SavingsReport.BasketComparison {
        let names = storeNames()
        let compared = offers.indices.filter { !offers[$0].isEmpty && offers[$0].count == names.count }
        let stores = names.map { key, name in
            let priced = offers.filter { $0[key] != nil }.count
            return SavingsReport.StorePrice(
                store: name, comparedCents: compared.reduce(0) { $0 + (offers[$1][key]?.priceCents ?? 0) },
                pricedItems: priced, unpricedItems: basket.count - priced)
        }
        .sorted { lhs, rhs in
            if lhs.comparedCents != rhs.comparedCents { return lhs.comparedCents < rhs.comparedCents }
            return SortKey(name: lhs.store, id: "") < SortKey(name: rhs.store, id: "")
        }
        let comparedItems = compared.map { basket[$0] }.sorted {
            SortKey(name: $0.name, id: $0.id) < SortKey(name: $1.name, id: $1.id)
        }
        return SavingsReport.BasketComparison(
            rule: SavingsReport.basketRule, comparedItems: comparedItems.map(\.name), stores: stores,
            cheapestStore: compared.isEmpty ? nil : stores.first?.store)
    }
}
