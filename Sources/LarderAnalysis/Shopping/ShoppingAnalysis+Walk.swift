import GRDB

extension ShoppingAnalysis {
    /// The open items for one store (or for anywhere), as the analysis groups them.
    struct StoreItems {
        /// The store name shown, as ``StoreIdentity`` names it.
        var store: String
        /// The store's identity key, or nil for anywhere.
        var key: String?
        /// The items, by name.
        var items: [ListedItem]

        /// Whether this is the group of items with no store.
        var isAnywhere: Bool { key == nil }

        /// The group as the report shows it.
        var report: ShoppingFindings.StoreGroup {
            .init(store: store, isAnywhere: isAnywhere, items: items.map(\.item))
        }
    }

    /// Groups open items by store (names of one store under ``StoreIdentity`` together); stores by
    /// name, the items with no store last as ``ShoppingFindings/anywhere``.
    static func groupByStore(_ items: [ListedItem]) -> [StoreItems] {
        let groups = Dictionary(grouping: items) { $0.storeKey }
        return groups.map { key, items in
            let spellings = items.compactMap(\.item.store).sorted()
            return StoreItems(
                store: spellings.first ?? ShoppingFindings.anywhere, key: key,
                items: items.sorted { $0.sortKey < $1.sortKey })
        }
        .sorted { lhs, rhs in
            if lhs.isAnywhere != rhs.isAnywhere { return rhs.isAnywhere }
            return SortKey(name: lhs.store, id: lhs.key ?? "") < SortKey(name: rhs.store, id: rhs.key ?? "")
        }
    }

    /// The walks through the stores: the chosen store first (with or without an aisle map), then
    /// every other store with items to buy and an aisle map, most items first, then by name. Each
    /// walk holds the store's items placed by its map, and the first walk the anywhere items too
    /// (once, so a printed list holds every item once).
    func walks(_ groups: [StoreItems], stores: StoreIdentity, _ db: Database) throws -> [ShoppingFindings.StoreWalk] {
        let anywhere = groups.first(where: \.isAnywhere)?.items ?? []
        var named = groups.filter { !$0.isAnywhere }.sorted(by: Self.hasMoreItems)
        var walks: [ShoppingFindings.StoreWalk] = []
        if let store = Phrase.nonBlank(store), let key = stores.key(store) {
            let chosen = named.firstIndex { $0.key == key }
            let target =
                chosen.map { named.remove(at: $0) }
                ?? StoreItems(store: stores.name(ofKey: key, fallback: store), key: key, items: [])
            let map = try AisleMap(store: key, stores: stores, scope: scope, db)
            walks.append(Self.walk(target.store, chosenBy: "chosen", items: target.items + anywhere, map: map))
        }
        for group in named {
            guard let key = group.key else { continue }
            let map = try AisleMap(store: key, stores: stores, scope: scope, db)
            guard !map.entries.isEmpty else { continue }
            let items = group.items + (walks.isEmpty ? anywhere : [])
            walks.append(Self.walk(group.store, chosenBy: "aisle map", items: items, map: map))
        }
        return walks
    }

    /// More items to buy first, then by store name.
    static func hasMoreItems(_ lhs: StoreItems, _ rhs: StoreItems) -> Bool {
        if lhs.items.count != rhs.items.count { return lhs.items.count > rhs.items.count }
        return SortKey(name: lhs.store, id: lhs.key ?? "") < SortKey(name: rhs.store, id: rhs.key ?? "")
    }

    /// One store's walk: `items` placed by `map`.
    static func walk(_ store: String, chosenBy: String, items: [ListedItem], map: AisleMap)
        -> ShoppingFindings.StoreWalk
    {
        let placed = items.map { (item: $0, place: map.place($0.item.name)) }
        let known = placed.filter { $0.place != nil }.count
        return ShoppingFindings.StoreWalk(
            store: store, chosenBy: chosenBy, itemsWithAisle: known, itemsWithoutAisle: placed.count - known,
            stops: stops(placed))
    }

    /// Groups placed items into stops: aisles in natural order, then sections (none first), and
    /// the unplaced items last.
    static func stops(_ placed: [(item: ListedItem, place: AisleMap.Place?)]) -> [ShoppingFindings.AisleStop] {
        let byPlace = Dictionary(grouping: placed) { $0.place }
        return byPlace.sorted { lhs, rhs in
            guard let left = lhs.key else { return false }
            guard let right = rhs.key else { return true }
            return left < right
        }
        .map { place, entries in
            ShoppingFindings.AisleStop(
                aisle: place?.aisle, section: place?.section, label: place?.label ?? ShoppingFindings.noKnownAisle,
                items: entries.map(\.item).sorted { $0.sortKey < $1.sortKey }.map(\.item))
        }
    }
}
