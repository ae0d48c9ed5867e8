import GRDB
import LarderStore
import LarderValues

/// One store's aisle map (`aisle_locations`): where each item sits.
///
/// A map row is the store's when its store (its `store_name`, else its `store_chain`, with its
/// `location`) is the same store under ``StoreIdentity``; a row of another store whose `store_chain`
/// is the store counts too, after the store's own rows. An item is placed by its normalised name (``ItemNameMatcher/key(_:)``: case,
/// punctuation, word order and simple plurals do not matter). A row for exactly the item's words
/// wins; failing that, the row with the most words that are all among the item's, so
/// "roma tomatoes" sits where "tomatoes" does, but "milk" never goes where "milk chocolate" does.
/// Among equal candidates: rows naming the store before rows naming only its chain, then the
/// first aisle, section and id.
struct AisleMap {
    /// Where an item sits.
    struct Place: Hashable, Comparable {
        /// The aisle.
        var aisle: String
        /// The section, or nil.
        var section: String?

        /// `Aisle 2 · Produce`, or the aisle alone.
        var label: String { section.map { "\(aisle) · \($0)" } ?? aisle }

        /// Aisles in natural order, then sections, no section first.
        static func < (lhs: Place, rhs: Place) -> Bool {
            if lhs.aisle != rhs.aisle { return NaturalOrder.areInIncreasingOrder(lhs.aisle, rhs.aisle) }
            guard let right = rhs.section else { return false }
            guard let left = lhs.section else { return true }
            return NaturalOrder.areInIncreasingOrder(left, right)
        }
    }

    /// A map row.
    struct Entry {
        /// The row id.
        var id: String
        /// The words of the row's item name.
        var key: Set<String>
        /// Where the item sits.
        var place: Place
        /// Whether the row names the store itself, not only its chain.
        var namesStore: Bool
    }

    /// The rows for the store.
    let entries: [Entry]

    /// Reads the rows of the store whose identity key is `key` (``StoreIdentity``) in `scope`, and
    /// the rows of the stores whose chain is that store.
    init(store key: String, stores: StoreIdentity, scope: OwnerScope, _ db: Database) throws {
        let spellings = try StoreQueries.aisleMapStores(for: scope.filter, in: db)
        let own = spellings.filter { stores.key($0.name, zipCode: $0.zipCode, city: $0.city) == key }
        let names = Set(own.compactMap(\.storeName))
        let chains = Set(spellings.compactMap(\.storeChain).filter { stores.key($0) == key })
        guard !names.isEmpty || !chains.isEmpty else {
            entries = []
            return
        }
        let rows = try AisleQueries.locations(
            storeNames: names.sorted(), chains: chains.sorted(), for: scope.filter, in: db)
        entries = rows.compactMap { row in
            let isOwn = stores.key(aisleRow: row.storeName, chain: row.storeChain, location: row.location) == key
            guard isOwn || row.storeChain.map(chains.contains) == true else { return nil }
            return Entry(
                id: row.id, key: ItemNameMatcher.key(row.itemName),
                place: Place(aisle: row.aisle, section: Phrase.nonBlank(row.section)), namesStore: isOwn)
        }
    }

    /// Where the item called `name` sits, or nil when the map does not say.
    func place(_ name: String) -> Place? {
        let key = ItemNameMatcher.key(name)
        guard !key.isEmpty else { return nil }
        let exact = entries.filter { $0.key == key }
        let candidates = exact.isEmpty ? entries.filter { !$0.key.isEmpty && $0.key.isStrictSubset(of: key) } : exact
        return candidates.min(by: Self.isBetter)?.place
    }

    /// More words first, then rows naming the store, then the first place and id.
    static func isBetter(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.key.count != rhs.key.count { return lhs.key.count > rhs.key.count }
        if lhs.namesStore != rhs.namesStore { return lhs.namesStore }
        if lhs.place != rhs.place { return lhs.place < rhs.place }
        return lhs.id < rhs.id
    }
}
