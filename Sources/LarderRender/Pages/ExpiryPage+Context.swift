extension ExpiryPage {
    /// The values of `expiry.html` and the expiry section of `report.md`, under `expiry`.
    struct Context: Codable {
        var inStock: Int
        var hasItems: Bool
        var headline: String
        var dueWithinDays: Int
        var throwOutCount: Int
        var checkCount: Int
        var eatTodayCount: Int
        var eatThisWeekCount: Int
        var undatedCount: Int
        var valueAtRisk: String
        var hasValueAtRisk: Bool
        /// How larder sorts food into its lists: one paragraph, the same on the page and in report.md.
        var rule: String
        /// To throw out, then to check, each with its `verdict`.
        var checkOrThrowOut: [Item]
        var hasCheckOrThrowOut: Bool
        /// To eat today, then within the window.
        var eatSoon: [Item]
        var hasEatSoon: Bool
        var lists: [List]
        var weekStart: String
        var waste: [Item]
        var wasteCount: Int
        var hasWaste: Bool
        var wasteItems: String
        var wasteCost: String
        var dueByDay: [Day]
        /// SVG.
        var chart: String
        var useItUp: [Recipe]
        var hasUseItUp: Bool
        var byLocation: PageTable<Group>
        var byCategory: PageTable<Group>
    }

    /// One item in stock.
    struct Item: Codable {
        var name: String
        var location: String
        var category: String
        var quantity: String
        var date: String
        var when: String
        var estimated: Bool
        /// `Throw out`, `Check`, `Eat today`, `Eat soon`, `Add a date`; empty for an item discarded.
        var verdict: String
        /// Why, in a few words: `past its expiration date: not safe to eat`.
        var why: String
        /// Whether the item is not safe to eat (past a given expiration date).
        var unsafe: Bool
        var price: String
        /// Only for an undated item with a recommended date.
        var recommended: Recommended?
    }

    /// When to use an undated item by: `date`, `when`, and the `basis` they rest on (the `shelf_life`
    /// entry's source and product, the storage and the days).
    struct Recommended: Codable {
        var date: String
        var when: String
        var basis: String
    }

    /// One of the three lists of the page: check or throw out, eat today / this week, no date.
    struct List: Codable {
        var key: String
        var title: String
        var advice: String
        var count: Int
        var hasItems: Bool
        var items: [Item]
    }

    /// A recipe that uses items due soon.
    struct Recipe: Codable {
        var name: String
        var uses: String
        var ingredientCount: Int
    }

    /// A row of the tables by location and by category.
    struct Group: Codable {
        var name: String
        var throwOut: Int
        var check: Int
        var eatToday: Int
        var eatThisWeek: Int
        var total: Int
    }

    /// One day of the next two weeks.
    struct Day: Codable {
        var day: String
        var date: String
        var expiring: Int
        var bestBefore: Int
        var total: Int
        var bar: String
    }
}
