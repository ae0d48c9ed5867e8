import GRDB
import LarderStore

/// The `shelf_life` reference table, read once per report: default storage days by category and product.
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

    struct Entry {
        var category: String
        var productWords: [String]
        var days: [Storage: Int]
    }

    private var entries: [Entry] = []

    /// Reads the table.
    init(_ db: Database) throws {
        for entry in try ShelfLifeQueries.entries(in: db) {
            var days: [Storage: Int] = [:]
            days[.pantry] = entry.pantryDays
            days[.refrigerator] = entry.refrigeratorDays
            days[.freezer] = entry.freezerDays
            entries.append(
                Entry(
                    category: entry.category.lowercased(), productWords: entry.product.map(ItemNameMatcher.words) ?? [],
                    days: days))
        }
    }

    /// The storage days for an item: the product entry whose words all appear in the item's name,
    /// else its category's default; nil when neither gives a figure for that storage.
    func days(name: String, category: String?, storage: Storage) -> Int? {
        let itemWords = ItemNameMatcher.key(name)
        let category = category?.lowercased()
        let candidates = entries.filter { $0.category == category }
        let product = candidates.first { !$0.productWords.isEmpty && $0.productWords.allSatisfy(itemWords.contains) }
        if let days = product?.days[storage] { return days }
        return candidates.first { $0.productWords.isEmpty }?.days[storage]
    }
}
