import LarderValues

/// What the household must eat first, as of a date: the plain values the expiry page shows.
public struct ExpiryReport: Equatable, Sendable, Encodable {
    /// One item in stock, with its date relative to `asOf`.
    public struct Item: Equatable, Sendable, Encodable {
        /// The item's name.
        public var name: String
        /// Where it is kept (location name or id), or nil.
        public var location: String?
        /// Its category (name or id), or nil.
        public var category: String?
        /// Quantity and unit as text (`2 l`), or nil.
        public var quantity: String?
        /// The date that classified it (expiration or best-before), or nil.
        public var date: CivilDate?
        /// Days from `asOf` to `date`: negative when past.
        public var daysLeft: Int?
        /// Whether the date was computed from purchase date + shelf life rather than given.
        public var isEstimated: Bool
        /// For an item with no date: purchase date + the `shelf_life` days for it and its storage, when
        /// both are known.
        public var recommendedDate: CivilDate?
        /// What `recommendedDate` rests on: the `shelf_life` entry's source and product, the storage and the
        /// days (`USDA FSIS FoodKeeper (FMA-Data-v128.xlsx): Potatoes (pantry, 30 days)`).
        public var recommendationBasis: String?
        /// What the item cost, when the export says.
        public var price: MoneyAmount?
    }

    /// A recipe that uses food due soon.
    public struct Recipe: Equatable, Sendable, Encodable {
        /// The recipe's name.
        public var name: String
        /// The items due soon (today, within the window, or best before soon) it uses, soonest first.
        public var uses: [String]
        /// How many ingredients the recipe lists.
        public var ingredientCount: Int
    }

    /// Counts for one location or category.
    public struct Group: Equatable, Sendable, Encodable {
        /// The location or category.
        public var name: String
        /// Items past their expiration date.
        public var expired: Int
        /// Items expiring on `asOf`.
        public var dueToday: Int
        /// Items expiring within the window after `asOf`.
        public var dueSoon: Int
        /// Items in stock there.
        public var total: Int
    }

    /// How many items fall due on one day.
    public struct Day: Equatable, Sendable, Encodable {
        /// The day.
        public var date: CivilDate
        /// Items whose expiration date is that day.
        public var expiring: Int
        /// Items with no expiration date whose best-before date is that day.
        public var bestBefore: Int
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// The window: "due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int
    /// Items in stock.
    public var inStock: Int
    /// Past their expiration date: not safe. Oldest first.
    public var expired: [Item]
    /// Expiring on `asOf`.
    public var dueToday: [Item]
    /// Expiring within `dueWithinDays` days after `asOf`, soonest first.
    public var dueSoon: [Item]
    /// Past their best-before date: quality may have dropped, but they may still be fine.
    public var pastBestBefore: [Item]
    /// Reaching their best-before date within the window.
    public var bestBeforeSoon: [Item]
    /// Items with neither date, those with a recommended date first (soonest first).
    public var undated: [Item]
    /// What the expired and due items (today and within the window) cost, per currency.
    public var valueAtRisk: [MoneyAmount]
    /// The Monday that starts the week of `asOf`.
    public var weekStart: CivilDate
    /// Waste this week: items discarded since `weekStart`, and items in stock whose expiration date
    /// fell between `weekStart` and the day before `asOf`.
    public var wasteThisWeek: [Item]
    /// What this week's waste cost, per currency.
    public var wasteCost: [MoneyAmount]
    /// "Use it up": up to five recipes that use the most items due soon, then the soonest, then by name.
    public var useItUp: [Recipe]
    /// The `dueByDayDays` days from `asOf` on, each with the items that fall due that day.
    public var dueByDay: [Day]
    /// Per location, by name.
    public var byLocation: [Group]
    /// Per category, by name.
    public var byCategory: [Group]
}
