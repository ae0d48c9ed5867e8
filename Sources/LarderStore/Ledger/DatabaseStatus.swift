import GRDB

/// What the database holds: rows per table, the latest imports, and the rejected rows to fix.
public struct DatabaseStatus: Equatable, Sendable {
    /// One imported file of the ledger.
    public struct ImportedFile: Equatable, Sendable {
        /// The ledger's run id.
        public var runID: Int64
        /// The path as given.
        public var path: String
        /// The table(s) the rows went to.
        public var kind: String
        /// The counts.
        public var counts: RowCounts
        /// When the file's import finished (UTC).
        public var finishedAt: String
        /// Set when the file was not read because it was unchanged: the import whose rows it still has.
        public var unchangedSince: EarlierImport?
    }

    /// The number of rows in one table.
    public struct TableCount: Equatable, Sendable {
        /// The table.
        public var table: String
        /// Its rows.
        public var rows: Int
    }

    /// Rows per canonical and raw table, tables with rows only, by name.
    public var tableCounts: [TableCount]
    /// The number of runs in the ledger.
    public var runs: Int
    /// The latest imported files, newest first.
    public var recentFiles: [ImportedFile]
    /// The rejected rows (those of the latest import of each file), up to the number asked for.
    public var rejected: [RejectedRow]
    /// How many rows `rejected_rows` holds.
    public var rejectedTotal: Int

    /// Reads the status of a database: the `recent` latest files of the ledger, the first `rejected`
    /// rejected rows.
    public static func read(from database: LarderDatabase, recent: Int = 20, rejected limit: Int = 50) throws
        -> DatabaseStatus
    {
        try database.read { db in
            var counts: [TableCount] = []
            let tables = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                    + " AND name NOT LIKE 'grdb_%' ORDER BY name")
            for table in tables {
                let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SchemaSQL.quoted(table))") ?? 0
                if rows > 0 { counts.append(TableCount(table: table, rows: rows)) }
            }
            let files = try Row.fetchAll(
                db,
                sql: """
                    SELECT f.*, e.run_id AS earlier_run_id, e.kind AS earlier_kind, e.rows_read AS earlier_read,
                        e.rows_inserted AS earlier_inserted, e.rows_updated AS earlier_updated,
                        e.rows_unchanged AS earlier_unchanged, e.rows_rejected AS earlier_rejected
                    FROM import_files f LEFT JOIN import_files e ON e.id = f.unchanged_since
                    ORDER BY f.id DESC LIMIT ?
                    """, arguments: [recent]
            ).map(importedFile)
            // rejected_rows holds the rejections of each file's latest import only (an import replaces its
            // file's), so status reads the whole table, naming each file as its import was given it.
            let rejected = try Row.fetchAll(
                db,
                sql: "SELECT coalesce(f.path, r.path) AS shown, r.location, r.field, r.reason FROM rejected_rows r"
                    + " LEFT JOIN import_files f ON f.id = r.import_file_id ORDER BY r.import_file_id, r.id LIMIT ?",
                arguments: [limit]
            ).map { row in
                RejectedRow(path: row["shown"], location: row["location"], field: row["field"], reason: row["reason"])
            }
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM rejected_rows") ?? 0
            let runs = try Int.fetchOne(db, sql: "SELECT count(*) FROM import_runs") ?? 0
            return DatabaseStatus(
                tableCounts: counts, runs: runs, recentFiles: files, rejected: rejected, rejectedTotal: total)
        }
    }

    /// A ledger entry, with the import it names when its file was unchanged.
    private static func importedFile(_ row: Row) -> ImportedFile {
        let counts = { (prefix: String) in
            RowCounts(
                read: row[prefix + "read"], inserted: row[prefix + "inserted"], updated: row[prefix + "updated"],
                unchanged: row[prefix + "unchanged"], rejected: row[prefix + "rejected"])
        }
        let earlier = (row["earlier_run_id"] as Int64?).map { runID in
            EarlierImport(runID: runID, kind: row["earlier_kind"], counts: counts("earlier_"))
        }
        return ImportedFile(
            runID: row["run_id"], path: row["path"], kind: row["kind"], counts: counts("rows_"),
            finishedAt: row["finished_at"], unchangedSince: earlier)
    }
}
