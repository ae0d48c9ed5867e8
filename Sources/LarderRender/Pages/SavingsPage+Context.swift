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
        /// `9 of 24`: the items to buy it has deals for, of all.
        var items: String
        var saving: String
        /// Whether it has deals on enough of the list to be named cheapest.
        var coversEnough: Bool
        var withoutRegularPrice: Int
        var hasWithoutRegularPrice: Bool
        var withoutRegularPriceText: String
        var isBest: Bool
        var bar: String
    }

    /// The cheapest store for the list.
    struct Basket: Codable {
        /// The rule, and what it found: `Star Market is cheapest…` or why no store is.
        var rule, verdict: String
        /// `half of the 24 items (12)`.
        var minimum: String
        /// Only when a store is named cheapest.
        var cheapest: Cheapest?
    }

    /// The store named cheapest for the list, its share of the list and its saving.
    struct Cheapest: Codable {
        var store, items, saving: String
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
