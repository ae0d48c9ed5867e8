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
        /// Only when a store is walked in aisle order.
        var walk: Walk?
    }

    /// One list item; every key is set, so a missing value never reads a same-named key of an
    /// enclosing section.
    struct Item: Codable {
        var name: String
        var quantity: String
        var category: String
        var store: String
        var isAnywhere: Bool
        var notes: String
        var hasNotes: Bool
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
        var why: String
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
