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
        /// The grind setting as logged, or nil.
        package var grindLabel: String?
        /// The bean, mill (grinder) and preparation (brewer) the log links, each as its id and its name
        /// (a bean's name as logged when no stored bean is linked), or nil.
        package var bean, mill, preparation: Link?
    }

    /// A stored row a brew log links (a bean, a grinder or a brewer): its id, or nil when the log
    /// names it only, and its name.
    package struct Link: Equatable, Sendable {
        /// The row's id, or nil.
        package var id: String?
        /// Its name (the id when the row is not stored) and, for a bean, its roaster (else nil).
        package var name: String
        package var roaster: String? = nil
    }

    /// The brew rows rejected at import, and the reason given most often.
    package struct Rejections: Equatable, Sendable {
        /// Rejected brew rows.
        package var count: Int
        /// The reason given most often, word for word (ties go to the reason that sorts first), or nil.
        package var commonestReason: String?
        /// How many rows were rejected for it.
        package var commonestCount: Int
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
                r.name AS recipe_name, r.is_valid AS recipe_is_valid, l.grind_label,
                l.bean_id, coalesce(b.name, l.bean_name, l.bean_id) AS bean, b.roaster AS bean_roaster,
                l.mill_id, coalesce(m.name, l.mill_id) AS mill,
                l.preparation_id, coalesce(p.name, l.preparation_id) AS preparation
            FROM brew_logs l
            LEFT JOIN brew_recipes r ON r.id = l.recipe_id AND \(owners.condition(table: "brew_recipes", alias: "r"))
            LEFT JOIN coffee_beans b ON b.id = l.bean_id
            LEFT JOIN coffee_mills m ON m.id = l.mill_id
            LEFT JOIN coffee_preparations p ON p.id = l.preparation_id
            WHERE substr(l.timestamp, 1, 10) <= \(day.description) AND \(owners.condition(table: "brew_logs", alias: "l"))
            ORDER BY l.timestamp, l.id
            """
        return try request.fetchAll(db).map { row in
            Log(
                id: row["id"], timestamp: row["timestamp"], method: row["method"], recipeID: row["recipe_id"],
                recipeNameAtBrew: row["recipe_name_at_brew"], recipeName: row["recipe_name"],
                recipeIsValid: row["recipe_is_valid"], doseGrams: row["dose_grams"],
                targetYieldGrams: row["target_yield_grams"], waterTemperatureCelsius: row["water_temperature_celsius"],
                rating: row["rating"], tasteTag: row["taste_tag"], grindLabel: row["grind_label"],
                bean: link(row["bean_id"], row["bean"], roaster: row["bean_roaster"]),
                mill: link(row["mill_id"], row["mill"]),
                preparation: link(row["preparation_id"], row["preparation"]))
        }
    }

    /// A link from its id and name; nil without a name.
    private static func link(_ id: String?, _ name: String?, roaster: String? = nil) -> Link? {
        name.map { Link(id: id, name: $0, roaster: roaster) }
    }

    /// How many brew rows (`kind` `brews`) `rejected_rows` holds, and the commonest reason. Brews have no
    /// owner, so every report counts them all.
    package static func rejections(in db: Database) throws -> Rejections {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT reason, count(*) AS rows FROM rejected_rows WHERE kind = 'brews'
                GROUP BY reason ORDER BY rows DESC, reason
                """)
        return Rejections(
            count: rows.reduce(0) { $0 + ($1["rows"] as Int) }, commonestReason: rows.first?["reason"],
            commonestCount: rows.first?["rows"] ?? 0)
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
