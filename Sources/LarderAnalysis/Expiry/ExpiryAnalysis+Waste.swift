import GRDB
import LarderStore
import LarderValues

extension ExpiryAnalysis {
    /// Purchase date + the `shelf_life` days for the item and its storage (``ShelfLifeTable``), with what
    /// they come from, if both are known.
    func recommendation(
        for row: InventoryQueries.Item, item: ExpiryFindings.Item, shelfLife: ShelfLifeTable
    ) -> (date: CivilDate, basis: String)? {
        guard let purchased = row.purchaseDate.flatMap(CivilDate.init(iso:)) else { return nil }
        let storage = ShelfLifeTable.Storage(location: item.location)
        guard let found = shelfLife.days(name: item.name, category: item.category, storage: storage) else { return nil }
        // A purchase date and shelf life that reach past the days larder accepts give no recommendation.
        guard let date = purchased.addingWithinAccepted(days: found.days) else { return nil }
        return (date, "\(found.basis), \(storage.rawValue) \(found.days) days")
    }

    /// The waste of the days from `start` up to `end` (excluded): items discarded on those days, then
    /// the items to throw out whose date (the one that put them in the list) fell on them.
    ///
    /// Items to check are not waste (they may still be fine), and items to eat are use-it-up's, so an
    /// item is never counted both as waste and as food to use up; a discarded item counts on the day it
    /// was discarded, one still in stock on the day its date passed, so the weeks never share an item.
    func waste(
        _ db: Database, throwOut: [ExpiryFindings.Item], from start: CivilDate, before end: CivilDate
    ) throws -> [ExpiryFindings.Item] {
        // `discarded_at` is often a timestamp: read through `end` and keep the days before it.
        let discarded = try InventoryQueries.discarded(from: start, through: end, for: scope.filter, in: db).compactMap
        {
            row -> ExpiryFindings.Item? in
            guard let day = row.discardedAt.flatMap(CivilDate.init(leadingISO:)), day >= start, day < end else {
                return nil
            }
            var item = item(row, day, nil)
            item.highRisk = FoodSafety.classify(name: row.name, category: row.category)
            return item
        }
        let expired = throwOut.filter { item in item.date.map { $0 >= start && $0 < end } ?? false }
        return discarded + expired
    }

    /// The prices of `items`, summed per currency.
    static func totals(_ items: [ExpiryFindings.Item]) -> [MoneyAmount] {
        var totals = MoneyTotals()
        for price in items.compactMap(\.price) { totals.add(cents: price.cents, currency: price.currency) }
        return totals.amounts
    }
}

extension CivilDate {
    /// A date after every real one, for sorting undated items last.
    static let distantFuture = CivilDate.lastAccepted.adding(days: 365)
}
