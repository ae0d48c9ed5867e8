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

    /// Opens (creating if needed) and migrates the database at `path`; writers wait up to `busyTimeout`
    /// seconds for another process's transaction.
    public init(path: String, busyTimeout: TimeInterval = LarderDatabase.busyTimeout) throws {
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
        try Migrations.migrator.migrate(writer)
    }

    /// Migrates, allowing for another process that migrated the same new database at the same moment:
    /// its schema arrives while this one reads an empty one, and then this one's `CREATE TABLE` fails.
    private static func migrate(_ writer: any DatabaseWriter) throws {
        do {
            try Migrations.migrator.migrate(writer)
        } catch {
            guard try writer.read(Migrations.migrator.hasCompletedMigrations) else { throw error }
        }
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        // Foreign keys are declared for users and tools (Datasette shows them) but checked after a
        // whole run, so the order of files does not matter (see ImportSession).
        configuration.foreignKeysEnabled = false
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // Takes effect only in a new, empty database: 16 KiB pages (SQLite's default is 4 KiB) halve the
            // cost of a million-row import, whose tables and id indexes run to hundreds of megabytes.
            try db.execute(sql: "PRAGMA page_size = 16384")
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
