import GRDB

/// Reads the `shelf_life` reference table.
package enum ShelfLifeQueries {
    /// One row of the table: a product's storage days, or its category's default when `product` is nil.
    package struct Entry: Sendable {
        /// The category the entry belongs to.
        package var category: String
        /// The product name, or nil for the category's default.
        package var product: String?
        /// What tells products of one name apart (FoodKeeper's `Name_subtitle`), or nil.
        package var subtitle: String?
        /// Other names for the product, comma-separated (FoodKeeper's `Keywords`), or nil.
        package var keywords: String?
        /// Days in the pantry, or nil.
        package var pantryDays: Int?
        /// Days in the refrigerator, or nil.
        package var refrigeratorDays: Int?
        /// Days in the freezer, or nil.
        package var freezerDays: Int?
        /// Where the figures come from, or nil.
        package var source: String?
    }

    /// Every entry, by category, product and id.
    package static func entries(in db: Database) throws -> [Entry] {
        let sql = """
            SELECT category, product, name_subtitle, keywords, pantry_days, refrigerator_days, freezer_days, source
            FROM shelf_life ORDER BY category, product, id
            """
        return try Row.fetchAll(db, sql: sql).map { row in
            Entry(
                category: row["category"], product: row["product"], subtitle: row["name_subtitle"],
                keywords: row["keywords"], pantryDays: row["pantry_days"], refrigeratorDays: row["refrigerator_days"],
                freezerDays: row["freezer_days"], source: row["source"])
        }
    }
}
