import Foundation
import GRDB
import Testing

@testable import LarderKit

/// Migrations are frozen: the schema they build is the one the catalog describes, and a database written
/// by an earlier larder opens, migrates and keeps every row.
@Suite struct MigrationTests {
    /// A database written on 2026-11-24 by that day's main from `data/`, plus a raw table of an
    /// unrecognised CSV with a duplicated line: the upgrade starts from what users have.
    static let fixture = Bundle.module.url(forResource: "Fixtures/upgrade/main-2026-11-24", withExtension: "sqlite")!

    @Test func migratedSchemaIsTheCatalogs() throws {
        let migrated = try LarderDatabase()
        let expected = try DatabaseQueue()
        try expected.write { db in
            for table in Catalog.tables {
                for statement in SchemaSQL.statements(for: table) { try db.execute(sql: statement) }
            }
        }
        for table in Catalog.tables {
            let have = try migrated.writer.read { try Self.shape(of: table.name, $0) }
            let want = try expected.read { try Self.shape(of: table.name, $0) }
            #expect(have == want, "\(table.name): the catalog changed without a migration")
        }
    }

    @Test func aDatabaseOfAnEarlierMainMigratesWithEveryRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-upgrade-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("larder.sqlite").path
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
        let before = try Self.contents(atPath: path)
        #expect(before["inventory_items"]?.count == 63)
        #expect(before["brew_logs"]?.isEmpty == false)

        let database = try LarderDatabase(path: path)
        let applied = try database.writer.read { try Migrations.migrator.appliedIdentifiers($0) }
        #expect(applied.count == Migrations.migrator.migrations.count)
        try database.writer.read { db in
            for (table, rows) in before {
                guard let columns = rows.first.map({ Array($0.columnNames) }) else { continue }
                let list = columns.map(SchemaSQL.quoted).joined(separator: ", ")
                let now = try Row.fetchAll(db, sql: "SELECT \(list) FROM \(SchemaSQL.quoted(table)) ORDER BY rowid")
                #expect(now == rows, "\(table): rows changed in the upgrade")
            }
        }
    }

    /// Every table's rows, in the columns the fixture has, read without migrating.
    private static func contents(atPath path: String) throws -> [String: [Row]] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            var result: [String: [Row]] = [:]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for table in tables where table != "grdb_migrations" {
                result[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(SchemaSQL.quoted(table)) ORDER BY rowid")
            }
            return result
        }
    }

    /// A table's columns (name, type, not null, default, primary key), foreign keys and indexed columns.
    private static func shape(of table: String, _ db: Database) throws -> [String] {
        let columns = try db.columns(in: table).map {
            "\($0.name) \($0.type) \($0.isNotNull) \($0.defaultValueSQL ?? "-") \($0.primaryKeyIndex)"
        }
        let keys = try db.foreignKeys(on: table).map { "\($0.originColumns) → \($0.destinationTable)" }
        let indexes = try db.indexes(on: table).map { "\($0.columns) \($0.isUnique)" }.sorted()
        return columns + keys + indexes
    }
}
