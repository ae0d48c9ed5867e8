import LarderValues

/// What to buy where, as of a date: the items to buy with their best deals, by store and in aisle
/// order, the bought items still to put away, and the wishlist. Money is in cents; the renderer formats it.
public struct ShoppingFindings: Equatable, Sendable, Encodable {
    /// One item on the shopping list or an open grocery list.
    public struct Item: Equatable, Sendable, Encodable {
        /// The item's name as written on the list.
        public var name: String
        /// Quantity and unit as text (`2 l`), or nil.
        public var quantity: String?
        /// The item's category (name, or id when the category is unknown), or nil.
        public var category: String?
        /// Where to buy it (`where_to_buy`, a grocery item's `store`) as ``StoreIdentity`` names the
        /// store, or nil for anywhere.
        public var store: String?
        /// The item's notes, or nil.
        public var notes: String?
        /// The lists it is on: ``ShoppingFindings/shoppingList``, or a grocery list's name.
        public var lists: [String] = []
        /// The best active deal for it: among the deals whose item matches its name
        /// (``ItemNameMatcher``), the lowest deal price, as ``SavingsFindings/Match`` lists them first.
        /// Nil when none matches, and for items already bought.
        public var deal: SavingsFindings.Deal?
    }

    /// The open items to buy at one store.
    public struct StoreGroup: Equatable, Sendable, Encodable {
        /// The store's name, or ``ShoppingFindings/anywhere`` for items with no store.
        public var store: String
        /// Whether this is the group of items with no store.
        public var isAnywhere: Bool
        /// The items, by name.
        public var items: [Item]
    }

    /// One stop on the walk through a store: an aisle and section, or the items with no known aisle.
    public struct AisleStop: Equatable, Sendable, Encodable {
        /// The aisle (`Aisle 2`, `Meat Counter`), or nil for items the store's aisle map lacks.
        public var aisle: String?
        /// The section within the aisle (`Produce`), or nil.
        public var section: String?
        /// `Aisle 2 · Produce`, `Aisle 2`, or ``ShoppingFindings/noKnownAisle``.
        public var label: String
        /// The items to pick up here, by name.
        public var items: [Item]
    }

    /// The items to buy at one store (on the first walk, with those that may be bought anywhere), in
    /// the order the store's aisles are walked.
    public struct StoreWalk: Equatable, Sendable, Encodable {
        /// The store walked.
        public var store: String
        /// Why this store: `chosen` when asked for (`--store`), `aisle map` for a store with an aisle map.
        public var chosenBy: String
        /// Items with a known aisle or section.
        public var itemsWithAisle: Int
        /// Items the store's aisle map does not place.
        public var itemsWithoutAisle: Int
        /// The stops: aisles in natural order ("Aisle 2" before "Aisle 10"), then sections, then
        /// the items with no known aisle last.
        public var stops: [AisleStop]
    }

    /// A bought item that has not yet been added to the inventory.
    public struct BoughtItem: Equatable, Sendable, Encodable {
        /// The item.
        public var item: Item
        /// The day it was bought (UTC), or nil when the export did not say.
        public var purchasedOn: CivilDate?
    }

    /// One wished-for item.
    public struct Wish: Equatable, Sendable, Encodable {
        /// The item's name.
        public var name: String
        /// Its price in cents of `currency`, or nil when unpriced.
        public var priceCents: Int?
        /// The ISO currency code (upper case), or nil.
        public var currency: String?
        /// The item's notes, or nil.
        public var notes: String?
        /// The picture's address as imported (`image_url`), unchecked: the renderer links it only
        /// when it is an http or https URL. Nil when none.
        public var imageURL: String?
    }

    /// The total of wished-for prices in one currency.
    public struct CurrencyTotal: Equatable, Sendable, Encodable {
        /// The ISO currency code, or nil for items without one.
        public var currency: String?
        /// The currency code, or ``ShoppingFindings/noCurrency``.
        public var label: String
        /// The sum of the priced items, in cents of `currency`.
        public var totalCents: Int
        /// Items with a price in this total.
        public var pricedItems: Int
        /// Items in this currency (or without one) that have no price, so are not in the sum.
        public var unpricedItems: Int
    }

    /// The wishes at one desire level.
    public struct DesireLevel: Equatable, Sendable, Encodable {
        /// The desire level, 1–5 (5: wanted most).
        public var rating: Int
        /// The wishes, by name.
        public var items: [Wish]
        /// Their totals, one per currency (never summed across currencies).
        public var totals: [CurrencyTotal]
    }

    /// The name of the shopping list among the lists an item is on.
    public static let shoppingList = "shopping list"
    /// The name of the group of items with no store.
    public static let anywhere = "Anywhere"
    /// The label of the stop for items with no known aisle.
    public static let noKnownAisle = "No known aisle"
    /// The label of the total for wishes without a currency.
    public static let noCurrency = "no currency"

    /// The date the report is for.
    public var asOf: CivilDate
    /// Whether there is nothing at all: no open, bought or wished-for items.
    public var isEmpty: Bool
    /// Items to buy: open shopping items and unchecked items of open grocery lists, items with the
    /// same words once; the count every page gives.
    public var openItems: Int
    /// The items to buy by store, stores by name, ``anywhere`` last.
    public var byStore: [StoreGroup]
    /// The items to buy in aisle order, one walk per store with items to buy and an aisle map, and
    /// for the chosen store (`--store`) whether it has a map or not: the chosen store first, then by
    /// items to buy (most first) and name.
    public var walks: [StoreWalk]
    /// Bought items not yet added to the inventory, longest waiting first.
    public var boughtNotInInventory: [BoughtItem]
    /// The wishlist by desire level, 5 first; levels with no wishes are left out.
    public var wishlist: [DesireLevel]
    /// The whole wishlist's totals, one per currency, codes in order, ``noCurrency`` last.
    public var wishlistTotals: [CurrencyTotal]
    /// The store names joined into one store, and those kept apart for doubt, with why
    /// (``StoreIdentity``): what `-v` prints.
    public var stores: [StoreIdentity.Note]
}
