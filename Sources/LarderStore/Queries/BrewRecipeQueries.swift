import GRDB

/// Reads `brew_recipes` and `brew_recipe_steps` for the recipe validation of seed 002 §3.1, and stores
/// its verdict in `is_valid` and `validation_errors`.
package enum BrewRecipeQueries {
    /// What the validation reads of a recipe.
    package struct Recipe: Sendable {
        /// The recipe's id.
        package var id: String
        /// Its name, nil when empty.
        package var name: String?
        /// `default_dose` in grams.
        package var dose: Double?
        /// `default_target_yield` in grams.
        package var yield: Double?
    }

    /// What the validation reads of a step.
    package struct Step: Sendable {
        /// `order_index`, 0-based.
        package var orderIndex: Int64
        /// `timer_duration_seconds`.
        package var timer: Double?
        /// `water_amount_grams`.
        package var water: Double?
        /// Whether the water amount is a running total (`is_cumulative_water_target`, true when missing).
        package var isCumulative: Bool
    }

    /// A recipe as a card to brew from: its stored fields, nil where the data has none.
    package struct Card: Equatable, Sendable {
        /// The recipe's id, name and method (nil when none).
        package var id, name: String
        package var method: String?
        /// `default_dose` and `default_target_yield` in grams, `default_water_temperature` in °C.
        package var dose, yield, temperature: Double?
        /// `default_grind_label` and `grind_tactile_descriptor`.
        package var grindLabel, grindDescriptor: String?
        /// The steps by `order_index`.
        package var steps: [CardStep]
    }

    /// One step of a card.
    package struct CardStep: Equatable, Sendable {
        /// `order_index`, 0-based.
        package var orderIndex: Int
        /// `instruction_text`, or nil.
        package var instruction: String?
        /// `timer_duration_seconds` and `water_amount_grams`, or nil.
        package var timer, water: Double?
        /// Whether the water amount is a running total (`is_cumulative_water_target`, true when missing).
        package var isCumulative: Bool
    }

    /// The card of the recipe `id` that `owners` may see, or nil when there is none.
    package static func card(ofRecipe id: String, for owners: OwnerFilter, in db: Database) throws -> Card? {
        let recipe: SQLRequest<Row> = """
            SELECT id, name, method, default_dose, default_target_yield, default_water_temperature,
                default_grind_label, grind_tactile_descriptor
            FROM brew_recipes r WHERE id = \(id) AND \(owners.condition(table: "brew_recipes", alias: "r"))
            """
        let steps: SQLRequest<Row> = """
            SELECT order_index, instruction_text, timer_duration_seconds, water_amount_grams,
                coalesce(is_cumulative_water_target, 1) AS cumulative
            FROM brew_recipe_steps WHERE recipe_id = \(id) ORDER BY order_index, id
            """
        let stepRows = try steps.fetchAll(db)
        guard let row = try recipe.fetchOne(db) else { return nil }
        return Card(
            id: row["id"], name: row["name"] ?? "", method: row["method"], dose: row["default_dose"],
            yield: row["default_target_yield"], temperature: row["default_water_temperature"],
            grindLabel: row["default_grind_label"], grindDescriptor: row["grind_tactile_descriptor"],
            steps: stepRows.map {
                CardStep(
                    orderIndex: $0["order_index"], instruction: $0["instruction_text"],
                    timer: $0["timer_duration_seconds"], water: $0["water_amount_grams"],
                    isCumulative: $0["cumulative"] as Int64 != 0)
            })
    }

    /// Every recipe, by id.
    package static func recipes(in db: Database) throws -> [Recipe] {
        try Row.fetchAll(db, sql: "SELECT id, name, default_dose, default_target_yield FROM brew_recipes ORDER BY id")
            .map { Recipe(id: $0["id"], name: $0["name"], dose: $0["default_dose"], yield: $0["default_target_yield"]) }
    }

    /// Every step, by the id of the recipe it belongs to; each recipe's steps by `order_index`.
    package static func stepsByRecipe(in db: Database) throws -> [String: [Step]] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT recipe_id, order_index, timer_duration_seconds, water_amount_grams,
                    coalesce(is_cumulative_water_target, 1) AS cumulative
                FROM brew_recipe_steps ORDER BY recipe_id, order_index
                """)
        return Dictionary(grouping: rows, by: { $0["recipe_id"] as String }).mapValues { rows in
            rows.map {
                Step(
                    orderIndex: $0["order_index"], timer: $0["timer_duration_seconds"], water: $0["water_amount_grams"],
                    isCumulative: $0["cumulative"] as Int64 != 0)
            }
        }
    }

    /// Marks the recipe `id` valid when `errors` is empty, else invalid with the errors one a line in
    /// `validation_errors`; a recipe already marked so is not written, so a re-import changes nothing.
    package static func markValidity(ofRecipe id: String, errors: [String], in db: Database) throws {
        let text: String? = errors.isEmpty ? nil : errors.joined(separator: "\n")
        try db.execute(
            sql: """
                UPDATE brew_recipes SET is_valid = ?, validation_errors = ?
                WHERE id = ? AND (is_valid IS NOT ? OR validation_errors IS NOT ?)
                """,
            arguments: [errors.isEmpty, text, id, errors.isEmpty, text])
    }
}
