import GRDB

/// Reads `categories`, and reads and sets the `category_id` of shopping items, for the rule that turns a
/// category name a shopping item holds into the id of the category with that name (seed 000 B.1).
package enum CategoryQueries {
    /// One category as stored.
    package struct Category: Sendable {
        /// The category's id.
        package var id: String
        /// The group it belongs to, or nil when it is shared.
        package var groupID: String?
        /// Its name, or nil.
        package var name: String?
    }

    /// A shopping item whose `category_id` names no stored category.
    package struct UnresolvedItem: Sendable {
        /// The item's id.
        package var id: String
        /// The group it belongs to, or nil.
        package var groupID: String?
        /// What its `category_id` holds: a category's name, or an id no import has provided.
        package var categoryID: String
    }

    /// Every category, by id.
    package static func all(in db: Database) throws -> [Category] {
        try Row.fetchAll(db, sql: "SELECT id, group_id, name FROM categories ORDER BY id").map { row in
            Category(id: row["id"], groupID: row["group_id"], name: row["name"])
        }
    }

    /// Whether a category with this id is stored.
    package static func exists(id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM categories WHERE id = ?", arguments: [id]) != nil
    }

    /// The category the stored shopping item `itemID` points at, when its `category_id` is not `value`;
    /// nil when there is no such item, it points at no stored category, or it already holds `value`.
    package static func storedCategory(ofShoppingItem itemID: String, otherThan value: String, in db: Database)
        throws -> Category?
    {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT c.id, c.group_id, c.name FROM shopping_items s JOIN categories c ON c.id = s.category_id
                WHERE s.id = ? AND s.category_id IS NOT ?
                """,
            arguments: [itemID, value])
        return row.map { Category(id: $0["id"], groupID: $0["group_id"], name: $0["name"]) }
    }

    /// The shopping items whose `category_id` names no stored category, in table order.
    package static func shoppingItemsWithUnknownCategory(in db: Database) throws -> [UnresolvedItem] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, group_id, category_id FROM shopping_items
                WHERE category_id IS NOT NULL AND category_id NOT IN (SELECT id FROM categories)
                """)
        return rows.map { UnresolvedItem(id: $0["id"], groupID: $0["group_id"], categoryID: $0["category_id"]) }
    }

    /// Points the shopping item `itemID` at the category `categoryID`.
    package static func setCategory(_ categoryID: String, ofShoppingItem itemID: String, in db: Database) throws {
        try db.execute(sql: "UPDATE shopping_items SET category_id = ? WHERE id = ?", arguments: [categoryID, itemID])
    }
}
