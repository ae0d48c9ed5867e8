import GRDB
import LarderStore

/// The `shelf_life` reference table, read once per report: storage days by category and product, from
/// larder's defaults and the USDA FoodKeeper.
///
/// An item's days for a storage come from, in order:
/// 1. a product entry of the item's category that names it: every word of the product's name, or of one of
///    its keywords, is a word of the item's name (``ItemNameMatcher`` words: singular, no filler);
/// 2. else such a product entry of any category (the FoodKeeper's `Dairy Products & Eggs` names a
///    household's `Dairy` butter);
/// 3. else the category's default (an entry with no product).
///
/// Only entries with a figure for the storage count. Among product entries the one matching more of the
/// item's words wins, its subtitle's words included (`Sweet potatoes` is `Yams/sweet potatoes` by its
/// keyword `sweet potatoes`, not `Potatoes`); then one named by its own name over one named only by a
/// keyword (`Potatoes` over `Yams/sweet potatoes`, whose keywords include `potatoes`); on a tie the shorter
/// time, so a recommendation errs on the safe side; then the first by category, product and id.
struct ShelfLifeTable {
    /// Where an item is kept, which decides the storage time that applies.
    enum Storage: String {
        case pantry, refrigerator, freezer

        /// The storage a location's name suggests: freezers, fridges, or anything else (pantry).
        init(location: String?) {
            let name = location?.lowercased() ?? ""
            if name.contains("freez") {
                self = .freezer
            } else if name.contains("fridge") || name.contains("refrig") || name.contains("chill") {
                self = .refrigerator
            } else {
                self = .pantry
            }
        }
    }

    /// The days for an item and what they come from.
    struct Days: Equatable {
        /// Days from purchase.
        var days: Int
        /// The entry's source and product, for the page: `USDA FSIS FoodKeeper (…): Potatoes`.
        var basis: String
    }

    struct Entry {
        var category: String
        /// The words of the product's own name; empty for a category default.
        var name: Set<String>
        /// The word sets of its keywords.
        var keywords: [Set<String>]
        /// The words of its subtitle.
        var subtitle: Set<String>
        var days: [Storage: Int]
        var basis: String

        /// How well the entry names an item: by its own name or only a keyword, then the words matched.
        func fit(_ itemWords: Set<String>) -> (byName: Int, words: Int)? {
            let byName = !name.isEmpty && name.isSubset(of: itemWords)
            let keywordWords = keywords.filter { !$0.isEmpty && $0.isSubset(of: itemWords) }.map(\.count).max()
            guard byName || keywordWords != nil else { return nil }
            let words = max(byName ? name.count : 0, keywordWords ?? 0) + subtitle.intersection(itemWords).count
            return (byName ? 1 : 0, words)
        }
    }

    private var entries: [Entry] = []

    /// Reads the table.
    init(_ db: Database) throws {
        for entry in try ShelfLifeQueries.entries(in: db) {
            var days: [Storage: Int] = [:]
            days[.pantry] = entry.pantryDays
            days[.refrigerator] = entry.refrigeratorDays
            days[.freezer] = entry.freezerDays
            let keywords = entry.keywords?.split(separator: ",").map { ItemNameMatcher.key(String($0)) } ?? []
            let label = [entry.product ?? entry.category, entry.subtitle].compactMap { $0 }.joined(separator: ", ")
            entries.append(
                Entry(
                    category: entry.category.lowercased(), name: entry.product.map(ItemNameMatcher.key) ?? [],
                    keywords: entry.product == nil ? [] : keywords,
                    subtitle: entry.subtitle.map(ItemNameMatcher.key) ?? [],
                    days: days, basis: [label, entry.source].compactMap { $0 }.joined(separator: " — ")))
        }
    }

    /// The storage days for an item, and their basis; nil when no entry gives a figure for that storage.
    func days(name: String, category: String?, storage: Storage) -> Days? {
        let itemWords = ItemNameMatcher.key(name)
        let category = category?.lowercased()
        let usable = entries.filter { $0.days[storage] != nil }
        let inCategory = usable.filter { $0.category == category }
        let best =
            bestProduct(among: inCategory, for: itemWords, storage: storage)
            ?? bestProduct(among: usable, for: itemWords, storage: storage)
            ?? inCategory.first { $0.name.isEmpty }
        return best.map { Days(days: $0.days[storage]!, basis: $0.basis) }
    }

    /// The product entry that names the item best (see the type's rule), the shorter time on a tie.
    private func bestProduct(among entries: [Entry], for itemWords: Set<String>, storage: Storage) -> Entry? {
        var best: (entry: Entry, rank: [Int])?
        for entry in entries {
            guard let fit = entry.fit(itemWords) else { continue }
            let rank = [fit.words, fit.byName, -entry.days[storage]!]
            if let current = best, !rank.lexicographicallyPrecedes(current.rank, by: >) { continue }
            best = (entry, rank)
        }
        return best?.entry
    }
}
