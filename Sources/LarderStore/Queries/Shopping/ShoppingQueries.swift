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

extension ShoppingQueries {
    /// A shopping item that was bought, its purchase time still as text.
    package struct Purchase: Sendable {
        /// The item's id.
        package var id: String
        /// Its name.
        package var name: String
        /// Where it was to be bought, or nil.
        package var whereToBuy: String?
        /// When it was bought (ISO text), or nil.
        package var purchasedAt: String?
        /// How much was bought and in what unit (`3`, `lb`), each nil when the list does not say.
        package var quantity: Double?
        package var unit: String?
    }

    /// One unchecked item of a grocery list, and the list it is on.
    package struct GroceryItem: Sendable {
        /// The item's name.
        package var name: String
        /// How much, or nil.
        package var quantity: Double?
        /// The unit of `quantity`, or nil.
        package var unit: String?
        /// The category as the list writes it, or nil.
        package var category: String?
        /// The store the list names, or nil.
        package var store: String?
        /// The list's name (`grocery list` when blank).
        package var list: String

        /// Reads one row of ``groceryItemsToBuy(on:for:in:)``.
        init(_ row: Row) {
            (name, quantity, unit) = (row["name"], row["quantity"], row["unit"])
            (category, store, list) = (row["category"], row["store"], row["list"])
        }
    }

    /// The grocery-list items still to buy on `day`: unchecked items of the lists `owners` may see that
    /// were created by then and whose meal plan is not completed, by list and position.
    package static func groceryItemsToBuy(on day: CivilDate, for owners: OwnerFilter, in db: Database) throws
        -> [GroceryItem]
    {
        let request: SQLRequest<Row> = """
            SELECT i.name, i.quantity, i.unit, i.category, i.store,
                COALESCE(NULLIF(TRIM(g.name), ''), 'grocery list') AS list
            FROM grocery_list_items i
            JOIN grocery_lists g ON g.id = i.grocery_list_id
            LEFT JOIN meal_plans m ON m.id = g.meal_plan_id AND \(owners.condition(table: "meal_plans", alias: "m"))
            WHERE i.checked = 0 AND COALESCE(m.is_completed, 0) = 0
                AND (g.created_at IS NULL OR substr(g.created_at, 1, 10) <= \(day.description))
                AND \(owners.condition(table: "grocery_lists", alias: "g"))
                AND \(owners.condition(table: "grocery_list_items", alias: "i"))
            ORDER BY g.name, g.id, i.position
            """
        return try request.fetchAll(db).map(GroceryItem.init)
    }

    /// Every store a shopping item or grocery-list item `owners` may see names (`where_to_buy`,
    /// `store`), as written, blanks left out.
    package static func storeNames(for owners: OwnerFilter, in db: Database) throws -> [String] {
        let request: SQLRequest<String> = """
            SELECT s.where_to_buy FROM shopping_items s
            WHERE TRIM(COALESCE(s.where_to_buy, '')) <> ''
                AND \(owners.condition(table: "shopping_items", alias: "s"))
            UNION
            SELECT i.store FROM grocery_list_items i
            WHERE TRIM(COALESCE(i.store, '')) <> ''
                AND \(owners.condition(table: "grocery_list_items", alias: "i"))
            """
        return try request.fetchAll(db)
    }

    /// The shopping items `owners` may see that were bought on or before `day` (and created by then), by id.
    package static func purchases(through day: CivilDate, for owners: OwnerFilter, in db: Database) throws
        -> [Purchase]
    {
        let request: SQLRequest<Row> = """
            SELECT s.id, s.name, s.where_to_buy, s.purchased_at, s.quantity, s.unit FROM shopping_items s
            WHERE s.is_purchased = 1 AND substr(s.purchased_at, 1, 10) <= \(day.description)
                AND (s.created_at IS NULL OR substr(s.created_at, 1, 10) <= \(day.description))
                AND \(owners.condition(table: "shopping_items", alias: "s"))
            ORDER BY s.id
            """
        return try request.fetchAll(db).map { row in
            Purchase(
                id: row["id"], name: row["name"], whereToBuy: row["where_to_buy"], purchasedAt: row["purchased_at"],
                quantity: row["quantity"], unit: row["unit"])
        }
    }
}
