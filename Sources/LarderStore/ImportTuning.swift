import GRDB

/// SQLite settings for a bulk import on the writer's connection, applied before a file's transaction
/// and restored after it: a page cache large enough for the id index of a million rows' worth of
/// upserts (SQLite's default is 2 MiB), within the import's memory budget.
///
/// Durability is not traded: the journal stays WAL with `synchronous = NORMAL` (GRDB's setting), so
/// a killed import leaves its file wholly imported or not at all.
package struct ImportTuning {
    /// The pragmas set for an import, with their values.
    static let settings: [(name: String, value: String)] = [("cache_size", "-32768"), ("mmap_size", "1073741824")]
    private var saved: [(name: String, value: String)] = []

    /// Applies the import settings, remembering the values they replace.
    package init(applyingTo db: Database) throws {
        for setting in Self.settings {
            let current = try String.fetchOne(db, sql: "PRAGMA \(setting.name)") ?? setting.value
            saved.append((setting.name, current))
            try db.execute(sql: "PRAGMA \(setting.name) = \(setting.value)")
        }
    }

    /// Puts back the values the import replaced.
    package func restore(_ db: Database) throws {
        for setting in saved { try db.execute(sql: "PRAGMA \(setting.name) = \(setting.value)") }
    }
}
