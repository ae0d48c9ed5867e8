extension ShoppingPage {
    /// The values of `shopping.html` and the shopping sections of `report.md`, under `shopping`;
    /// each key is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        /// The headline, and what is to buy in a few words.
        var headline, toBuy: String
        /// Open items, the stores they are at, items bought but not in the inventory, and wishes.
        var openItems, storeCount, boughtCount, wishCount: Int
        /// Whether there are open items, stores the walk leaves out, items bought, and wishes.
        var hasOpenItems, hasOtherStores, hasBought, hasWishlist: Bool
        /// The open items of every store, and of the stores the walk leaves out.
        var byStore, otherStores: [StoreGroup]
        var bought: [Extended<Item, Purchase>]
        /// One entry per desire level, 5 first.
        var wishlist: [DesireLevel]
        var wishlistTotals: [CurrencyTotal]
        var wishlistTotal: String
        /// Only when a store is walked in aisle order.
        var walk: Walk?
    }

    /// One list item; every key is set, so a missing value never reads a same-named key of an
    /// enclosing section.
    struct Item: Codable {
        /// Its name, quantity, category and store.
        var name, quantity, category, store: String
        var isAnywhere: Bool
        var notes: String
        var hasNotes: Bool
    }

    /// When a bought item was bought.
    struct Purchase: Codable {
        var hasDate: Bool
        /// The day it was bought, as a date, a short day and how long ago.
        var date, day, when: String
    }

    /// The open items of one store.
    struct StoreGroup: Codable {
        var store: String
        /// Whether this is the group of items that name no store (`Anywhere`), and whether the store is walked.
        var isAnywhere, inWalk: Bool
        var anchor: String
        var count: Int
        var items: [Item]
        var itemNames: String
    }

    /// One store's open items in aisle order.
    struct Walk: Codable {
        /// The store walked, and why that one.
        var store, why: String
        /// Open items with an aisle there, and without one.
        var itemsWithAisle, itemsWithoutAisle: Int
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
        /// The level's label, its anchor and its stars.
        var label, anchor, stars: String
        var count: Int
        var items: [Wish]
        var totals: String
    }

    /// One wish.
    struct Wish: Codable {
        /// Its name and notes.
        var name, notes: String
        var hasNotes: Bool
        var price: String
        var hasImage: Bool
        var imageURL: String
        /// Only when the picture's address is a web address (``SafeURL``).
        var link: Link?
    }

    /// A web address to link: `href` and `host`.
    struct Link: Codable {
        var href, host: String
    }

    /// One currency's total of the wishlist.
    struct CurrencyTotal: Codable {
        /// The currency and the total in it.
        var currency, total: String
        /// Wishes with a price in that currency, and wishes without a price.
        var pricedItems, unpricedItems: Int
    }
}
