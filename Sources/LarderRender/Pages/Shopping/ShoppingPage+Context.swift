extension ShoppingPage {
    /// The values of `shopping.html` and the shopping sections of `report.md`, under `shopping`;
    /// each key is in docs/TEMPLATES.md.
    struct Context: Codable {
        /// Whether there is anything to show; whether there are items to buy, stores besides the one
        /// printed first, bought items not yet in stock, and wishes; whether a store with items to buy
        /// has no walk (its list is printed too); whether any store is walked.
        var hasData, hasOpenItems, hasOtherStores, hasBought, hasWishlist, hasUnwalkedStores, hasWalks: Bool
        /// The headline, what to buy in a sentence, and the wishlist's totals side by side.
        var headline, toBuy, wishlistTotal: String
        /// Items to buy, the stores they are listed under, bought items not yet in stock, and wishes.
        var openItems, storeCount, boughtCount, wishCount: Int
        /// Every store's items to buy, and the stores besides the one printed first.
        var byStore, otherStores: [StoreGroup]
        var bought: [Extended<Item, Purchase>]
        /// One entry per desire level, 5 first; each currency's total.
        var wishlist: [DesireLevel]
        var wishlistTotals: [CurrencyTotal]
        /// The walks through the stores in aisle order, the one printed first first (`--store`).
        var walks: [Walk]
        /// The first of `walks`, for `report.md`; nil when no store is walked.
        var walk: Walk?
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
        /// The date, its short form, and how long ago.
        var date, day, when: String
    }

    /// The open items of one store.
    struct StoreGroup: Codable {
        /// The store (or anywhere), its anchor, and its items' names in one line.
        var store, anchor, itemNames: String
        /// Whether it stands for any store; whether its items are on a walk.
        var isAnywhere, inWalk: Bool
        var count: Int
        var items: [Item]
    }

    /// One store's open items in aisle order.
    struct Walk: Codable {
        var store: String
        /// Whether it is the store chosen with `--store`; whether it is the first walk (which lists
        /// the items you can buy anywhere).
        var isChosen, isFirst: Bool
        /// `walk-1`, `walk-2`…; the sentence on items the aisle map does not place.
        var anchor, withoutAisle: String
        /// Items the map places, items it does not, and all of them.
        var itemsWithAisle, itemsWithoutAisle, itemCount: Int
        var hasItemsWithoutAisle: Bool
        /// The walk's items in words, `17 items in aisle order`, and, when it holds items you can buy
        /// anywhere, how many are the store's and how many any store's: `16 for Star Market, 1 at any
        /// store` — so a caption's count is the store's count the digest and report.json give.
        var items, split: String
        var hasAnywhere: Bool
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
        /// The rating of 5, and how many wishes have it.
        var rating, count: Int
        /// `4 of 5`, its anchor, its stars, and its wishes' totals.
        var label, anchor, stars, totals: String
        var items: [Wish]
    }

    /// One wish.
    struct Wish: Codable {
        /// The wish, its notes, its price, and its picture's address as text.
        var name, notes, price, imageURL: String
        var hasNotes, hasImage: Bool
        /// Only when the picture's address is a web address (``SafeURL``).
        var link: Link?
    }

    /// A web address to link: `href` and `host`.
    struct Link: Codable {
        var href, host: String
    }

    /// One currency's total of the wishlist.
    struct CurrencyTotal: Codable {
        var currency, total: String
        var pricedItems, unpricedItems: Int
    }
}
