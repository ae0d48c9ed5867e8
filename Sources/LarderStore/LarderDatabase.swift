import Foundation
import GRDB

/// The larder SQLite database: opened, migrated, and handed to the importers and analyses.
///
/// A file database is a WAL-mode pool: `larder report` reads a consistent snapshot while an import
/// writes, and a second writer (another `larder import`) waits for the first one's file transaction,
/// up to ``busyTimeout``, before it fails with a message that says the database was busy.
public final class LarderDatabase: Sendable {
    /// How long a writer waits for another process's write transaction: long enough for the import of a
    /// very large file, bounded so that a stuck process is reported rather than waited on for ever.
    public static let busyTimeout: TimeInterval = 300

    /// The GRDB writer; a pool for files (readers see a consistent snapshot while an import writes),
    /// a queue in memory.
    public let writer: any DatabaseWriter

    /// Whether this process created the database file (it was missing or empty): its imports write with
    /// a rollback journal (``ImportTuning``), as no other process can be reading rows from it.
    public let isNew: Bool

    /// Opens (creating if needed) and migrates the database at `path`; writers wait up to `busyTimeout`
    /// seconds for another process's transaction.
    public init(path: String, busyTimeout: TimeInterval = LarderDatabase.busyTimeout) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        isNew = size == 0
        if !isNew { try Self.refuseForeign(path: path, busyTimeout: busyTimeout) }
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            writer = try Self.open(path: path, busyTimeout: busyTimeout)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// Opens and migrates, trying again while another process holds the file: SQLite answers "busy" at
    /// once, without its busy handler, while a second process switches a new file to WAL or migrates it.
    private static func open(path: String, busyTimeout: TimeInterval) throws -> any DatabaseWriter {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration(busyTimeout: busyTimeout))
                try migrate(pool)
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Opens a new, migrated in-memory database (for tests and `larder validate`).
    public init() throws {
        writer = try DatabaseQueue(configuration: Self.configuration(busyTimeout: Self.busyTimeout))
        isNew = false
        try Migrations.migrator.migrate(writer)
    }

    /// Migrates, allowing for another process that migrates the same new database at the same moment:
    /// its schema arrives while this one reads an older one, and then this one's `CREATE TABLE` fails.
    /// While the other process gets on (more migrations are applied than before the failure), this one
    /// tries again, so both end with every migration applied.
    private static func migrate(_ writer: any DatabaseWriter) throws {
        let migrator = Migrations.migrator
        var applied = try writer.read { try migrator.appliedIdentifiers($0).count }
        while true {
            do {
                return try migrator.migrate(writer)
            } catch {
                let now = try writer.read { try migrator.appliedIdentifiers($0).count }
                if now == migrator.migrations.count { return }
                guard now > applied else { throw error }
                applied = now
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// Refuses a database another program made — one with tables but no larder migration, or with
    /// migrations larder does not know (another GRDB application's) — before anything writes to it:
    /// opening the pool alone would switch its journal to WAL. For a file that holds something (an empty
    /// or missing one is new).
    private static func refuseForeign(path: String, busyTimeout: TimeInterval) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let foreign: [String]
        do {
            do {
                foreign = try DatabaseQueue(path: path, configuration: configuration).read { db in
                    try foreignTables(db)
                }
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK {
                // A process killed while writing with a rollback journal (a first import, see ImportTuning)
                // left a hot journal, which only a connection that may write can roll back: SQLite's own
                // recovery, which any program opening the file does, and which writes nothing else.
                configuration.readonly = false
                foreign = try DatabaseQueue(path: path, configuration: configuration).read { db in
                    try foreignTables(db)
                }
            }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        guard foreign.isEmpty else { throw StoreError.notLarders(path: path, tables: foreign) }
    }

    /// The database's tables when it is not larder's, else nothing.
    private static func foreignTables(_ db: Database) throws -> [String] {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        guard !tables.isEmpty else { return [] }
        guard tables.contains("grdb_migrations") else { return tables }
        // A larder database, of this release or a later one, starts with larder's first migration; one
        // that another larder process is creating has the migrations table and nothing else yet.
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        if applied.contains(Migrations.migrator.migrations[0]) { return [] }
        return applied.isEmpty && tables == ["grdb_migrations"] ? [] : tables
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        // Foreign keys are declared for users and tools (Datasette shows them) but checked after a
        // whole run, so the order of files does not matter (see ImportSession).
        configuration.foreignKeysEnabled = false
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // Takes effect only in a new, empty database. 4 KiB pages (SQLite's usual default, named here so
            // a build with another default makes the same files): a weekly re-import updates rows scattered
            // over the whole table, and each dirty page goes to the WAL and back, so smaller pages write less
            // (a 1M-deal feed with 1 % changed: ~2.0 s against ~2.55 s with 16 KiB pages). What it costs:
            // a first import makes four times the writes, each a quarter the size (+4–8 % at 3M rows), and
            // a report's scan of a million deals ~4 % more (docs/BENCHMARKS.md, "Page size").
            try db.execute(sql: "PRAGMA page_size = 4096")
        }
        return configuration
    }

    /// An error in words; a busy database says what kept it busy and what to do.
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        if error.resultCode == .SQLITE_BUSY {
            return "the database is busy: another process (a second `larder import`?) kept it locked for more"
                + " than the wait allowed. Run the imports one after the other, or import again when the other ends"
        }
        return error.message ?? "\(error.resultCode)"
    }
}
