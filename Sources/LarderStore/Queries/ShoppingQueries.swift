import GRDB
import LarderValues

/// Reads the shopping list (`shopping_items`) and the wishlist (`wish_items`).
package enum ShoppingQueries {
    /// One shopping item as stored, with its category's name.
    package struct Item: Sendable {
        /// The item's id.
        package var id: String
        /// Its name.
        package var name: String
        /// How much, or nil.
        package var quantity: Double?
        /// The unit of `quantity`, or nil.
        package var unit: String?
        /// Where to buy it, or nil.
        package var whereToBuy: String?
        /// Notes, or nil.
        package var notes: String?
        /// Whether it was bought, or nil.
        package var isPurchased: Bool?
        /// When it was bought (ISO text), or nil.
        package var purchasedAt: String?
        /// Whether it was moved to the inventory, or nil.
        package var movedToInventory: Bool?
        /// The category's name (else its id), or nil.
        package var category: String?
    }

    /// One wishlist item as stored.
    package struct Wish: Sendable {
        /// The wish's id.
        package var id: String
        /// Its name.
        package var name: String
        /// The price, or nil.
        package var price: Double?
        /// The price's currency, or nil.
        package var currencyCode: String?
        /// The desire level; 3, the seed's default, when missing.
        package var rating: Int
        /// Notes, or nil.
        package var notes: String?
        /// A picture's address, or nil.
        package var imageURL: String?
    }

    /// The shopping items `owners` may see that were created on or before `day` (or undated).
    package static func items(createdBy day: CivilDate, for owners: OwnerFilter, in db: Database) throws -> [Item] {
        let request: SQLRequest<Row> = """
            SELECT s.id, s.name, s.quantity, s.unit, s.where_to_buy, s.notes, s.is_purchased, s.purchased_at,
                s.moved_to_inventory, COALESCE(c.name, s.category_id) AS category_name
            FROM shopping_items s
            LEFT JOIN categories c ON c.id = s.category_id
            WHERE (s.created_at IS NULL OR substr(s.created_at, 1, 10) <= \(day.description))
                AND \(owners.condition(table: "shopping_items", alias: "s"))
            """
        return try request.fetchAll(db).map { row in
            Item(
                id: row["id"], name: row["name"], quantity: row["quantity"], unit: row["unit"],
                whereToBuy: row["where_to_buy"], notes: row["notes"], isPurchased: row["is_purchased"],
                purchasedAt: row["purchased_at"], movedToInventory: row["moved_to_inventory"],
                category: row["category_name"])
        }
    }

    /// The wishes `owners` may see that were created on or before `day` (or undated).
    package static func wishes(createdBy day: CivilDate, for owners: OwnerFilter, in db: Database) throws -> [Wish] {
        let request: SQLRequest<Row> = """
            SELECT w.id, w.name, w.price, w.currency_code, COALESCE(w.rating, 3) AS rating, w.notes, w.image_url
            FROM wish_items w
            WHERE (w.created_at IS NULL OR substr(w.created_at, 1, 10) <= \(day.description))
                AND \(owners.condition(table: "wish_items", alias: "w"))
            """
        return try request.fetchAll(db).map { row in
            Wish(
                id: row["id"], name: row["name"], price: row["price"], currencyCode: row["currency_code"],
                rating: row["rating"], notes: row["notes"], imageURL: row["image_url"])
        }
    }
}
