import GRDB
import LarderStore
import LarderValues

extension ShoppingAnalysis {
    /// The items still to buy on `asOf`, each once (see ``merge(_:_:deals:)``), without their deals:
    /// the list ``SavingsAnalysis`` matches deals against, so every page counts the same items.
    func itemsToBuy(_ db: Database) throws -> [ListedItem] {
        Self.merge(try listedItems(db).filter(\.isOpen), try groceryItems(db), deals: [:])
    }

    /// The unchecked items of the scope's open grocery lists, by list and position.
    func groceryItems(_ db: Database) throws -> [ListedItem] {
        try ShoppingQueries.groceryItemsToBuy(on: asOf, for: scope.filter, in: db).enumerated().map { index, row in
            let item = ShoppingFindings.Item(
                name: row.name, quantity: ExpiryAnalysis.quantity(row.quantity, unit: row.unit),
                category: Phrase.nonBlank(row.category), store: Phrase.nonBlank(row.store), notes: nil,
                lists: [row.list])
            return ListedItem(
                id: "\(row.list)#\(index)", words: ItemNameMatcher.words(row.name), item: item, storeKey: nil,
                amount: row.quantity,
                unit: Phrase.nonBlank(row.unit), isOpen: true,
                movedToInventory: false, purchasedOn: nil)
        }
    }

    /// One entry per item to buy: open shopping items (by name) first, then grocery-list items by
    /// list and position; an entry whose words (``ItemNameMatcher/words(_:)``, in any order) an
    /// earlier one has adds only its list to it, so the first entry gives the name, quantity and
    /// store. A name with no words is never merged. Each item gets its best deal from `deals`,
    /// which are keyed by ``wordsKey(_:)``.
    static func merge(_ open: [ListedItem], _ grocery: [ListedItem], deals: [String: SavingsFindings.Deal])
        -> [ListedItem]
    {
        var items: [ListedItem] = []
        var positions: [String: Int] = [:]
        for entry in open.sorted(by: { $0.sortKey < $1.sortKey }) + grocery {
            let key = entry.words.isEmpty ? "#\(items.count)" : wordsKey(entry.words)
            if let position = positions[key] {
                for list in entry.item.lists where !items[position].item.lists.contains(list) {
                    items[position].item.lists.append(list)
                }
                continue
            }
            positions[key] = items.count
            var item = entry
            item.item.deal = deals[key]
            items.append(item)
        }
        return items
    }

    /// The words sorted and joined: what entries merge on.
    static func wordsKey(_ words: [String]) -> String { words.sorted().joined(separator: " ") }

    /// The best active deal of each item to buy with one (the cheapest, as ``SavingsFindings/Match``
    /// lists them first), by the words of its name.
    func bestDeals(_ db: Database) throws -> [String: SavingsFindings.Deal] {
        let matches = try deals ?? SavingsAnalysis(settings).analyse(db).matches
        var best: [String: SavingsFindings.Deal] = [:]
        for match in matches {
            let words = ItemNameMatcher.words(match.item)
            guard !words.isEmpty, let deal = match.deals.first else { continue }
            best[Self.wordsKey(words)] = best[Self.wordsKey(words)] ?? deal
        }
        return best
    }

    /// Every store the scope's shopping and grocery lists or aisle maps name, once whatever its case
    /// or spaces (the first spelling in plain string order), by name: what `--store` may choose.
    package static func knownStores(scope: OwnerScope, _ db: Database) throws -> [String] {
        let maps = try AisleQueries.storeSpellings(for: scope.filter, in: db).flatMap { [$0.storeName, $0.storeChain] }
        let names = try ShoppingQueries.storeNames(for: scope.filter, in: db) + maps.compactMap { $0 }
        var byKey: [String: String] = [:]
        for name in names.compactMap(Phrase.nonBlank).sorted() {
            let key = name.lowercased()
            if byKey[key] == nil { byKey[key] = name }
        }
        return byKey.values.sorted { SortKey(name: $0, id: $0) < SortKey(name: $1, id: $1) }
    }
}
