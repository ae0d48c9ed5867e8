import GRDB
import LarderStore
import LarderValues

/// One store's aisle map (`aisle_locations`): where each item sits.
///
/// The store matches a map row by its `store_name` or its `store_chain`, trimmed and without
/// regard to case. An item is placed by its normalised name (``ItemNameMatcher/key(_:)``: case,
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

    /// Reads the rows for `store` in `scope`.
    init(store: String, scope: OwnerScope, _ db: Database) throws {
        let (names, chains) = try Self.spellings(of: store, scope: scope, db)
        guard !names.isEmpty || !chains.isEmpty else {
            entries = []
            return
        }
        let rows = try AisleQueries.locations(
            storeNames: names.sorted(), chains: chains.sorted(), for: scope.filter, in: db)
        entries = rows.map { row in
            Entry(
                id: row.id, key: ItemNameMatcher.key(row.itemName),
                place: Place(aisle: row.aisle, section: Phrase.nonBlank(row.section)),
                namesStore: row.storeName.map(names.contains) ?? false)
        }
    }

    /// The `store_name` and `store_chain` values that name `store` once trimmed and lowercased
    /// (SQLite's `lower()` folds ASCII only, so the comparison is made here).
    static func spellings(of store: String, scope: OwnerScope, _ db: Database) throws -> (Set<String>, Set<String>) {
        let wanted = store.trimmingSpaces.lowercased()
        var names: Set<String> = []
        var chains: Set<String> = []
        for row in try AisleQueries.storeSpellings(for: scope.filter, in: db) {
            if let name = row.storeName, name.trimmingSpaces.lowercased() == wanted { names.insert(name) }
            if let chain = row.storeChain, chain.trimmingSpaces.lowercased() == wanted { chains.insert(chain) }
        }
        return (names, chains)
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
