extension SavingsPage {
    /// The values of `savings.html` and the savings section of `report.md`, under `savings`; each
    /// key is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        var filter: String
        var activeDeals: Int
        var basketItems: Int
        var matchedItems: Int
        var bestDeals: [Deal]
        var hasBestDeals: Bool
        var bestDealsLimit: Int
        var matches: [Match]
        var hasMatches: Bool
        var storeSavings: [StoreSaving]
        var hasStoreSavings: Bool
        /// SVG.
        var chart: String
        var basket: Basket
        var realised: Realised
        var mealPlans: MealPlans
    }

    /// One deal; every key is set, so a missing value never reads a same-named key of an enclosing
    /// section.
    struct Deal: Codable {
        var store: String
        var item: String
        var zipCode: String
        var price: String
        var regular: String
        var hasRegular: Bool
        var saving: String
        var percentOff: String
        var endsDate: String
        var ends: String
        var until: String
    }

    /// An item to buy and its deals, cheapest first.
    struct Match: Codable {
        var name: String
        var lists: String
        var dealCount: Int
        var deals: [Extended<Deal, DealRank>]
    }

    /// Where a deal stands among an item's deals.
    struct DealRank: Codable {
        var isFirst: Bool
        var isCheapest: Bool
    }

    /// The potential saving at one store.
    struct StoreSaving: Codable {
        var store: String
        var matchedItems: Int
        var saving: String
        var withoutRegularPrice: Int
        var hasWithoutRegularPrice: Bool
        var withoutRegularPriceText: String
        var isBest: Bool
        var bar: String
    }

    /// The basket comparison.
    struct Basket: Codable {
        var rule: String
        var comparedItems: String
        var comparedCount: Int
        var hasCompared: Bool
        var stores: [BasketStore]
        var hasStores: Bool
        /// Only when one store is cheapest.
        var cheapest: Cheapest?
    }

    /// One store of the basket comparison.
    struct BasketStore: Codable {
        var store: String
        var compared: String
        var pricedItems: Int
        var unpricedItems: Int
        var onOffer: String
        var isCheapest: Bool
    }

    /// The cheapest store for the basket.
    struct Cheapest: Codable {
        var store: String
        var price: String
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
        var name: String
        var date: String
        var day: String
    }

    /// The meal plans of the month.
    struct MealPlans: Codable {
        var month: String
        var plans: Int
        var hasPlans: Bool
        var plansText: String
        var withoutEstimate: Int
        var hasWithoutEstimate: Bool
        var total: String
    }
}
