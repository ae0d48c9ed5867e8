extension ExpiryPage {
    /// The values of `expiry.html` and the expiry section of `report.md`, under `expiry`.
    struct Context: Codable {
        var inStock: Int
        var hasItems: Bool
        var headline: String
        var dueWithinDays: Int
        var expiredCount: Int
        var dueTodayCount: Int
        var dueSoonCount: Int
        var undatedCount: Int
        var valueAtRisk: String
        var hasValueAtRisk: Bool
        /// Expired, due today and due soon, with `state`.
        var eatFirst: [Extended<Item, State>]
        var hasEatFirst: Bool
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

    /// Whether an item to eat first has `expired` or `expires`.
    struct State: Codable {
        var state: String
    }

    /// One of the six lists of the page.
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
        var expired: Int
        var dueToday: Int
        var dueSoon: Int
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
