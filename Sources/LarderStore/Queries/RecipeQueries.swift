import GRDB

/// Reads the `recipes` table.
package enum RecipeQueries {
    /// A recipe's name and its ingredient list as stored (JSON text).
    package struct Recipe: Sendable {
        /// The recipe's name.
        package var name: String
        /// The ingredients, a JSON list, or nil.
        package var ingredients: String?
    }

    /// The recipes `owners` may see that list ingredients, by name then id.
    package static func withIngredients(for owners: OwnerFilter, in db: Database) throws -> [Recipe] {
        let request: SQLRequest<Row> = """
            SELECT name, ingredients FROM recipes WHERE ingredients IS NOT NULL
                AND \(owners.condition(table: "recipes")) ORDER BY name, id
            """
        return try request.fetchAll(db).map { row in Recipe(name: row["name"], ingredients: row["ingredients"]) }
    }
}
