import LarderValues

extension SavingsAnalysis {
    /// Item names indexed by word, so a deal is compared only with the names it shares a word with.
    struct NameIndex {
        /// The names' words, by position.
        let keys: [Set<String>]
        private let byWord: [String: [Int]]

        /// Indexes `keys` by word.
        init(_ keys: [Set<String>]) {
            self.keys = keys
            var byWord: [String: [Int]] = [:]
            for (index, key) in keys.enumerated() {
                for word in key { byWord[word, default: []].append(index) }
            }
            self.byWord = byWord
        }

        /// The positions of the names that match `key` under ``ItemNameMatcher``.
        func matches(_ key: Set<String>) -> Set<Int> {
            var found: Set<Int> = []
            for word in key {
                for index in byWord[word] ?? [] where ItemNameMatcher.matches(keys[index], key) { found.insert(index) }
            }
            return found
        }
    }

    /// Item-name keys remembered by name, up to a bound: deal tables repeat the same names across
    /// stores and zip codes, and splitting a name into words is the costly part of a scan.
    struct KeyCache {
        /// The most names remembered.
        static let capacity = 100_000
        private var keys: [String: Set<String>] = [:]

        /// ``ItemNameMatcher/key(_:)`` of `name`.
        mutating func key(_ name: String) -> Set<String> {
            if let key = keys[name] { return key }
            let key = ItemNameMatcher.key(name)
            if keys.count < Self.capacity { keys[name] = key }
            return key
        }
    }

    /// One pass over the deals, keeping only what the report needs: the count and the best of the
    /// active deals, the cheapest active deal per basket item and store, and the best deal each
    /// purchase could have used.
    struct DealScan {
        /// The day deals must run on to be active.
        let asOf: CivilDate
        /// The preferred stores, folded, or nil for every store.
        let storeKeys: Set<String>?
        /// The items still to buy.
        let basket: [BasketItem]
        /// The purchases made on or before `asOf`.
        let purchases: [Purchase]
        private let basketIndex: NameIndex
        private let purchaseIndex: NameIndex
        private var keys = KeyCache()
        /// The best active deals so far.
        private(set) var top: TopDeals
        /// The active deals seen so far.
        private(set) var activeCount = 0
        /// Per basket item: the cheapest active deal at each store (by store key).
        private(set) var offers: [[String: DealRow]]
        /// Per purchase: the deal that saved most, if any.
        private(set) var used: [DealRow?]

        /// Starts a scan with no deal seen.
        init(asOf: CivilDate, storeKeys: Set<String>?, limit: Int, basket: [BasketItem], purchases: [Purchase]) {
            self.asOf = asOf
            self.storeKeys = storeKeys
            self.basket = basket
            self.purchases = purchases
            basketIndex = NameIndex(basket.map(\.key))
            purchaseIndex = NameIndex(purchases.map(\.key))
            top = TopDeals(limit: limit)
            offers = Array(repeating: [:], count: basket.count)
            used = Array(repeating: nil, count: purchases.count)
        }

        /// Considers one deal of the user's zip code (any store, any date). Its name is split into
        /// words only when a basket item or a purchase could match it.
        mutating func add(_ deal: DealRow) {
            let isActive = deal.runs(on: asOf) && (storeKeys?.contains(deal.storeKey) ?? true)
            if isActive {
                activeCount += 1
                top.add(deal)
            }
            guard (isActive && !basket.isEmpty) || (!purchases.isEmpty && deal.savingCents != nil) else { return }
            let key = keys.key(deal.item)
            if isActive {
                for index in basketIndex.matches(key) {
                    if let current = offers[index][deal.storeKey], !isCheaper(deal, current) { continue }
                    offers[index][deal.storeKey] = deal
                }
            }
            for index in purchaseIndex.matches(key) where purchases[index].couldUse(deal) {
                if let current = used[index], !savesMore(deal, current) { continue }
                used[index] = deal
            }
        }

        /// The basket items with deals, by name, each with its deals cheapest first.
        func matches(asOf: CivilDate) -> [SavingsFindings.Match] {
            zip(basket, offers).filter { !$0.1.isEmpty }
                .sorted { SortKey(name: $0.0.name, id: $0.0.id) < SortKey(name: $1.0.name, id: $1.0.id) }
                .map { item, offers in
                    SavingsFindings.Match(
                        item: item.name, lists: item.lists,
                        deals: offers.values.sorted(by: isCheaper).map { $0.report(asOf: asOf) })
                }
        }

        /// The purchases that a deal priced, by day then name, and their total saving: a deal priced per
        /// weight saves its saving per unit times the weight bought, when the list gives it in that unit.
        func realised(asOf: CivilDate) -> SavingsFindings.Realised {
            let items = zip(purchases, used).compactMap { purchase, deal in deal.map { (purchase, $0) } }
                .sorted { $0.0.order < $1.0.order }
                .map { purchase, deal in
                    let cents = deal.savingCents ?? 0
                    let weight = deal.unit.flatMap {
                        DealUnit.amount(purchase.amount, unit: purchase.unit, per: $0)
                    }
                    return SavingsFindings.RealisedItem(
                        item: purchase.name, purchasedOn: purchase.purchasedOn, deal: deal.report(asOf: asOf),
                        savingCents: weight.map { Int((Double(cents) * $0).rounded()) } ?? cents, weight: weight)
                }
            return SavingsFindings.Realised(
                items: items, totalCents: items.reduce(0) { $0 + $1.savingCents },
                itemsPerWeightUnit: items.filter { $0.deal.unit != nil && $0.weight == nil }.count)
        }
    }
}
