import GRDB
import LarderValues

extension ExpiryAnalysis {
    /// Purchase date + the shelf-life default for the item's category and storage, if both are known.
    func recommendation(for row: Row, item: ExpiryReport.Item, shelfLife: ShelfLifeTable) -> CivilDate? {
        guard let purchased = (row["purchase_date"] as String?).flatMap(CivilDate.init(iso:)) else { return nil }
        let storage = ShelfLifeTable.Storage(location: item.location)
        guard let days = shelfLife.days(name: item.name, category: item.category, storage: storage) else { return nil }
        return purchased.adding(days: days)
    }

    /// Items discarded this week, plus the expired items whose date fell this week.
    func waste(_ db: Database, expired: [ExpiryReport.Item]) throws -> [ExpiryReport.Item] {
        let weekStart = asOf.startOfWeek
        let request: SQLRequest<Row> = """
            SELECT i.name, i.quantity, i.unit, i.discarded_at, i.price, i.currency_code,
                COALESCE(l.name, i.location, i.location_id) AS location_name,
                COALESCE(c.name, i.category, i.category_id) AS category_name
            FROM inventory_items i
            LEFT JOIN locations l ON l.id = i.location_id
            LEFT JOIN categories c ON c.id = i.category_id
            WHERE i.status = 'discarded' AND i.discarded_at >= \(weekStart.description)
                AND i.discarded_at <= \(asOf.description) AND \(scope.sql(table: "inventory_items", alias: "i"))
            ORDER BY i.discarded_at, i.name, i.id
            """
        let discarded = try request.fetchAll(db).map { row in
            let date = (row["discarded_at"] as String?).flatMap(CivilDate.init(iso:))
            return ExpiryReport.Item(
                name: row["name"], location: row["location_name"], category: row["category_name"],
                quantity: Self.quantity(row["quantity"], unit: row["unit"]), date: date,
                daysLeft: date.map { asOf.days(until: $0) }, isEstimated: false, recommendedDate: nil,
                price: (row["price"] as Double?).map {
                    MoneyAmount(currency: row["currency_code"], cents: Figures.cents($0))
                })
        }
        let expiredThisWeek = expired.filter { item in item.date.map { $0 >= weekStart } ?? false }
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
