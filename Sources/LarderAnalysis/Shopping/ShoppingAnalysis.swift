import GRDB
import LarderStore
import LarderValues

/// What to buy where, as of a day: one list of items to buy (the open shopping list and open
/// grocery lists, each item once, with its best active deal) by store and in the aisle order of
/// each store with an aisle map, the bought items not yet put away, and the wishlist by desire level.
///
/// "As of" means: items created after `asOf` are left out, and an item bought after `asOf` was
/// still open on `asOf`.
public struct ShoppingAnalysis: Analysis {
    /// The day and whose lists to read.
    public let settings: ReportSettings
    /// The store whose aisle walk comes first, matched without regard to case (`--store`); nil puts
    /// first the store with the most items to buy (ties: the first by name).
    public var store: String?
    /// The matching active deals of each item to buy, as ``SavingsAnalysis`` found them, when the
    /// report has run it already (so a report scans the deals once); nil runs it.
    public var deals: [SavingsFindings.Match]?
    /// Which store names are one store, when the report has read it already; nil reads it.
    public var stores: StoreIdentity?

    /// Creates the analysis for a report, its options at their defaults (the store from the settings).
    public init(_ settings: ReportSettings) {
        self.settings = settings
        store = settings.store
    }

    /// Reads the shopping and grocery lists, aisle maps, deals and wishlist, and builds the report.
    public func analyse(_ db: Database) throws -> ShoppingFindings {
        let stores = try self.stores ?? storeIdentity(db)
        let listed = try listedItems(db).map { Self.named($0, stores) }
        let grocery = try groceryItems(db).map { Self.named($0, stores) }
        let open = Self.merge(listed.filter(\.isOpen), grocery, deals: try bestDeals(db))
        let bought = listed.filter { !$0.isOpen && !$0.movedToInventory }.sorted { $0.waitingOrder < $1.waitingOrder }
        let groups = Self.groupByStore(open)
        let wishes = try wishes(db)
        let levels = Dictionary(grouping: wishes, by: \.rating).sorted { $0.key > $1.key }
        return ShoppingFindings(
            asOf: asOf, isEmpty: open.isEmpty && bought.isEmpty && wishes.isEmpty,
            openItems: open.count, byStore: groups.map(\.report), walks: try walks(groups, stores: stores, db),
            boughtNotInInventory: bought.map { .init(item: $0.item, purchasedOn: $0.purchasedOn) },
            wishlist: levels.map { .init(rating: $0.key, items: $0.value.map(\.wish), totals: Self.totals($0.value)) },
            wishlistTotals: Self.totals(wishes), stores: stores.notes)
    }

    /// The store identity of the report's scope, with the deals of the savings analysis's zip code.
    func storeIdentity(_ db: Database) throws -> StoreIdentity {
        let zipCode = try SavingsAnalysis(settings).dealFilter(db).report.zipCode
        return try StoreIdentity.read(zipCode: zipCode, scope: scope, db)
    }

    /// The item with its store's identity key, and its store named as the identity names it.
    static func named(_ entry: ListedItem, _ stores: StoreIdentity) -> ListedItem {
        var entry = entry
        entry.storeKey = stores.key(entry.item.store)
        if let key = entry.storeKey, let store = entry.item.store {
            entry.item.store = stores.name(ofKey: key, fallback: store)
        }
        return entry
    }

    /// A shopping-list row with what the report needs to sort and group it.
    struct ListedItem {
        /// The shopping item's id (a grocery-list item's: its list and position).
        var id: String
        /// The name's words (``ItemNameMatcher/words(_:)``): items with the same words are one item.
        var words: [String]
        /// The item as the report shows it.
        var item: ShoppingFindings.Item
        /// Its store's identity key (``StoreIdentity``), or nil for anywhere.
        var storeKey: String?
        /// The quantity and unit as the list gives them, or nil.
        var amount: Double?
        var unit: String?
        /// Whether it was still to buy on `asOf`.
        var isOpen: Bool
        /// Whether it was added to the inventory.
        var movedToInventory: Bool
        /// The day it was bought (UTC), or nil.
        var purchasedOn: CivilDate?

        /// Name in natural order, then id: a total order for listing.
        var sortKey: SortKey { SortKey(name: item.name, id: id) }

        /// Longest waiting first: by purchase day, undated last, then by name.
        var waitingOrder: (Int, Int, SortKey) {
            (purchasedOn == nil ? 1 : 0, purchasedOn?.daysSinceEpoch ?? 0, sortKey)
        }
    }

    /// The scope's shopping items that existed on `asOf`, with their state on that day.
    func listedItems(_ db: Database) throws -> [ListedItem] {
        try ShoppingQueries.items(createdBy: asOf, for: scope.filter, in: db).map { row in
            let purchasedOn = row.purchasedAt.flatMap { CivilDate(iso: $0.prefix(10)) }
            let isPurchased = (row.isPurchased ?? false) && !(purchasedOn.map { $0 > asOf } ?? false)
            let item = ShoppingFindings.Item(
                name: row.name, quantity: ExpiryAnalysis.quantity(row.quantity, unit: row.unit),
                category: row.category, store: Phrase.nonBlank(row.whereToBuy), notes: row.notes,
                lists: [ShoppingFindings.shoppingList])
            return ListedItem(
                id: row.id, words: ItemNameMatcher.words(row.name), item: item, storeKey: nil, amount: row.quantity,
                unit: Phrase.nonBlank(row.unit), isOpen: !isPurchased,
                movedToInventory: row.movedToInventory ?? false,
                purchasedOn: purchasedOn)
        }
    }

    /// The scope's wishes that existed on `asOf`, by name; a missing rating counts as 3, the seed's default.
    func wishes(_ db: Database) throws -> [WishRow] {
        try ShoppingQueries.wishes(createdBy: asOf, for: scope.filter, in: db).map { row in
            let wish = ShoppingFindings.Wish(
                name: row.name, priceCents: Figures.cents(row.price),
                currency: Phrase.nonBlank(row.currencyCode)?.uppercased(), notes: row.notes,
                imageURL: Phrase.nonBlank(row.imageURL))
            return WishRow(rating: row.rating, wish: wish, sortKey: SortKey(name: wish.name, id: row.id))
        }
        .sorted { $0.sortKey < $1.sortKey }
    }

    /// A wishlist row.
    struct WishRow {
        /// The desire level.
        var rating: Int
        /// The wish as the report shows it.
        var wish: ShoppingFindings.Wish
        /// Name, then id.
        var sortKey: SortKey
    }

    /// Totals per currency, codes in order and "no currency" last; never summed across currencies.
    static func totals(_ wishes: [WishRow]) -> [ShoppingFindings.CurrencyTotal] {
        let byCurrency = Dictionary(grouping: wishes.map(\.wish), by: \.currency)
        return byCurrency.map { currency, wishes in
            let prices = wishes.compactMap(\.priceCents)
            return ShoppingFindings.CurrencyTotal(
                currency: currency, label: currency ?? ShoppingFindings.noCurrency, totalCents: prices.reduce(0, +),
                pricedItems: prices.count, unpricedItems: wishes.count - prices.count)
        }
        .sorted { ($0.currency == nil ? 1 : 0, $0.label) < ($1.currency == nil ? 1 : 0, $1.label) }
    }
}
