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

    /// larder's `PRAGMA application_id` (`LARD`), set by migration v15: what makes a database larder's own.
    public static let applicationID: UInt32 = 0x4C41_5244

    private enum Storage: Sendable {
        case writer(any DatabaseWriter)
        case readOnly(ReadOnlyAccess)
    }

    private let storage: Storage

    /// The GRDB writer; a pool for files (readers see a consistent snapshot while an import writes),
    /// a queue in memory. A database opened read-only (``init(readingAt:wait:)``) has none: read it with
    /// ``read(_:)``.
    public var writer: any DatabaseWriter {
        guard case .writer(let writer) = storage else {
            preconditionFailure("a database opened read-only has no writer; read it with read(_:)")
        }
        return writer
    }

    /// The database file's path; nil for an in-memory database.
    public let path: String?

    /// Whether this process created the database file (it was missing or empty): its imports write with
    /// a rollback journal (``ImportTuning``), as no other process can be reading rows from it.
    public let isNew: Bool

    /// Opens (creating if needed) and migrates the database at `path`; writers wait for another process's
    /// transaction as `wait` says. Only a missing file, an empty one, or larder's own database is written
    /// (``DatabaseIdentity``); a file this user may not write, or in a folder it may not write, is refused
    /// as read-only before SQLite creates anything beside it.
    public init(path: String, wait: LockWait = LockWait()) throws {
        let file = DatabaseFile(path: path)
        switch file.contents {
        case .missing, .empty: isNew = true
        case .notSQLite: throw StoreError.notSQLite(path: path)
        case .unreadable(let reason): throw StoreError.cannotOpen(path: path, reason: reason)
        case .sqlite(let header):
            isNew = false
            let access = ReadOnlyAccess(file: file, isWAL: header.isWAL, wait: wait)
            try DatabaseIdentity.read(access).requireLarders(path: path)
        }
        if let why = file.whyReadOnly { throw StoreError.readOnly(path: path, why: why) }
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            storage = .writer(try Self.open(file, waiter: LockWaiter(file: file, wait: wait)))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw StoreError.busy(path: path, holder: LockHolder.holding(file)?.description, waited: wait.timeout)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        self.path = path
    }

    /// A database read through `access` (``init(readingAt:wait:)``).
    init(readOnly access: ReadOnlyAccess) {
        storage = .readOnly(access)
        path = access.file.path
        isNew = false
    }

    /// Opens `path` as ``init(path:wait:)`` does, failing after `busyTimeout` seconds behind another
    /// process's lock, in silence.
    public convenience init(path: String, busyTimeout: TimeInterval) throws {
        try self.init(path: path, wait: LockWait(timeout: busyTimeout))
    }

    /// Opens and migrates, trying again while another process holds the file: SQLite answers "busy" at
    /// once, without its busy handler, while a second process switches a new file to WAL or migrates it.
    /// A database with every migration is only read here, so opening it never waits for a writer.
    private static func open(_ file: DatabaseFile, waiter: LockWaiter) throws -> any DatabaseWriter {
        let started = Date()
        while true {
            do {
                let pool = try DatabasePool(path: file.path, configuration: configuration(busyMode: waiter.busyMode))
                if try !pool.read(Migrations.migrator.hasCompletedMigrations) { try migrate(pool) }
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                guard waiter.shouldKeepWaiting(since: started) else { throw error }
            }
        }
    }

    /// Reads one consistent snapshot of the database: every analysis of a report reads inside one call.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        switch storage {
        case .writer(let writer): return try writer.read(body)
        case .readOnly(let access): return try access.read(body)
        }
    }

    /// Opens a new, migrated in-memory database (for tests and `larder validate`).
    public init() throws {
        let queue = try DatabaseQueue(configuration: Self.configuration(busyMode: .timeout(Self.busyTimeout)))
        try Migrations.migrator.migrate(queue)
        storage = .writer(queue)
        path = nil
        isNew = false
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

    private static func configuration(busyMode: Database.BusyMode) -> Configuration {
        var configuration = Configuration()
        // Foreign keys are declared for users and tools (Datasette shows them) but checked after a
        // whole run, so the order of files does not matter (see ImportSession).
        configuration.foreignKeysEnabled = false
        configuration.busyMode = busyMode
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
                + " than the wait allowed (--wait). Run the imports one after the other, or import again when the"
                + " other ends"
        }
        return error.message ?? "\(error.resultCode)"
    }
}
