extension SavingsPage {
    /// The values of `savings.html` and the savings section of `report.md`, under `savings`; each
    /// key is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        /// The headline, and which deals count in one sentence.
        var headline, filter: String
        /// Active deals, items still to buy, those of them with a deal, and the most deals `bestDeals` lists.
        var activeDeals, basketItems, matchedItems, bestDealsLimit: Int
        var bestDeals: [Deal]
        var matches: [Match]
        var storeSavings: [StoreSaving]
        /// Whether there are best deals, items with deals, and savings per store.
        var hasBestDeals, hasMatches, hasStoreSavings: Bool
        /// SVG.
        var chart: String
        var basket: Basket
        var realised: Realised
        var mealPlans: MealPlans
    }

    /// One deal; every key is set, so a missing value never reads a same-named key of an enclosing
    /// section.
    struct Deal: Codable {
        /// The store, the item, the zip code, the deal price and the regular price.
        var store, item, zipCode, price, regular: String
        var hasRegular: Bool
        /// The saving, the percent off, the last day, when that is, and `until …` or `open-ended`.
        var saving, percentOff, endsDate, ends, until: String
    }

    /// An item to buy and its deals, cheapest first.
    struct Match: Codable {
        /// The item and the lists it is on.
        var name, lists: String
        var dealCount: Int
        var deals: [Extended<Deal, DealRank>]
    }

    /// Where a deal stands among an item's deals.
    struct DealRank: Codable {
        /// Whether the deal is the item's first, and the cheapest of two or more.
        var isFirst, isCheapest: Bool
    }

    /// The potential saving at one store.
    struct StoreSaving: Codable {
        /// The store, the saving, `2 deals without a regular price`, and the saving as a bar.
        var store, saving, withoutRegularPriceText, bar: String
        /// Items with a deal there, and deals of theirs without a regular price.
        var matchedItems, withoutRegularPrice: Int
        /// Whether some deal has no regular price, and whether this store saves most.
        var hasWithoutRegularPrice, isBest: Bool
    }

    /// The basket comparison.
    struct Basket: Codable {
        /// How stores are compared, and the items compared.
        var rule, comparedItems: String
        var comparedCount: Int
        var stores: [BasketStore]
        /// Whether any item is compared, and whether any store has a deal.
        var hasCompared, hasStores: Bool
        /// Only when one store is cheapest.
        var cheapest: Cheapest?
    }

    /// One store of the basket comparison.
    struct BasketStore: Codable {
        /// The store, and its price for the compared items.
        var store, compared: String
        /// Basket items with a deal there, and without one.
        var pricedItems, unpricedItems: Int
        var onOffer: String
        var isCheapest: Bool
    }

    /// The cheapest store for the basket.
    struct Cheapest: Codable {
        var store, price: String
    }

    /// Savings made.
    struct Realised: Codable {
        var items: [Extended<Deal, Purchase>]
        var count: Int
        var hasItems: Bool
        var total: String
    }

    /// What was bought on a deal, and when.
    struct Purchase: Codable {
        /// The item bought, and the day, as a date and a short day.
        var name, date, day: String
    }

    /// The meal plans of the month.
    struct MealPlans: Codable {
        /// The month, `3 meal plans`, and their estimated savings.
        var month, plansText, total: String
        /// Meal plans starting in the month, and those of them without an estimate.
        var plans, withoutEstimate: Int
        /// Whether there are any of each.
        var hasPlans, hasWithoutEstimate: Bool
    }
}
