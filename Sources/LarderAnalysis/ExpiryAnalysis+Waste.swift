import GRDB
import LarderStore
import LarderValues

extension ExpiryAnalysis {
    /// Purchase date + the `shelf_life` days for the item and its storage (``ShelfLifeTable``), with what
    /// they come from, if both are known.
    func recommendation(
        for row: InventoryQueries.Item, item: ExpiryReport.Item, shelfLife: ShelfLifeTable
    ) -> (date: CivilDate, basis: String)? {
        guard let purchased = row.purchaseDate.flatMap(CivilDate.init(iso:)) else { return nil }
        let storage = ShelfLifeTable.Storage(location: item.location)
        guard let found = shelfLife.days(name: item.name, category: item.category, storage: storage) else { return nil }
        return (purchased.adding(days: found.days), "\(found.basis), \(storage.rawValue) \(found.days) days")
    }

    /// Items discarded this week, plus the items to throw out whose expiration date fell this week.
    ///
    /// Items to check are not waste (they may still be fine), and items to eat are use-it-up's, so an
    /// item is never counted both as waste and as food to use up.
    func waste(_ db: Database, throwOut: [ExpiryReport.Item]) throws -> [ExpiryReport.Item] {
        let weekStart = asOf.startOfWeek
        let discarded = try InventoryQueries.discarded(from: weekStart, through: asOf, for: scope.filter, in: db).map {
            row in
            var item = item(row, row.discardedAt.flatMap(CivilDate.init(iso:)), nil)
            item.highRisk = FoodSafety.classify(name: row.name, category: row.category)
            return item
        }
        let expiredThisWeek = throwOut.filter { item in item.date.map { $0 >= weekStart } ?? false }
        return discarded + expiredThisWeek
    }

    /// The prices of `items`, summed per currency.
    static func totals(_ items: [ExpiryReport.Item]) -> [MoneyAmount] {
        var totals = MoneyTotals()
        for price in items.compactMap(\.price) { totals.add(cents: price.cents, currency: price.currency) }
        return totals.amounts
    }
}

extension CivilDate {
    /// A date after every real one, for sorting undated items last.
    static let distantFuture = CivilDate(year: 9999, month: 12, day: 31)!
}
