import GRDB

/// Secondary indexes of tables that were empty before an import, dropped for the import and built
/// again at its end: SQLite builds an index over a million rows several times faster by sorting them
/// once than by inserting each key into a growing tree.
///
/// Only indexes that enforce nothing are deferred (not `UNIQUE`), and the unique index of `id`, which
/// the writer needs no more than they do: it finds rows by `id_hash`, whose unique index stays, and
/// one id has one hash, so an id is stored once whether its index is there or not (``RowWriter``).
/// Every constraint a row can break is still checked row by row, so rejected rows are the same. Both
/// steps happen inside the file's transaction, so a failed import restores the indexes with everything
/// else.
package struct BulkIndexes {
    private var deferred: [(table: String, sql: String)] = []
    private var seen: Set<String> = []

    /// Creates an empty set of deferred indexes.
    package init() {}

    /// Drops the secondary indexes of `table` when it holds no row (once per table and file), and its
    /// `id` index unless `keepingIDIndex`: rules that read stored rows by id during the import need it.
    package mutating func deferIndexes(of table: String, keepingIDIndex: Bool, _ db: Database) throws {
        guard seen.insert(table).inserted else { return }
        let quoted = SchemaSQL.quoted(table)
        guard try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM \(quoted))") == true else { return }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql FROM sqlite_master
                WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL
                    AND (sql NOT LIKE 'CREATE UNIQUE%' OR (name = ?2 AND NOT ?3))
                """,
            arguments: [table, SchemaSQL.uniqueIndexName(table, ["id"]), keepingIDIndex])
        for row in rows {
            let name: String = row["name"]
            deferred.append((table, row["sql"]))
            try db.execute(sql: "DROP INDEX \(SchemaSQL.quoted(name))")
        }
    }

    /// Builds every index dropped by ``deferIndexes(of:keepingIDIndex:_:)``.
    ///
    /// SQLite's sorter may hold as much memory as the page cache is allowed, on top of it; the cache is
    /// cut to 8 MiB meanwhile (its memory goes to the sorter), so an import's memory stays bounded.
    package mutating func buildDeferred(_ db: Database) throws {
        guard !deferred.isEmpty else { return }
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -8192")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        for index in deferred { try db.execute(sql: index.sql) }
        deferred = []
    }
}
