extension ShoppingPage {
    /// The values of `shopping.html` and the shopping sections of `report.md`, under `shopping`;
    /// each key is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        var openItems: Int
        var hasOpenItems: Bool
        var storeCount: Int
        var toBuy: String
        var byStore: [StoreGroup]
        var otherStores: [StoreGroup]
        var hasOtherStores: Bool
        var bought: [Extended<Item, Purchase>]
        var boughtCount: Int
        var hasBought: Bool
        /// One entry per desire level, 5 first.
        var wishlist: [DesireLevel]
        var wishCount: Int
        var hasWishlist: Bool
        var wishlistTotals: [CurrencyTotal]
        var wishlistTotal: String
        /// The walks through the stores in aisle order, the one printed first first (`--store`).
        var walks: [Walk]
        /// The first of `walks`, for `report.md`; nil when no store is walked.
        var walk: Walk?
        /// Whether a store with items to buy has no walk: its list is printed too.
        var hasUnwalkedStores: Bool
    }

    /// One list item; every key is set, so a missing value never reads a same-named key of an
    /// enclosing section.
    struct Item: Codable {
        var name, quantity, category, store, notes: String
        var isAnywhere, hasNotes: Bool
        /// The best active deal, `H Mart 2.99, save 1.00`, or empty; `dealElsewhere` when it is at
        /// another store than the one the item is listed under.
        var deal: String
        var hasDeal, dealElsewhere: Bool
        /// The grocery lists it is on (`from Thanksgiving`), or empty when only on the shopping list.
        var from: String
        var hasFrom: Bool
    }

    /// When a bought item was bought.
    struct Purchase: Codable {
        var hasDate: Bool
        var date: String
        var day: String
        var when: String
    }

    /// The open items of one store.
    struct StoreGroup: Codable {
        var store: String
        var isAnywhere: Bool
        var inWalk: Bool
        var anchor: String
        var count: Int
        var items: [Item]
        var itemNames: String
    }

    /// One store's open items in aisle order.
    struct Walk: Codable {
        var store: String
        /// Whether it is the store chosen with `--store`; whether it is the first walk (which lists
        /// the items you can buy anywhere).
        var isChosen, isFirst: Bool
        /// `walk-1`, `walk-2`…
        var anchor: String
        var itemsWithAisle: Int
        var itemsWithoutAisle: Int
        var hasItemsWithoutAisle: Bool
        var withoutAisle: String
        var itemCount: Int
        var stops: [Stop]
    }

    /// One aisle of the walk.
    struct Stop: Codable {
        var label: String
        var isKnown: Bool
        var items: [Extended<Item, StopPlace>]
    }

    /// Whether an item opens its stop.
    struct StopPlace: Codable {
        var isFirstOfStop: Bool
    }

    /// The wishes of one desire level.
    struct DesireLevel: Codable {
        var rating: Int
        var label: String
        var anchor: String
        var stars: String
        var count: Int
        var items: [Wish]
        var totals: String
    }

    /// One wish.
    struct Wish: Codable {
        var name: String
        var notes: String
        var hasNotes: Bool
        var price: String
        var hasImage: Bool
        var imageURL: String
        /// Only when the picture's address is a web address (``SafeURL``).
        var link: Link?
    }

    /// A web address to link: `href` and `host`.
    struct Link: Codable {
        var href: String
        var host: String
    }

    /// One currency's total of the wishlist.
    struct CurrencyTotal: Codable {
        var currency: String
        var total: String
        var pricedItems: Int
        var unpricedItems: Int
    }
}
