extension SavingsPage {
    /// The values of `savings.html` and the savings section of `report.md`, under `savings`; each
    /// key is in docs/TEMPLATES.md.
    struct Context: Codable {
        /// Whether there is anything to show, and whether there are best deals, matches and savings per store.
        var hasData, hasBestDeals, hasMatches, hasStoreSavings: Bool
        /// The headline, the deals counted (the as-of day and zip code), and the savings per store as an SVG chart.
        var headline, filter, chart: String
        /// Active deals, items to buy, items to buy with a deal, and how many best deals are listed.
        var activeDeals, basketItems, matchedItems, bestDealsLimit: Int
        var bestDeals: [Deal]
        var matches: [Match]
        var storeSavings: [StoreSaving]
        var basket: Basket
        var realised: Realised
        var mealPlans: MealPlans
    }

    /// One deal; every key is set, so a missing value never reads a same-named key of an enclosing
    /// section.
    struct Deal: Codable {
        /// Where and what: the store, the item and the zip code.
        var store, item, zipCode: String
        /// The deal price, the regular price, the saving and the percentage off (`—` when not known).
        var price, regular, saving, percentOff: String
        /// When it ends: the date, `28 Nov (in 6 days)`, and `until …` or `open-ended`.
        var endsDate, ends, until: String
        var hasRegular: Bool
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
        var isFirst, isCheapest: Bool
    }

    /// The potential saving at one store.
    struct StoreSaving: Codable {
        /// The store; `9 of 24`, the items to buy it has deals for, of all; the saving; its deals
        /// without a regular price, and its items priced by weight counted one lb or kg, in words; the
        /// saving as a bar.
        var store, items, saving, withoutRegularPriceText, perWeightUnitText, bar: String
        /// Items to buy it has deals for; its deals without a regular price.
        var matchedItems, withoutRegularPrice: Int
        /// Whether it has deals on enough of the list to be named cheapest; whether any deal lacks a
        /// regular price; whether an item priced by weight counts one lb or kg; whether it saves most.
        var coversEnough, hasWithoutRegularPrice, hasPerWeightUnit, isBest: Bool
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
        /// The item bought, the day, and what buying it on the deal saved (`0.60 (3 lb at 0.20/lb)`).
        var name, date, day, saved: String
    }

    /// The meal plans of the month.
    struct MealPlans: Codable {
        /// The month, its meal plans in words, and their estimated total.
        var month, plansText, total: String
        /// Meal plans, and those without an estimate.
        var plans, withoutEstimate: Int
        var hasPlans, hasWithoutEstimate: Bool
    }
}
