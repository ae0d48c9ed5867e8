import GRDB

/// Reads what the ledger says was not imported into a table: the rows rejected at import and the
/// sections kept as text, for the report's "notImported" part. The ledger's rows have no owner, so every
/// report reads them all.
package enum ImportQueries {
    /// A rejected row, named by the path its import was given.
    package struct Rejection: Sendable {
        /// The row's kind (`inventory`, or `raw` for a record of a raw section), the file as given and the
        /// place in it (`line 3`, a JSON path).
        package var kind, path, location: String
        /// The first field at fault and its value, when one is.
        package var field, value: String?
        /// Why, and the row as read (a JSON object).
        package var reason, rawRow: String
    }

    /// A kind and how many of its rows were rejected.
    package struct KindCount: Sendable {
        package var kind: String
        package var rows: Int
    }

    /// A section of a file's latest import kept as text.
    package struct KeptSection: Sendable {
        /// The file as its latest import was given it, the section and the raw table.
        package var path, section, tableName: String
        package var rows: Int
        /// The table whose evidence came nearest and what it lacked; nil when none came near.
        package var nearest, lacks: String?
        package var reason: String
        package var onPurpose: Bool
    }

    /// How many rows `rejected_rows` holds per kind (each file's latest import), by kind.
    package static func rejectionCounts(in db: Database) throws -> [KindCount] {
        try Row.fetchAll(db, sql: "SELECT kind, count(*) AS rows FROM rejected_rows GROUP BY kind ORDER BY kind").map {
            KindCount(kind: $0["kind"], rows: $0["rows"])
        }
    }

    /// The first `limit` rejected rows of each kind, by kind, then file as given, then the order they
    /// were read in.
    package static func rejections(perKind limit: Int, in db: Database) throws -> [Rejection] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT kind, shown, location, field, value, reason, raw_row FROM (
                    SELECT r.kind, coalesce(f.path, r.path) AS shown, r.location, r.field, r.value, r.reason, r.raw_row,
                        row_number() OVER (PARTITION BY r.kind ORDER BY coalesce(f.path, r.path), r.id) AS place
                    FROM rejected_rows r LEFT JOIN import_files f ON f.id = r.import_file_id)
                WHERE place <= ? ORDER BY kind, place
                """, arguments: [limit]
        ).map { row in
            Rejection(
                kind: row["kind"], path: row["shown"], location: row["location"], field: row["field"],
                value: row["value"], reason: row["reason"], rawRow: row["raw_row"])
        }
    }

    /// The sections kept as text by the latest import of each file (through an unchanged file's entry to
    /// the import whose rows still stand), by path as given, then section order.
    package static func keptSections(in db: Database) throws -> [KeptSection] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT f.path, k.section, k.table_name, k.rows, k.nearest, k.lacks, k.reason, k.on_purpose
                FROM import_files f JOIN import_kept_sections k ON k.import_file_id = coalesce(f.unchanged_since, f.id)
                WHERE f.id IN (SELECT max(id) FROM import_files GROUP BY coalesce(source_file, path))
                ORDER BY f.path, k.id
                """
        ).map { row in
            KeptSection(
                path: row["path"], section: row["section"], tableName: row["table_name"], rows: row["rows"],
                nearest: row["nearest"], lacks: row["lacks"], reason: row["reason"], onPurpose: row["on_purpose"])
        }
    }
}
