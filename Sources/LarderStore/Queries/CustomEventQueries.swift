import GRDB

/// Reads the `custom_events` table for the events analysis.
package enum CustomEventQueries {
    /// One custom event as stored, its dates still as text.
    package struct Event: Sendable {
        /// The event's id and title.
        package var id, title: String
        /// The category, or nil.
        package var category: String?
        /// How often it was used, or nil.
        package var usageCount: Int?
        /// Whether it is a favourite, and whether it was AI-enhanced; nil when the export does not say.
        package var isFavorite, aiEnhanced: Bool?
        /// When it was last used and when it was created (ISO text), or nil.
        package var lastUsedAt, createdAt: String?
    }

    /// The events `owners` may see, by title then id.
    package static func events(for owners: OwnerFilter, in db: Database) throws -> [Event] {
        let request: SQLRequest<Row> = """
            SELECT id, title, category, usage_count, is_favorite, ai_enhanced, last_used_at, created_at
            FROM custom_events e WHERE \(owners.condition(table: "custom_events", alias: "e"))
            ORDER BY title, id
            """
        return try request.fetchAll(db).map { row in
            Event(
                id: row["id"], title: row["title"], category: row["category"], usageCount: row["usage_count"],
                isFavorite: row["is_favorite"], aiEnhanced: row["ai_enhanced"], lastUsedAt: row["last_used_at"],
                createdAt: row["created_at"])
        }
    }
}
