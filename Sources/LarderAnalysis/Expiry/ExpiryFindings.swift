import LarderValues

/// What to throw out, check and eat first, as of a date: the plain values the expiry page shows.
public struct ExpiryFindings: Equatable, Sendable, Encodable {
    /// One item in stock, with its date relative to `asOf`.
    public struct Item: Equatable, Sendable, Encodable {
        /// The item's name.
        public var name: String
        /// Where it is kept (location name or id), its category (name or id), and quantity and unit as text
        /// (`2 l`); each nil when the export does not say.
        public var location, category, quantity: String?
        /// The date that put it in its list (expiration or best-before), or nil.
        public var date: CivilDate?
        /// Which of its dates `date` is; nil when it has none (or for an item discarded).
        public var dateKind: DateKind?
        /// For an item with both dates whose `date` is the best-before date: its expiration date, still
        /// ahead (an item past best before may expire today), else nil.
        public var expirationDate: CivilDate?
        /// Days from `asOf` to `date`: negative when past.
        public var daysLeft: Int?
        /// Whether `date` is an expiration date larder computed from purchase date + shelf life rather
        /// than one the export gave: past it, the item is to check, unless it is high-risk food.
        public var isEstimated: Bool
        /// For high-risk food (``FoodSafety``): its kind, what said so and the FoodKeeper guidance; past
        /// any of its dates it is to throw out. Nil for other food.
        public var highRisk: FoodSafety.Finding?
        /// For an item with no date: purchase date + the `shelf_life` days for it and its storage, when
        /// both are known.
        public var recommendedDate: CivilDate?
        /// What `recommendedDate` rests on: the `shelf_life` entry's source and product, the storage and the
        /// days (`USDA FSIS FoodKeeper (FMA-Data-v128.xlsx): Potatoes (pantry, 30 days)`).
        public var recommendationBasis: String?
        /// What the item cost, when the export says.
        public var price: MoneyAmount?
    }

    /// Which date of an item decided its list.
    public enum DateKind: String, Equatable, Sendable, Encodable {
        /// The expiration ("use by") date: not safe after it.
        case expiration
        /// The best-before date: best quality before it, often still fine after.
        case bestBefore
    }

    /// A recipe that uses food due soon.
    public struct Recipe: Equatable, Sendable, Encodable {
        /// The recipe's name.
        public var name: String
        /// The items to eat today or within the window it uses, soonest first.
        public var uses: [String]
        /// How many ingredients the recipe lists.
        public var ingredientCount: Int
        /// The items in stock its ingredients name that are to throw out, where no other item in stock
        /// (to eat, to check or later) has that ingredient: never food to cook with.
        public var toThrowOut: [String]
        /// Its ingredients, as the recipe writes them, that no item in stock has.
        public var missing: [String]
    }

    /// Counts for one location or category.
    public struct Group: Equatable, Sendable, Encodable {
        /// The location or category.
        public var name: String
        /// Items to throw out (past a given expiration date), to check (past a best-before date or an
        /// estimated expiration date), to eat on `asOf`, to eat within the window after `asOf`, and all
        /// items in stock there.
        public var throwOut, check, eatToday, eatThisWeek, total: Int
    }

    /// How many items fall due on one day.
    public struct Day: Equatable, Sendable, Encodable {
        /// The day.
        public var date: CivilDate
        /// Items whose expiration date is that day, and items with no expiration date whose best-before
        /// date is that day.
        public var expiring, bestBefore: Int
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// The window: "due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int
    /// Items in stock.
    public var inStock: Int
    /// To throw out: past an expiration date the export gave, or high-risk food past any date. Oldest
    /// first.
    public var throwOut: [Item]
    /// To check before eating, food that is not high-risk: past a best-before date (quality may have
    /// dropped, often still fine; also when the expiration date is still ahead), or past an expiration
    /// date larder estimated. Oldest first.
    public var check: [Item]
    /// To eat today (the sooner of its dates is `asOf`) and to eat this week (the sooner of its dates
    /// is within `dueWithinDays` days after `asOf`, soonest first).
    public var eatToday, eatThisWeek: [Item]
    /// Items with neither date, those with a recommended date first (soonest first).
    public var undated: [Item]
    /// What the items still to save cost (to check, to eat today and this week), per currency; the
    /// items to throw out count as waste instead.
    public var valueAtRisk: [MoneyAmount]
    /// The Monday that starts the week of `asOf`.
    public var weekStart: CivilDate
    /// Waste this week: items discarded since `weekStart`, and the items to throw out whose date fell
    /// between `weekStart` and the day before `asOf`. Never an item to check or to eat.
    public var wasteThisWeek: [Item]
    /// What this week's waste cost, per currency.
    public var wasteCost: [MoneyAmount]
    /// The Monday of the week before `asOf`'s.
    public var lastWeekStart = CivilDate(daysSinceEpoch: 0)
    /// Waste last week, by the rule of `wasteThisWeek` over the seven days from `lastWeekStart`: items
    /// discarded on those days, and the items to throw out whose date fell on them. An item is in one
    /// week only (a discarded item by the day it was discarded, one in stock by its date).
    public var wasteLastWeek: [Item] = []
    /// What last week's waste cost, per currency.
    public var wasteLastWeekCost: [MoneyAmount] = []
    /// "Use it up": up to five recipes that use the most items to eat today or this week, then the
    /// soonest, then by name. Never suggested for an item to throw out or to check; each names its
    /// ingredients that are to throw out or missing.
    public var useItUp: [Recipe]
    /// The `dueByDayDays` days from `asOf` on, each with the items that fall due that day.
    public var dueByDay: [Day]
    /// Per location and per category, each by name.
    public var byLocation, byCategory: [Group]
}
