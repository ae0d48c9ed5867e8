import Foundation
import GRDB

/// Reads a larder database file as a user's `sqlite3` would, without migrating it: what the checks
/// after a kill or a concurrent run look at.
struct DatabaseProbe {
    private let queue: DatabaseQueue

    /// Opens the database at `path`, or returns nil when there is no file yet.
    init?(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        queue = try DatabaseQueue(path: path)
    }

    /// `PRAGMA integrity_check`: `ok` for a sound file.
    func integrity() throws -> String {
        try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }

    /// The rows of `table`, 0 when it does not exist yet.
    func count(_ table: String) throws -> Int {
        try queue.read { db in
            guard try db.tableExists(table) else { return 0 }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\"") ?? 0
        }
    }

    /// Every row of `table` as SQL literals, one line per row, sorted: equal contents give equal text.
    /// Built by SQLite itself, as a debug build of Swift is slow to compare a hundred thousand rows.
    func content(of table: String) throws -> String {
        try queue.read { db in
            guard try db.tableExists(table) else { return "" }
            let columns = try db.columns(in: table).map { "quote(\"\($0.name)\")" }.joined(separator: " || ',' || ")
            let sql =
                "SELECT group_concat(line, char(10)) FROM (SELECT \(columns) AS line FROM \"\(table)\" ORDER BY 1)"
            return try String.fetchOne(db, sql: sql) ?? ""
        }
    }

    /// The ledger's entries for a file path, in import order: rows read and inserted, and for a file
    /// not read because it was unchanged, the entry of the import whose rows it still has.
    func ledger(for path: String) throws -> [(read: Int, inserted: Int, unchangedSince: Int64?)] {
        try queue.read { db in
            guard try db.tableExists("import_files") else { return [] }
            return try Row.fetchAll(
                db,
                sql: "SELECT rows_read, rows_inserted, unchanged_since FROM import_files WHERE path = ? ORDER BY id",
                arguments: [path]
            ).map { ($0["rows_read"], $0["rows_inserted"], $0["unchanged_since"]) }
        }
    }

    /// The first column of the rows `sql` returns, as text.
    func strings(_ sql: String) throws -> [String] {
        try queue.read { try String.fetchAll($0, sql: sql) }
    }

    /// The statuses of the ledger's runs, in order.
    func runStatuses() throws -> [String?] {
        try queue.read { db in
            guard try db.tableExists("import_runs") else { return [] }
            return try String?.fetchAll(db, sql: "SELECT status FROM import_runs ORDER BY id")
        }
    }
}
