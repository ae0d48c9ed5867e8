import GRDB
import LarderStore
import LarderValues

extension SavingsAnalysis {
    /// One distinct item still to buy: list entries with the same words are one item.
    struct BasketItem {
        /// The name as first written (shopping list first, then grocery lists by name).
        var name: String
        /// The name's words (``ItemNameMatcher/key(_:)``).
        var key: Set<String>
        /// The lists it is on.
        var lists: [String]
        /// The quantity and unit the list gives (the first entry's), or nil.
        var amount: Double?
        var unit: String?
        /// The name's words sorted and joined (`#` and a position for a name with no words): the
        /// key entries merge on, and the tie-break when two names sort together.
        var id: String
    }

    /// A shopping item bought on or before `asOf`.
    struct Purchase {
        /// The shopping item's id.
        var id: String
        /// The shopping item's name.
        var name: String
        /// The words of `name`.
        var key: Set<String>
        /// The identity key of the store it was to be bought at, or nil for anywhere.
        var storeKey: String?
        /// The day it was bought (UTC).
        var purchasedOn: CivilDate
        /// How much was bought and in what unit, when the list says.
        var amount: Double?
        var unit: String?

        /// By purchase day, then name and id.
        var order: (CivilDate, SortKey) { (purchasedOn, SortKey(name: name, id: id)) }

        /// Whether `deal` could have priced this purchase: it ran that day, at the purchase's store
        /// when one is named, and its regular price is known.
        func couldUse(_ deal: DealRow) -> Bool {
            deal.savingCents != nil && deal.runs(on: purchasedOn) && (storeKey.map { $0 == deal.storeKey } ?? true)
        }
    }

    /// The items still to buy, as ``ShoppingAnalysis`` lists and counts them: open shopping items
    /// and unchecked items of grocery lists whose meal plan is not completed, one per distinct set of
    /// words, in list order.
    func basket(_ db: Database) throws -> [BasketItem] {
        try ShoppingAnalysis(settings).itemsToBuy(db).enumerated().map { index, entry in
            BasketItem(
                name: entry.item.name, key: Set(entry.words), lists: entry.item.lists, amount: entry.amount,
                unit: entry.unit,
                id: entry.words.isEmpty ? "#\(index)" : ShoppingAnalysis.wordsKey(entry.words))
        }
    }

    /// The scope's shopping items bought on or before `asOf` (and created by then).
    func purchases(_ db: Database, stores: StoreIdentity) throws -> [Purchase] {
        try ShoppingQueries.purchases(through: asOf, for: scope.filter, in: db).compactMap { row in
            guard let purchasedOn = row.purchasedAt.flatMap({ CivilDate(iso: $0.prefix(10)) }) else { return nil }
            return Purchase(
                id: row.id, name: row.name, key: ItemNameMatcher.key(row.name),
                storeKey: stores.key(row.whereToBuy), purchasedOn: purchasedOn, amount: row.quantity, unit: row.unit)
        }
    }
}
