import GRDB

/// The indexes of tables that were empty before an import, dropped for the import and built again at
/// its end: SQLite builds an index over a million rows several times faster by sorting them once than
/// by inserting each key into a growing tree.
///
/// A table's rows are then *appended*: with its unique indexes gone too (`id_hash`, `id` and any
/// other), nothing is looked up while the rows go in, and a row breaking a `CHECK` or `NOT NULL` rule
/// is still refused row by row. Two rows of the file that share a key are found by ``AppendedRows`` and
/// folded into one before the unique indexes are built, the later one's values winning. When that
/// cannot be done (rows of one key from two sections, or giving different columns), or another unique
/// index fails to build, ``buildDeferred(_:resolving:)`` throws ``DuplicateKeys`` and the file is
/// imported again without appending (``FileImporter`` in LarderImport), where the later row updates
/// the earlier one as usual. A table whose stored rows rules read during the import (`keepingUnique`)
/// keeps its unique indexes and is written row by row.
///
/// Both steps happen inside the file's transaction, so a failed import restores the indexes with
/// everything else.
package struct BulkIndexes {
    /// Two rows appended to a table share a key: building its unique index `index` failed.
    package struct DuplicateKeys: Error {
        /// The table.
        package let table: String
        /// The unique index that could not be built.
        package let index: String
    }

    private var deferred: [(table: String, name: String, sql: String, unique: Bool)] = []
    private var seen: Set<String> = []
    private var appended: Set<String> = []

    /// Creates an empty set of deferred indexes.
    package init() {}

    /// Drops the indexes of `table` when it holds no row (once per table and file): all of them, or,
    /// when `keepingUnique` or the table has a primary key (``SchemaSQL/tablesWithPrimaryKey``), those that
    /// enforce nothing. Whether the table's rows are appended (no unique index is left to check them
    /// against, see ``RowWriter``).
    ///
    /// A partial index stays: the one of `id` over rows without an `id_hash` is empty while rows that
    /// all have one go in, so keeping it costs nothing, and building it would read the whole table.
    package mutating func deferIndexes(of table: String, keepingUnique: Bool, _ db: Database) throws -> Bool {
        guard seen.insert(table).inserted else { return appended.contains(table) }
        let quoted = SchemaSQL.quoted(table)
        guard try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM \(quoted))") == true else { return false }
        // A primary key's index cannot be dropped: rows are then looked up as they go in, by `id_hash` too.
        let keepingUnique = try keepingUnique || Self.hasUniqueConstraint(table, db)
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql, sql LIKE 'CREATE UNIQUE%' AS "unique" FROM sqlite_master
                WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL AND (NOT ?2 OR sql NOT LIKE 'CREATE UNIQUE%')
                    AND name NOT IN (SELECT name FROM pragma_index_list(?1) WHERE partial)
                ORDER BY name
                """,
            arguments: [table, keepingUnique])
        for row in rows {
            let name: String = row["name"]
            deferred.append((table, name, row["sql"], row["unique"]))
            try db.execute(sql: "DROP INDEX \(SchemaSQL.quoted(name))")
        }
        let appends = !keepingUnique
        if appends { appended.insert(table) }
        return appends
    }

    /// Whether the table has a unique index over every row that no `CREATE INDEX` made, and so none can
    /// drop: a primary key or `UNIQUE` in the table's definition.
    private static func hasUniqueConstraint(_ table: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql:
                "SELECT EXISTS (SELECT 1 FROM pragma_index_list(?) WHERE \"unique\" AND NOT partial AND origin <> 'c')",
            arguments: [table]) ?? true
    }

    /// Folds the rows of `appended` tables that repeat a key (``AppendedRows/resolveRepeats(_:)``), then
    /// builds every index dropped by ``deferIndexes(of:keepingUnique:_:)``, unique ones first; throws
    /// ``DuplicateKeys`` when two appended rows still share a unique key. Returns what resolving each
    /// table's repeats did, by table name, for the tables with repeats.
    ///
    /// SQLite's sorter may hold as much memory as the page cache is allowed, on top of it; the cache is
    /// cut to 8 MiB meanwhile (its memory goes to the sorter), so an import's memory stays bounded.
    @discardableResult
    package mutating func buildDeferred(_ db: Database, resolving appended: [AppendedRows] = []) throws -> [String:
        AppendedRows.Resolution]
    {
        var resolutions: [String: AppendedRows.Resolution] = [:]
        for rows in appended where self.appended.contains(rows.table.name) {
            let resolution = try rows.resolveRepeats(db)
            if resolution.repeats > 0 { resolutions[rows.table.name] = resolution }
        }
        guard !deferred.isEmpty else { return resolutions }
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -8192")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        for index in deferred.filter(\.unique) + deferred.filter({ !$0.unique }) {
            do {
                try db.execute(sql: index.sql)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT && index.unique {
                throw DuplicateKeys(table: index.table, index: index.name)
            }
        }
        deferred = []
        return resolutions
    }
}
