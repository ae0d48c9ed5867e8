import GRDB

extension ShoppingAnalysis {
    /// The open items for one store (or for anywhere), as the analysis groups them.
    struct StoreItems {
        /// The store name shown: the first of its spellings in plain string order.
        var store: String
        /// The store's name trimmed and lowercased, or nil for anywhere.
        var key: String?
        /// The items, by name.
        var items: [ListedItem]

        /// Whether this is the group of items with no store.
        var isAnywhere: Bool { key == nil }

        /// The group as the report shows it.
        var report: ShoppingReport.StoreGroup {
            .init(store: store, isAnywhere: isAnywhere, items: items.map(\.item))
        }
    }

    /// Groups open items by store, spellings that differ only in case or spaces together; stores
    /// by name, the items with no store last as ``ShoppingReport/anywhere``.
    static func groupByStore(_ items: [ListedItem]) -> [StoreItems] {
        let groups = Dictionary(grouping: items) { $0.item.store?.lowercased() }
        return groups.map { key, items in
            let spellings = items.compactMap(\.item.store).sorted()
            return StoreItems(
                store: spellings.first ?? ShoppingReport.anywhere, key: key,
                items: items.sorted { $0.sortKey < $1.sortKey })
        }
        .sorted { lhs, rhs in
            if lhs.isAnywhere != rhs.isAnywhere { return rhs.isAnywhere }
            return SortKey(name: lhs.store, id: lhs.key ?? "") < SortKey(name: rhs.store, id: rhs.key ?? "")
        }
    }

    /// The walk through the chosen store (or the one with most open items): its items and the
    /// anywhere items, placed by the store's aisle map. Nil when no store is chosen and no open
    /// item names one.
    func walk(_ groups: [StoreItems], _ db: Database) throws -> ShoppingReport.StoreWalk? {
        let named = groups.filter { !$0.isAnywhere }
        let anywhere = groups.first(where: \.isAnywhere)?.items ?? []
        let target: StoreItems
        let chosenBy: String
        if let store = Phrase.nonBlank(store) {
            target = named.first { $0.key == store.lowercased() } ?? StoreItems(store: store, key: nil, items: [])
            chosenBy = "chosen"
        } else {
            let most = named.map(\.items.count).max()
            guard let busiest = named.first(where: { $0.items.count == most }) else { return nil }
            target = busiest
            chosenBy = "most open items"
        }
        let map = try AisleMap(store: target.store, scope: scope, db)
        let placed = (target.items + anywhere).map { (item: $0, place: map.place($0.item.name)) }
        let known = placed.filter { $0.place != nil }.count
        return ShoppingReport.StoreWalk(
            store: target.store, chosenBy: chosenBy, itemsWithAisle: known, itemsWithoutAisle: placed.count - known,
            stops: Self.stops(placed))
    }

    /// Groups placed items into stops: aisles in natural order, then sections (none first), and
    /// the unplaced items last.
    static func stops(_ placed: [(item: ListedItem, place: AisleMap.Place?)]) -> [ShoppingReport.AisleStop] {
        let byPlace = Dictionary(grouping: placed) { $0.place }
        return byPlace.sorted { lhs, rhs in
            guard let left = lhs.key else { return false }
            guard let right = rhs.key else { return true }
            return left < right
        }
        .map { place, entries in
            ShoppingReport.AisleStop(
                aisle: place?.aisle, section: place?.section, label: place?.label ?? ShoppingReport.noKnownAisle,
                items: entries.map(\.item).sorted { $0.sortKey < $1.sortKey }.map(\.item))
        }
    }
}
