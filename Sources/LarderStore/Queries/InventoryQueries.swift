import GRDB
import LarderValues

/// Reads `inventory_items`, with the names of their locations and categories.
package enum InventoryQueries {
    /// One inventory item as stored, its dates still as text.
    package struct Item: Sendable {
        /// The item's name.
        package var name: String
        /// How much, or nil.
        package var quantity: Double?
        /// The unit of `quantity`, or nil.
        package var unit: String?
        /// The expiration and best-before dates (ISO text), or nil.
        package var expirationDate, bestBeforeDate: String?
        /// Whether the expiration date was computed at import, or nil.
        package var expirationEstimated: Bool?
        /// The purchase date and when it was thrown away (ISO text), or nil.
        package var purchaseDate, discardedAt: String?
        /// The price, or nil.
        package var price: Double?
        /// The price's currency, or nil.
        package var currencyCode: String?
        /// The names of its location and category (else the item's own location or category text or id), or nil.
        package var location, category: String?
        /// The item's notes (`opened 15 Nov`), or nil.
        package var notes: String?
    }

    /// The items `owners` may see that are in stock (or have no status), by name then id.
    package static func inStock(for owners: OwnerFilter, in db: Database) throws -> [Item] {
        let request: SQLRequest<Row> = """
            SELECT i.name, i.quantity, i.unit, i.expiration_date, i.best_before_date, i.expiration_estimated,
                i.purchase_date, i.price, i.currency_code, i.notes,
                COALESCE(l.name, i.location, i.location_id) AS location_name,
                COALESCE(c.name, i.category, i.category_id) AS category_name
            FROM inventory_items i
            LEFT JOIN locations l ON l.id = i.location_id
            LEFT JOIN categories c ON c.id = i.category_id
            WHERE (i.status IS NULL OR i.status = 'in_stock') AND \(owners.condition(table: "inventory_items", alias: "i"))
            ORDER BY i.name, i.id
            """
        return try request.fetchAll(db).map { row in
            Item(
                name: row["name"], quantity: row["quantity"], unit: row["unit"], expirationDate: row["expiration_date"],
                bestBeforeDate: row["best_before_date"], expirationEstimated: row["expiration_estimated"],
                purchaseDate: row["purchase_date"], discardedAt: nil, price: row["price"],
                currencyCode: row["currency_code"], location: row["location_name"], category: row["category_name"],
                notes: row["notes"])
        }
    }

    /// The items `owners` may see that were discarded from `start` through `end`, by day, name and id.
    package static func discarded(
        from start: CivilDate, through end: CivilDate, for owners: OwnerFilter, in db: Database
    ) throws -> [Item] {
        let request: SQLRequest<Row> = """
            SELECT i.name, i.quantity, i.unit, i.discarded_at, i.price, i.currency_code,
                COALESCE(l.name, i.location, i.location_id) AS location_name,
                COALESCE(c.name, i.category, i.category_id) AS category_name
            FROM inventory_items i
            LEFT JOIN locations l ON l.id = i.location_id
            LEFT JOIN categories c ON c.id = i.category_id
            WHERE i.status = 'discarded' AND i.discarded_at >= \(start.description)
                AND i.discarded_at <= \(end.description) AND \(owners.condition(table: "inventory_items", alias: "i"))
            ORDER BY i.discarded_at, i.name, i.id
            """
        return try request.fetchAll(db).map { row in
            Item(
                name: row["name"], quantity: row["quantity"], unit: row["unit"], discardedAt: row["discarded_at"],
                price: row["price"], currencyCode: row["currency_code"], location: row["location_name"],
                category: row["category_name"])
        }
    }
}
