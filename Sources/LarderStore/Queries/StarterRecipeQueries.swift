import GRDB

/// Finds the stored starter recipes (`brew_recipes.is_starter = 1`) an import would change, for the rule
/// that starters are not editable in place (seed 002 §2.2).
package enum StarterRecipeQueries {
    /// A value an import would write into a column of `brew_recipes` or `brew_recipe_steps`.
    package struct Change: Sendable {
        /// The column's name, one the catalog gives the table.
        package var column: String
        /// The value to write.
        package var value: DatabaseValue

        /// Creates a change.
        package init(column: String, value: DatabaseValue) {
            self.column = column
            self.value = value
        }
    }

    /// `recipeID` when it is a stored starter recipe that `changes` would alter, else nil.
    package static func changedStarter(recipeID: DatabaseValue, changes: [Change], in db: Database) throws
        -> String?
    {
        guard !changes.isEmpty else { return nil }
        let sql = "SELECT s.id FROM brew_recipes s WHERE s.id = ? AND s.is_starter = 1 AND (\(differs(changes)))"
        return try String.fetchOne(db.cachedStatement(sql: sql), arguments: arguments(recipeID, changes))
    }

    /// The id of the starter recipe the stored step `stepID` belongs to, when `changes` would alter the
    /// step; else nil.
    package static func starterOfChangedStep(stepID: DatabaseValue, changes: [Change], in db: Database) throws
        -> String?
    {
        guard !changes.isEmpty else { return nil }
        let sql = """
            SELECT s.recipe_id FROM brew_recipe_steps s JOIN brew_recipes r ON r.id = s.recipe_id
            WHERE s.id = ? AND r.is_starter = 1 AND (\(differs(changes)))
            """
        return try String.fetchOne(db.cachedStatement(sql: sql), arguments: arguments(stepID, changes))
    }

    /// True when any changed column of the stored row `s` differs from its new value; the names are
    /// quoted, the values bound.
    private static func differs(_ changes: [Change]) -> String {
        changes.map { "s.\(SchemaSQL.quoted($0.column)) IS NOT ?" }.joined(separator: " OR ")
    }

    private static func arguments(_ id: DatabaseValue, _ changes: [Change]) -> StatementArguments {
        StatementArguments([id] + changes.map(\.value))
    }
}
