import LarderValues

/// What deals can save, as of a date: the deals active for the user's zip and stores, those that
/// match what is still to buy, where the basket is cheapest, and what was saved already. Money is
/// in cents of the store's currency (deals carry none); the renderer formats it.
public struct SavingsFindings: Equatable, Sendable, Encodable {
    /// One deal.
    public struct Deal: Equatable, Sendable, Encodable {
        /// The store's name, and the item on offer as the store names it.
        public var store, item: String
        /// The deal's zip code, or nil.
        public var zipCode: String?
        /// The deal price, in cents.
        public var priceCents: Int
        /// The regular price, and regular price minus deal price, in cents; nil when the deal does not give
        /// the regular price.
        public var originalCents, savingCents: Int?
        /// Percent off: the deal's own figure, else worked out from the prices to one decimal.
        public var percentOff: Double?
        /// The last day of the deal, or nil when open-ended.
        public var validUntil: CivilDate?
        /// Days from `asOf` to `validUntil` (0: ends on `asOf`), or nil.
        public var daysLeft: Int?
        /// The weight the prices and saving are per (`lb`, `kg`, `oz`, `100 g`) when the ad's price says so
        /// (`$3.49/lb`: `deals.price_unit`) or the item's name does (`Bananas (per lb)`: ``DealUnit``); nil
        /// when they are for one item or package as named.
        public var unit: String?
        /// A multi-buy as the ad writes it (`2 for $5`, `4/$5`), whose price of one item `priceCents` is;
        /// nil for a deal with one price.
        public var offer: String?
    }

    /// Which deals the report considers, and why.
    public struct DealFilter: Equatable, Sendable, Encodable {
        /// Only deals for this zip code, or nil for every zip code.
        public var zipCode: String?
        /// Only deals at these stores (matched without regard to case); empty for every store.
        public var stores: [String]
        /// The meal plan the zip code and stores come from (its name, else its id), or nil.
        public var mealPlan: String?
        /// The filter in one sentence.
        public var description: String
    }

    /// Deal savings from buying at one store.
    public struct StoreSavings: Equatable, Sendable, Encodable {
        /// The store.
        public var store: String
        /// Items to buy that have a deal there; the sum, over those items, of the regular price minus the
        /// deal price, in cents, for one of each item, or for the list's weight of an item priced per
        /// weight (`3 lb` of sweet potatoes at a saving per lb), one lb (kg…) when the list gives none;
        /// and the matched items whose deal gives no regular price, so add nothing to `savingCents`.
        public var matchedItems, savingCents, itemsWithoutRegularPrice: Int
        /// The matched items priced per weight whose list gives no weight in that unit, so count one
        /// lb (kg…) in `savingCents`.
        public var itemsPerWeightUnit = 0
    }

    /// Savings from purchases made while a matching deal ran.
    public struct Realised: Equatable, Sendable, Encodable {
        /// The purchases, by purchase day then name.
        public var items: [RealisedItem]
        /// Their savings, in cents.
        public var totalCents: Int
        /// Of them, those bought on a deal priced per weight that do not say their weight in its unit:
        /// each counted as one of that unit.
        public var itemsPerWeightUnit: Int
    }

    /// One purchase made while a matching deal ran.
    public struct RealisedItem: Equatable, Sendable, Encodable {
        /// The shopping item's name.
        public var item: String
        /// The day it was bought (UTC).
        public var purchasedOn: CivilDate
        /// The deal that ran that day: the largest saving among matching deals.
        public var deal: Deal
        /// What the purchase saved, in cents: the deal's saving, times the weight bought when the deal is
        /// priced per weight and the list gives the weight in its unit (3 lb at 0.20/lb save 0.60).
        public var savingCents: Int
        /// The weight bought in the unit the deal is priced per, when it counted; nil for a deal priced per
        /// item, or when the list does not give it (then one unit is counted).
        public var weight: Double?
    }

    /// The estimated savings of the meal plans in `asOf`'s month.
    public struct MealPlanSavings: Equatable, Sendable, Encodable {
        /// The month, `YYYY-MM`.
        public var month: String
        /// Meal plans starting in the month (by `start_date`, else the day they were created), and of
        /// those, the plans with no `estimated_savings`.
        public var plans, plansWithoutEstimate: Int
        /// The sum of their `estimated_savings`, in cents.
        public var totalCents: Int
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// Whether there is nothing at all: no active deal, nothing to buy, no realised saving, no meal plan.
    public var isEmpty: Bool
    /// Which deals count.
    public var filter: DealFilter
    /// Deals active on `asOf` within the filter: listed on or before it (when the listing day is
    /// known) and valid until `asOf` or later (or open-ended).
    public var activeDeals: Int
    /// The best active deals: percent off first, then saving, at most `bestDealsLimit`.
    public var bestDeals: [Deal]
    /// The most deals `bestDeals` lists.
    public var bestDealsLimit: Int
    /// Distinct items still to buy, from the shopping list and open grocery lists.
    public var basketItems: Int
    /// The items to buy that have active deals, by name.
    public var matches: [Match]
    /// Potential savings per store, largest first.
    public var storeSavings: [StoreSavings]
    /// Which store is cheapest for the basket.
    public var basket: BasketComparison
    /// Savings already made.
    public var realised: Realised
    /// Meal plans' estimated savings this month.
    public var mealPlans: MealPlanSavings
}
