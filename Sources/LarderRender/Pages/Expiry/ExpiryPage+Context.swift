extension ExpiryPage {
    /// The values of `expiry.html` and the expiry section of `report.md`, under `expiry`.
    struct Context: Codable {
        var inStock: Int
        var hasItems: Bool
        var headline: String
        /// The window in days, and how many items are to throw out, to check, to eat today, to eat within the
        /// window and without a date.
        var dueWithinDays, throwOutCount, checkCount, eatTodayCount, eatThisWeekCount, undatedCount: Int
        var valueAtRisk: String
        var hasValueAtRisk: Bool
        /// How larder sorts food into its lists: one paragraph, the same on the page and in report.md.
        var rule: String
        /// To throw out, then to check, each with its `verdict`; to eat today, then within the window.
        var checkOrThrowOut, eatSoon: [Item]
        /// Whether each of those two lists has items.
        var hasCheckOrThrowOut, hasEatSoon: Bool
        var lists: [List]
        var weekStart: String
        /// This week's waste: the items, their number, whether there are any, `2 items` and their cost.
        var waste: [Item]
        var wasteCount: Int
        var hasWaste: Bool
        var wasteItems, wasteCost: String
        /// Last week's days (`16–22 Nov`) and waste, as this week's: the items' names, their number, whether
        /// there are any, `2 items` and their cost.
        var lastWeek, wasteLastWeekNames: String
        var wasteLastWeekCount: Int
        var hasWasteLastWeek: Bool
        var wasteLastWeekItems, wasteLastWeekCost: String
        var dueByDay: [Day]
        /// SVG.
        var chart: String
        var useItUp: [Recipe]
        var hasUseItUp: Bool
        /// The tables by location and by category.
        var byLocation, byCategory: PageTable<Group>
    }

    /// One item in stock.
    struct Item: Codable {
        /// Its name, location, category and quantity, its date and how far off that is (`in 2 days`).
        var name, location, category, quantity, date, when: String
        var estimated: Bool
        /// `Throw out`, `Check`, `Eat today`, `Eat soon`, `Add a date` (empty for an item discarded), and why,
        /// in a few words: `expired 2 days ago` (what each verdict means is said once, above the lists).
        var verdict, why: String
        /// Whether the item is not safe to eat (past a given expiration date, or high-risk food past any date).
        var unsafe: Bool
        /// Its high-risk kind (`cooked leftovers`, `poultry`), empty for other food; and the date that put
        /// it in its list, alone (`estimated to expire 2 days ago`), empty without one.
        var highRisk, pastDate: String
        var price: String
        /// Only for an undated item with a recommended date.
        var recommended: Recommended?
    }

    /// When to use an undated item by: `date`, `when`, and the `basis` they rest on (the `shelf_life`
    /// entry's source and product, the storage and the days).
    struct Recommended: Codable {
        var date, when, basis: String
    }

    /// One of the three lists of the page: check or throw out, eat today / this week, no date.
    struct List: Codable {
        /// Its anchor, title and advice.
        var key, title, advice: String
        var count: Int
        var hasItems: Bool
        var items: [Item]
        /// The FoodKeeper's guidance for each high-risk kind the list's items are, once each, in the order
        /// the items name them; the rows point here instead of quoting it on every line.
        var guidance: [Guidance]
        var hasGuidance: Bool
    }

    /// One kind of high-risk food's guidance under a list: `Poultry`, and what the FoodKeeper says.
    struct Guidance: Codable {
        var label, text: String
    }

    /// A recipe that uses items due soon: its name and the items it uses; the items to throw out its
    /// ingredients name and its ingredients missing from stock, each empty when none, and whether there
    /// are any.
    struct Recipe: Codable {
        var name, uses: String
        var ingredientCount: Int
        var toThrowOut, missing: String
        var hasToThrowOut, hasMissing: Bool
    }

    /// A row of the tables by location and by category: its name, then how many items are to throw out,
    /// to check, to eat today, to eat this week, and in all.
    struct Group: Codable {
        var name: String
        var throwOut, check, eatToday, eatThisWeek, total: Int
    }

    /// One day of the next two weeks: its name and date, how many items expire or are best before it and
    /// in all, and its bar.
    struct Day: Codable {
        var day, date: String
        var expiring, bestBefore, total: Int
        var bar: String
    }
}
