import GRDB

/// What an SQLite database is, read without writing it: whether it is larder's own, and how far larder's
/// migrations have brought it.
///
/// larder writes only a missing file, an empty (0-byte) file, or its own database: one whose
/// `application_id` is ``LarderDatabase/applicationID``. Two more are larder's own and carry no
/// `application_id` yet, both with `application_id` and `user_version` 0: a database an older larder made
/// (`grdb_migrations` holds larder's first migration; migration v15 gives it the `application_id`), and
/// a database another larder process is creating at this moment (no schema at all, or an empty
/// `grdb_migrations` alone). Anything else — another program's database, even an empty one that carries
/// its own `application_id` or `user_version` — is refused, and not a byte of it is written.
package struct DatabaseIdentity: Equatable, Sendable {
    /// `PRAGMA application_id`.
    package var applicationID: UInt32
    /// `PRAGMA user_version`.
    package var userVersion: Int32
    /// The names of its tables (SQLite's own left out), sorted.
    package var tables: [String]
    /// How many tables, indexes, views and triggers its schema holds.
    package var schemaObjects: Int
    /// The identifiers in `grdb_migrations`, when it has that table.
    package var migrations: Set<String>

    /// Reads the identity of a database, writing nothing.
    static func read(_ access: ReadOnlyAccess) throws -> DatabaseIdentity {
        do {
            return try access.read { db in try DatabaseIdentity(db) }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.cannotOpen(path: access.file.path, reason: LarderDatabase.describe(error))
        }
    }

    /// Reads the identity of `db`.
    package init(_ db: Database) throws {
        applicationID = UInt32(bitPattern: try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0)
        userVersion = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        schemaObjects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        migrations = tables.contains("grdb_migrations") ? try Migrations.migrator.appliedIdentifiers(db) : []
    }

    /// Whether the database is larder's own (see the type's rule).
    package var isLarders: Bool {
        if applicationID == LarderDatabase.applicationID { return true }
        guard applicationID == 0, userVersion == 0 else { return false }
        if schemaObjects == 0 || migrations.contains(Migrations.migrator.migrations[0]) { return true }
        return tables == ["grdb_migrations"] && migrations.isEmpty
    }

    /// How many of this larder's migrations the database has.
    package var appliedMigrations: Int {
        Migrations.migrator.migrations.filter(migrations.contains).count
    }

    /// Throws ``StoreError/notLarders(path:applicationID:userVersion:tables:)`` unless the database is larder's.
    package func requireLarders(path: String) throws {
        guard isLarders else {
            throw StoreError.notLarders(
                path: path, applicationID: applicationID, userVersion: userVersion, tables: tables)
        }
    }
}
