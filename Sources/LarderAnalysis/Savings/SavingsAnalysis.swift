import GRDB
import LarderStore
import LarderValues

/// What deals can save, as of a day: the deals active for the user's zip code and preferred
/// stores, those that match items still to buy (by ``ItemNameMatcher``), the savings per store and
/// the cheapest store for the basket, the savings already made, and the meal plans' estimates.
///
/// All sums are in whole cents. Deals have no owner, so every scope sees them; lists, purchases
/// and meal plans are read for `scope` only.
public struct SavingsAnalysis: Analysis {
    /// The day and whose lists, purchases and meal plans to read.
    public let settings: ReportSettings
    /// The most deals the report lists as best (50, the seed's Deal Finder limit).
    public var bestDealsLimit = 50
    /// Which store names are one store, when the report has read it already; nil reads it.
    public var stores: StoreIdentity?

    /// Creates the analysis for a report, its options at their defaults.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// Reads deals, lists, purchases and meal plans, and builds the report.
    public func analyse(_ db: Database) throws -> SavingsFindings {
        let stores = try self.stores ?? StoreIdentity.read(zipCode: try dealFilter(db).report.zipCode, scope: scope, db)
        let filter = try dealFilter(db, stores: stores)
        var scan = DealScan(
            asOf: asOf, storeKeys: filter.storeKeys, limit: bestDealsLimit, basket: try basket(db),
            purchases: try purchases(db, stores: stores))
        // Without purchases, a deal that does not run on `asOf` changes nothing: the scan skips it in SQL.
        let day = scan.purchases.isEmpty ? asOf : nil
        try forEachDeal(zipCode: filter.report.zipCode, runningOn: day, stores: stores, db) { scan.add($0) }
        let matches = scan.matches(asOf: asOf)
        let storeSavings = scan.storeSavings()
        let basket = DealScan.comparison(storeSavings, listItems: scan.basket.count)
        let realised = scan.realised(asOf: asOf)
        let mealPlans = try mealPlanSavings(db)
        return SavingsFindings(
            asOf: asOf,
            isEmpty: scan.activeCount == 0 && scan.basket.isEmpty && realised.items.isEmpty && mealPlans.plans == 0,
            filter: filter.report, activeDeals: scan.activeCount,
            bestDeals: scan.top.best.map { $0.report(asOf: asOf) },
            bestDealsLimit: bestDealsLimit, basketItems: scan.basket.count, matches: matches,
            storeSavings: storeSavings, basket: basket, realised: realised, mealPlans: mealPlans)
    }

    /// The estimated savings of the scope's meal plans that start in `asOf`'s month.
    func mealPlanSavings(_ db: Database) throws -> SavingsFindings.MealPlanSavings {
        let month = String(asOf.description.prefix(7))
        let estimates = try MealPlanQueries.estimatedSavings(inMonth: month, for: scope.filter, in: db)
        let cents = estimates.compactMap { Figures.cents($0) }
        return SavingsFindings.MealPlanSavings(
            month: month, plans: estimates.count, plansWithoutEstimate: estimates.count - cents.count,
            totalCents: cents.reduce(0, +))
    }
}
