import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

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
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try Self.copyOfFixture(in: folder)
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

    @Test func theFixturesRawTableIsKeyedByFileAndPlaceAndReimportingItKeepsTheDuplicateLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try Self.copyOfFixture(in: folder)
        let database = try LarderDatabase(path: path)
        let (columns, indexes, places) = try database.writer.read { db in
            (
                try db.columns(in: "raw_paint_swatches").map(\.name),
                try db.indexes(on: "raw_paint_swatches").map { "\($0.columns) \($0.isUnique)" },
                try String.fetchAll(db, sql: "SELECT _source_file || ' ' || _source_location FROM raw_paint_swatches")
            )
        }
        #expect(columns == ["_source_file", "_source_location", "_row_json", "colour", "shade"])
        #expect(indexes == [#"["_source_file", "_source_location"] true"#])
        // The ledger recorded the file as `paint-swatches.csv`, as that import was given it.
        #expect(places == ["paint-swatches.csv line 2", "paint-swatches.csv line 3"])
        let csv = URL(
            fileURLWithPath: try folder.write("colour,shade\nred,dark\nblue,\nred,dark\n", to: "paint-swatches.csv"))
        let importer = FileImporter(
            writer: database.writer, runID: try ImportLedger.beginRun(command: "import", in: database.writer),
            kind: .recognise)
        let summary = try importer.importFile(at: csv, path: "paint-swatches.csv")
        // Line 3's `_row_json` now says its empty unquoted `shade` is null, as the column always stored it.
        #expect(summary.counts == RowCounts(read: 3, inserted: 1, updated: 1, unchanged: 1))
        let rows = try database.writer.read {
            try String.fetchAll(
                $0,
                sql:
                    "SELECT _source_location || ' ' || quote(colour) || ' ' || quote(shade) FROM raw_paint_swatches ORDER BY rowid"
            )
        }
        #expect(rows == ["line 2 'red' 'dark'", "line 3 'blue' NULL", "line 4 'red' 'dark'"])
        let files = try database.writer.read {
            try String.fetchAll($0, sql: "SELECT DISTINCT _source_file FROM raw_paint_swatches")
        }
        #expect(files == [SourcePath.of(csv)])
    }

    @Test func rawRowsTheLedgerCannotTieToOnePlaceOfOneFileAreKeptWithoutAFile() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v2 deals by zip code")
        try queue.write { db in
            // `raw_notes` came from one file whose line 2 changed once, and has a column named like the row
            // id; `raw_mixed` came from two files.
            try db.execute(
                sql: """
                    CREATE TABLE "raw_notes" (_source_location TEXT NOT NULL, _row_json TEXT NOT NULL UNIQUE, "RowID" TEXT);
                    INSERT INTO raw_notes VALUES ('line 2', '{}', 'old'), ('line 3', '[]', 'x'), ('line 2', '{ }', 'new');
                    CREATE TABLE "raw_mixed" (_source_location TEXT NOT NULL, _row_json TEXT NOT NULL UNIQUE, "a" TEXT);
                    INSERT INTO raw_mixed VALUES ('line 2', '{}', 'one'), ('line 2', '{ }', 'two');
                    INSERT INTO import_runs (command, started_at) VALUES ('import', '2026-11-24T00:00:00Z');
                    """)
            for (path, kind) in [
                ("notes.csv", "raw_notes"), ("a/mixed.csv", "deals,raw_mixed"), ("b/mixed.csv", "raw_mixed"),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO import_files (run_id, path, size, sha256, format, kind, rows_read, rows_inserted,
                            rows_updated, rows_unchanged, rows_rejected, started_at, finished_at)
                        VALUES (1, ?, 0, '', 'csv', ?, 0, 0, 0, 0, 0, '', '')
                        """, arguments: [path, kind])
            }
        }
        try Migrations.migrator.migrate(queue)
        let rows = try queue.read { db in
            try ["raw_notes", "raw_mixed"].flatMap { table in
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT quote(_source_file) || ' ' || _source_location || ' ' || _row_json FROM \(table) ORDER BY _rowid_"
                )
            }
        }
        #expect(
            rows == [
                "NULL line 2 {}", "'notes.csv' line 3 []", "'notes.csv' line 2 { }", "NULL line 2 {}",
                "NULL line 2 { }",
            ])
    }

    /// The path of a copy of the fixture, `larder.sqlite` in `folder`.
    static func copyOfFixture(in folder: TemporaryFolder) throws -> String {
        let path = folder.url.appendingPathComponent("larder.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
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
