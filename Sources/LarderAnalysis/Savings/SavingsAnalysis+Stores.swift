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
    /// minus deal price, for one of each item or the list's weight of an item priced per weight
    /// (``SavingsFindings/StoreSavings``); largest first, then by store name.
    func storeSavings() -> [SavingsFindings.StoreSavings] {
        storeNames().map { key, name in
            var saving = 0
            var withoutRegular = 0
            var perWeightUnit = 0
            var matched = 0
            for (item, offers) in zip(basket, offers) {
                guard let deal = offers[key] else { continue }
                matched += 1
                guard let cents = deal.savingCents else {
                    withoutRegular += 1
                    continue
                }
                guard let unit = deal.unit else {
                    saving += cents
                    continue
                }
                if let amount = DealUnit.amount(item.amount, unit: item.unit, per: unit) {
                    saving += Int((Double(cents) * amount).rounded())
                } else {
                    perWeightUnit += 1
                    saving += cents
                }
            }
            return SavingsFindings.StoreSavings(
                store: name, matchedItems: matched, savingCents: saving, itemsWithoutRegularPrice: withoutRegular,
                itemsPerWeightUnit: perWeightUnit)
        }
        .sorted { lhs, rhs in
            if lhs.savingCents != rhs.savingCents { return lhs.savingCents > rhs.savingCents }
            return SortKey(name: lhs.store, id: "") < SortKey(name: rhs.store, id: "")
        }
    }

    /// The cheapest store for the list, by ``SavingsFindings/basketRule``, from the savings per store
    /// (``storeSavings()``).
    static func comparison(_ stores: [SavingsFindings.StoreSavings], listItems: Int)
        -> SavingsFindings.BasketComparison
    {
        let minimum = max(1, (listItems + 1) / 2)
        let cheapest = stores.filter { $0.matchedItems >= minimum }.min { lhs, rhs in
            if lhs.savingCents != rhs.savingCents { return lhs.savingCents > rhs.savingCents }
            if lhs.matchedItems != rhs.matchedItems { return lhs.matchedItems > rhs.matchedItems }
            return SortKey(name: lhs.store, id: "") < SortKey(name: rhs.store, id: "")
        }
        return SavingsFindings.BasketComparison(
            rule: SavingsFindings.basketRule, listItems: listItems, minimumItems: minimum,
            cheapestStore: cheapest?.store)
    }
}
