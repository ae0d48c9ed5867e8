import Foundation
import GRDB

/// An SQLite database some program made, generated for the rule of which files larder may write: only a
/// missing file, an empty one, or larder's own database (its `application_id`, `0x4C415244`). Two more
/// count as larder's own with `application_id` and `user_version` 0, made before larder set its id or
/// by a larder process creating it at that moment: one with no schema at all, and one whose only table
/// is an empty `grdb_migrations`.
package struct ForeignDatabase: Sendable, CustomStringConvertible {
    /// What its schema holds.
    package enum Schema: String, CaseIterable, Sendable {
        /// Nothing (a table created and dropped, so the file has its header).
        case nothing
        /// One table of its own.
        case oneTable
        /// Two tables of its own.
        case twoTables
        /// A view only.
        case viewOnly
        /// GRDB's migrations table, empty.
        case emptyMigrations
        /// GRDB's migrations table with another application's migration.
        case otherMigrations

        /// Its tables, as larder names them in a refusal.
        package var tables: [String] {
            switch self {
            case .nothing, .viewOnly: return []
            case .oneTable: return ["expenses"]
            case .twoTables: return ["expenses", "payees"]
            case .emptyMigrations, .otherMigrations: return ["grdb_migrations"]
            }
        }
    }

    /// larder's `application_id`, as the test knows it.
    package static let lardersID: UInt32 = 0x4C41_5244

    package var applicationID: UInt32
    package var userVersion: Int32
    package var schema: Schema
    package var pageSize: Int
    package var wal: Bool

    package init(applicationID: UInt32, userVersion: Int32, schema: Schema, pageSize: Int, wal: Bool) {
        self.applicationID = applicationID
        self.userVersion = userVersion
        self.schema = schema
        self.pageSize = pageSize
        self.wal = wal
    }

    /// Every combination of a few values of each.
    package static let all: [ForeignDatabase] = {
        var all: [ForeignDatabase] = []
        for applicationID: UInt32 in [0, lardersID, 1, 0x0F05_5112, 0xFFFF_FFFF, lardersID ^ 1] {
            for userVersion: Int32 in [0, 1, 42, -1] {
                for schema in Schema.allCases {
                    for pageSize in [512, 4096, 65_536] {
                        for wal in [false, true] {
                            all.append(
                                .init(
                                    applicationID: applicationID, userVersion: userVersion, schema: schema,
                                    pageSize: pageSize, wal: wal))
                        }
                    }
                }
            }
        }
        return all
    }()

    /// The test's oracle: whether larder may write this database.
    package var isLarders: Bool {
        if applicationID == Self.lardersID { return true }
        guard applicationID == 0, userVersion == 0 else { return false }
        return schema == .nothing || schema == .emptyMigrations
    }

    /// What larder's refusal says it is: `application_id 0x0F055112, user_version 42, 1 table: expenses`.
    package var identity: String {
        let id = String(applicationID, radix: 16, uppercase: true)
        let tables = schema.tables
        let holds =
            tables.isEmpty
            ? "no table" : "\(tables.count) table\(tables.count == 1 ? "" : "s"): \(tables.joined(separator: ", "))"
        return
            "application_id 0x\(String(repeating: "0", count: 8 - id.count) + id), user_version \(userVersion), \(holds)"
    }

    package var description: String { "\(identity), \(schema), page size \(pageSize)\(wal ? ", WAL" : "")" }

    /// Writes the database at `path`, closed (no `-wal` or `-shm` left).
    package func write(to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = \(pageSize)")
            if wal { try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: "PRAGMA application_id = \(Int32(bitPattern: applicationID))")
            try db.execute(sql: "PRAGMA user_version = \(userVersion)")
            try db.execute(sql: "CREATE TABLE made (x); DROP TABLE made")
            switch schema {
            case .nothing: break
            case .oneTable: try db.execute(sql: "CREATE TABLE expenses (id INTEGER, amount REAL)")
            case .twoTables:
                try db.execute(sql: "CREATE TABLE expenses (id INTEGER, amount REAL); CREATE TABLE payees (name TEXT)")
            case .viewOnly: try db.execute(sql: "CREATE VIEW answer AS SELECT 42")
            case .emptyMigrations:
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            case .otherMigrations:
                try db.execute(
                    sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);"
                        + " INSERT INTO grdb_migrations VALUES ('createPlayers')")
            }
        }
        try queue.close()
    }
}
