import GRDB

/// Row rules for `brew_recipes` and `brew_recipe_steps`. A recipe is validated as a whole, with its steps,
/// after every file of a run is in (``BrewRecipeValidation``); here a recipe row only leaves `is_valid` and
/// `validation_errors` to that step, and a step must have a place in its recipe.
enum BrewRecipeRules {
    /// The columns larder computes itself.
    static let computed = ["is_valid", "validation_errors"]

    /// Drops a file's own `is_valid` and `validation_errors`: larder sets them from seed 002 §3.1, and a
    /// stale `isValid: true` must not overwrite what the validation found.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        for column in computed where row.isPresent(column) {
            let given = row[column]
            row.omit(column)
            guard !given.isNull else { continue }
            findings.correct(
                "`\(mapper.sourceName(of: column))` was not stored: larder sets \(column) itself from the recipe"
                    + " and its steps (seed 002 §3.1)")
        }
    }

    /// Rejects a step with a negative `order_index` (seed 002 §2.3: 0-based).
    static func applyToStep(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let index = row.int("order_index"), index < 0 else { return }
        findings.reject(
            RowProblem(
                field: mapper.sourceName(of: "order_index"), value: String(index),
                problem: "is negative, and steps are numbered from 0 (seed 002 §2.3)",
                fix: "number the steps of each recipe from 0 up"))
    }
}
