import Foundation
import GRDB

/// The larder SQLite database: opened, migrated, and handed to the importers and analyses.
public final class LarderDatabase: Sendable {
    /// The GRDB writer; a pool for files (readers see a consistent snapshot while an import writes),
    /// a queue in memory.
    public let writer: any DatabaseWriter

    /// Opens (creating if needed) and migrates the database at `path`.
    public init(path: String) throws {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            writer = try DatabasePool(path: path, configuration: Self.configuration)
            try Migrations.migrator.migrate(writer)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// Opens a new, migrated in-memory database (for tests and `larder validate`).
    public init() throws {
        writer = try DatabaseQueue(configuration: Self.configuration)
        try Migrations.migrator.migrate(writer)
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        // Foreign keys are declared for users and tools (Datasette shows them) but checked after a
        // whole run, so the order of files does not matter (see ImportSession).
        configuration.foreignKeysEnabled = false
        configuration.busyMode = .timeout(30)
        configuration.prepareDatabase { db in
            // Takes effect only in a new, empty database: 16 KiB pages (SQLite's default is 4 KiB) halve the
            // cost of a million-row import, whose tables and id indexes run to hundreds of megabytes.
            try db.execute(sql: "PRAGMA page_size = 16384")
        }
        return configuration
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
