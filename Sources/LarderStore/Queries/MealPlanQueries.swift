import GRDB
import LarderValues

/// Reads meal plans (`meal_plans`) for the savings analysis.
package enum MealPlanQueries {
    /// Where a meal plan shops: its zip code and preferred stores as stored.
    package struct ShoppingPlace: Sendable {
        /// The plan's id.
        package var id: String
        /// Its name, or nil.
        package var name: String?
        /// Its zip code, or nil.
        package var zipCode: String?
        /// Its preferred stores (a JSON array or a list), or nil.
        package var preferredStores: String?
    }

    /// The estimated savings (nil when unknown) of the plans `owners` may see that start (else were
    /// created) in `month` (`YYYY-MM`).
    package static func estimatedSavings(inMonth month: String, for owners: OwnerFilter, in db: Database) throws
        -> [Double?]
    {
        let request: SQLRequest<Double?> = """
            SELECT m.estimated_savings FROM meal_plans m
            WHERE substr(COALESCE(m.start_date, m.created_at), 1, 7) = \(month)
                AND \(owners.condition(table: "meal_plans", alias: "m"))
            """
        return try request.fetchAll(db)
    }

    /// The zip code and preferred stores of the latest plan `owners` may see that gives either: the
    /// plan starting (else created) last on or before `day`, undated plans last, ties by id.
    package static func latestShoppingPlace(onOrBefore day: CivilDate, for owners: OwnerFilter, in db: Database)
        throws -> ShoppingPlace?
    {
        let request: SQLRequest<Row> = """
            SELECT m.id, m.name, m.zip_code, m.preferred_stores FROM meal_plans m
            WHERE (m.zip_code IS NOT NULL OR m.preferred_stores IS NOT NULL)
                AND (COALESCE(m.start_date, m.created_at) IS NULL
                    OR substr(COALESCE(m.start_date, m.created_at), 1, 10) <= \(day.description))
                AND \(owners.condition(table: "meal_plans", alias: "m"))
            ORDER BY COALESCE(m.start_date, m.created_at) IS NULL, substr(COALESCE(m.start_date, m.created_at), 1, 10) DESC,
                m.id DESC
            LIMIT 1
            """
        return try request.fetchOne(db).map { row in
            ShoppingPlace(
                id: row["id"], name: row["name"], zipCode: row["zip_code"], preferredStores: row["preferred_stores"])
        }
    }
}
