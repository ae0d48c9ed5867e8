import GRDB
import LarderStore

/// Starter recipes are templates: not editable in place (seed 002 §2.2, §3.1). An import that would change
/// a stored starter, or a step of one, is rejected and the stored starter is kept; the user duplicates it.
///
/// Only changes are refused: re-importing a starter as it is counts as unchanged, and a starter's first
/// import (with its steps, in any order) is stored.
enum StarterRecipeGuard {
    /// Rejects the row when it would change a stored starter recipe or one of its steps.
    static func check(_ row: TypedRow, mapper: RowMapper, db: Database, findings: inout RuleFindings) throws {
        let isStep = row.table.name == "brew_recipe_steps"
        let columns = row.table.columns.indices.filter { row.isPresent($0) && row.table.columns[$0].name != "id" }
        guard !columns.isEmpty else { return }
        let differs = columns.map { "s.\(SchemaSQL.quoted(row.table.columns[$0].name)) IS NOT ?" }
            .joined(separator: " OR ")
        let sql =
            isStep
            ? """
            SELECT s.recipe_id FROM brew_recipe_steps s JOIN brew_recipes r ON r.id = s.recipe_id
            WHERE s.id = ? AND r.is_starter = 1 AND (\(differs))
            """
            : "SELECT s.id FROM brew_recipes s WHERE s.id = ? AND s.is_starter = 1 AND (\(differs))"
        let arguments = StatementArguments([row["id"]] + columns.map { row.values[$0] })
        guard let starter = try String.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) else { return }
        findings.reject(isStep ? stepProblem(recipeID: starter, mapper: mapper) : recipeProblem(row, mapper: mapper))
    }

    private static let immutable = "starter recipes are immutable (seed 002 §2.2: not editable in place)"

    private static func recipeProblem(_ row: TypedRow, mapper: RowMapper) -> RowProblem {
        let name = row.text("name") ?? "the recipe"
        return RowProblem(
            field: mapper.sourceName(of: "name"), value: row.text("name") ?? row.text("id"),
            problem: "is a starter recipe, and \(immutable)",
            fix: "the stored starter was kept; duplicate it under a new name (`\(name) Copy`) and change the copy")
    }

    private static func stepProblem(recipeID: String, mapper: RowMapper) -> RowProblem {
        RowProblem(
            field: mapper.sourceName(of: "recipe_id"), value: recipeID,
            problem: "is a starter recipe, and \(immutable)",
            fix: "the stored step was kept; duplicate the recipe under a new name and change the copy's steps")
    }
}
