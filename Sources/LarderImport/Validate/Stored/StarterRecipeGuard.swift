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
        let changes = row.table.columns.indices.filter { row.isPresent($0) && row.table.columns[$0].name != "id" }
            .map { StarterRecipeQueries.Change(column: row.table.columns[$0].name, value: row[position: $0]) }
        if row.table === Catalog.brewRecipeSteps {
            guard
                let starter = try StarterRecipeQueries.starterOfChangedStep(stepID: row["id"], changes: changes, in: db)
            else { return }
            findings.reject(stepProblem(recipeID: starter, mapper: mapper))
        } else if try StarterRecipeQueries.changedStarter(recipeID: row["id"], changes: changes, in: db) != nil {
            findings.reject(recipeProblem(row, mapper: mapper))
        }
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
