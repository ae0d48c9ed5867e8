import GRDB
import LarderValues

/// Reads the brew logs and brew recipes.
package enum BrewQueries {
    /// One brew log as stored, with the current name and validity of the recipe it names.
    package struct Log: Sendable {
        /// The log's id.
        package var id: String
        /// When the brew was logged (ISO text), or nil.
        package var timestamp: String?
        /// The method as logged, or nil.
        package var method: String?
        /// The recipe's id, or nil.
        package var recipeID: String?
        /// The recipe's name at brew time.
        package var recipeNameAtBrew: String
        /// The recipe's current name, when the log names a recipe the owners may see.
        package var recipeName: String?
        /// Whether that recipe passed validation, or nil when there is none.
        package var recipeIsValid: Bool?
        /// Grams of coffee.
        package var doseGrams: Double
        /// Grams of water.
        package var targetYieldGrams: Double
        /// Water temperature in °C, or nil.
        package var waterTemperatureCelsius: Double?
        /// The rating.
        package var rating: Int
        /// The taste tag as logged, or nil.
        package var tasteTag: String?
    }

    /// A recipe that failed validation at import.
    package struct InvalidRecipe: Sendable {
        /// The recipe's id.
        package var id: String
        /// Its name.
        package var name: String
        /// Its method, or nil.
        package var method: String?
        /// The reasons, one a line, or nil.
        package var validationErrors: String?
    }

    /// The brews `owners` may see logged on or before `day`, oldest first.
    package static func logs(through day: CivilDate, for owners: OwnerFilter, in db: Database) throws -> [Log] {
        let request: SQLRequest<Row> = """
            SELECT l.id, l.timestamp, l.method, l.recipe_id, l.recipe_name_at_brew, l.dose_grams,
                l.target_yield_grams, l.water_temperature_celsius, l.rating, l.taste_tag,
                r.name AS recipe_name, r.is_valid AS recipe_is_valid
            FROM brew_logs l
            LEFT JOIN brew_recipes r ON r.id = l.recipe_id AND \(owners.condition(table: "brew_recipes", alias: "r"))
            WHERE substr(l.timestamp, 1, 10) <= \(day.description) AND \(owners.condition(table: "brew_logs", alias: "l"))
            ORDER BY l.timestamp, l.id
            """
        return try request.fetchAll(db).map { row in
            Log(
                id: row["id"], timestamp: row["timestamp"], method: row["method"], recipeID: row["recipe_id"],
                recipeNameAtBrew: row["recipe_name_at_brew"], recipeName: row["recipe_name"],
                recipeIsValid: row["recipe_is_valid"], doseGrams: row["dose_grams"],
                targetYieldGrams: row["target_yield_grams"], waterTemperatureCelsius: row["water_temperature_celsius"],
                rating: row["rating"], tasteTag: row["taste_tag"])
        }
    }

    /// Whether a brew log with this id is stored: a brew log summary, which has no dose or yield,
    /// completes it rather than being a brew of its own.
    package static func logExists(id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM brew_logs WHERE id = ?"), arguments: [id]) ?? false
    }

    /// The recipes `owners` may see that were marked invalid at import, by name then id.
    package static func invalidRecipes(for owners: OwnerFilter, in db: Database) throws -> [InvalidRecipe] {
        let request: SQLRequest<Row> = """
            SELECT id, name, method, validation_errors FROM brew_recipes r
            WHERE is_valid = 0 AND \(owners.condition(table: "brew_recipes", alias: "r"))
            ORDER BY name, id
            """
        return try request.fetchAll(db).map { row in
            InvalidRecipe(
                id: row["id"], name: row["name"], method: row["method"], validationErrors: row["validation_errors"])
        }
    }
}
