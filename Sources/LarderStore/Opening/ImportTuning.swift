import GRDB

/// SQLite settings for a bulk import on the writer's connection, applied before a file's transaction
/// and restored after it: a page cache large enough for the id index of a million rows' worth of
/// upserts (SQLite's default is 2 MiB), within the import's memory budget.
///
/// Durability is not traded: a killed import leaves its file wholly imported or not at all. The journal
/// is WAL with `synchronous = NORMAL` (GRDB's setting), except in a database this process created
/// (`rollbackJournal`): there the file is written with a rollback journal and `synchronous = FULL`,
/// and WAL comes back after it. WAL writes every page twice, once to the WAL and once more when it is
/// checkpointed into the database, while a rollback journal keeps no copy of the pages a new database
/// gains (a million-row first import spends about a second less). What WAL gives, a reader that sees
/// the rows before the file while it goes in, matters to nobody in a database that had no rows: a
/// process that opens it meanwhile waits for the file (``LarderDatabase/busyTimeout``). When another
/// connection holds the database, SQLite refuses the switch and the file goes in through the WAL.
package struct ImportTuning {
    /// The pragmas set for an import, with their values.
    static let settings: [(name: String, value: String)] = [("cache_size", "-32768"), ("mmap_size", "1073741824")]
    private var saved: [(name: String, value: String)] = []
    /// The `synchronous` setting replaced while the rollback journal is on, or nil when WAL stayed.
    private var savedSynchronous: String?

    /// Applies the import settings, remembering the values they replace; with `rollbackJournal`, leaves
    /// WAL for a rollback journal when SQLite allows it.
    package init(applyingTo db: Database, rollbackJournal: Bool = false) throws {
        for setting in Self.settings {
            let current = try String.fetchOne(db, sql: "PRAGMA \(setting.name)") ?? setting.value
            saved.append((setting.name, current))
            try db.execute(sql: "PRAGMA \(setting.name) = \(setting.value)")
        }
        guard rollbackJournal, try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" else { return }
        let synchronous = try String.fetchOne(db, sql: "PRAGMA synchronous") ?? "1"
        // Another connection in WAL mode makes the switch fail (busy) or leaves the mode as it was.
        guard (try? String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")) == "delete" else { return }
        savedSynchronous = synchronous
        try db.execute(sql: "PRAGMA synchronous = FULL")
    }

    /// Whether the file is written with a rollback journal.
    package var usesRollbackJournal: Bool { savedSynchronous != nil }

    /// Puts back the values the import replaced, WAL among them.
    package func restore(_ db: Database) throws {
        for setting in saved { try db.execute(sql: "PRAGMA \(setting.name) = \(setting.value)") }
        if let savedSynchronous {
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = \(savedSynchronous)")
        }
    }
}
