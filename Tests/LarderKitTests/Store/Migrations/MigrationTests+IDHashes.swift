import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// Migration v9 rebuilds every canonical table of an existing database around `id_hash`: every row kept
/// with its rowid and values, every id hashed, colliding ids kept apart.
@Suite struct IDHashMigrationTests {
    /// A queue as larder opens one: foreign keys declared but not enforced.
    static func queue(path: String? = nil) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        return try path.map { try DatabaseQueue(path: $0, configuration: configuration) }
            ?? DatabaseQueue(configuration: configuration)
    }

    /// A database at `folder`/larder.sqlite migrated up to `migration` and holding what `sql` inserts, and
    /// its rows (``rows(_:)``) before any later migration: what an upgrade test starts from.
    static func database(at migration: String, holding sql: String, in folder: TemporaryFolder) throws
        -> (path: String, before: [String: [Row]])
    {
        let path = folder.url.appendingPathComponent("larder.sqlite").path
        let queue = try queue(path: path)
        try Migrations.migrator.migrate(queue, upTo: migration)
        try queue.write { try $0.execute(sql: sql) }
        let before = try queue.read { try rows($0) }
        try queue.close()
        return (path, before)
    }

    /// Every canonical table's rows with their rowid, ordered by it: the tables a v8 database has (a later
    /// migration's new tables, such as v13's `store_names`, start empty).
    static func rows(_ db: Database) throws -> [String: [Row]] {
        let sql = { "SELECT rowid AS larder_rowid, * FROM \(SchemaSQL.quoted($0)) ORDER BY rowid" }
        let tables = try Catalog.tables.map(\.name).filter { try db.tableExists($0) }
        return Dictionary(uniqueKeysWithValues: try tables.map { ($0, try Row.fetchAll(db, sql: sql($0))) })
    }

    @Test func aPopulatedV8DatabaseKeepsEveryRowWithItsRowidAndEveryIdGetsItsHash() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let queue = try Self.queue(path: try MigrationTests.copyOfFixture(in: folder))
        try Migrations.migrator.migrate(queue, upTo: "v8 unchanged files")
        let before = try queue.read(Self.rows)
        #expect(before.values.map(\.count).reduce(0, +) > 100)

        try Migrations.migrator.migrate(queue)
        try queue.read { db in
            for (table, rows) in before {
                let columns =
                    ["rowid AS larder_rowid"] + (rows.first?.columnNames.dropFirst().map(SchemaSQL.quoted) ?? [])
                let now = try Row.fetchAll(
                    db,
                    sql: "SELECT \(columns.joined(separator: ", ")) FROM \(SchemaSQL.quoted(table)) ORDER BY rowid")
                #expect(now == rows, "\(table): rows or rowids changed")
                for row in try Row.fetchAll(db, sql: "SELECT id, id_hash FROM \(SchemaSQL.quoted(table))") {
                    #expect(row["id_hash"] as Int64? == IDHash.standard.of(row["id"]), "\(table) \(row)")
                }
            }
            // The declared foreign keys still name unique columns (a mismatch would throw here).
            _ = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
        }
    }

    @Test func collidingIdsKeepTheirRowsAndTheFirstKeepsTheHash() throws {
        let queue = try Self.queue()
        try Migrations.migrator.migrate(queue, upTo: "v8 unchanged files")
        let ids = ["l1", "l2", "l3", "l4", "l5"]
        try queue.write { db in
            for id in ids {
                try db.execute(sql: "INSERT INTO locations (id, name) VALUES (?, ?)", arguments: [id, "Shelf \(id)"])
            }
            // A one-bit hash: two values for five ids.
            try Migrations.addIDHashes(db, hashing: IDHash(bits: 1))
        }
        let rows = try queue.read {
            try Row.fetchAll($0, sql: "SELECT rowid, id, name, id_hash FROM locations ORDER BY rowid")
        }
        #expect(rows.map { $0["id"] as String } == ids)
        #expect(rows.map { $0["rowid"] as Int64 } == [1, 2, 3, 4, 5])
        // The first row of each hash value holds it; the later rows with that value have none.
        var seen: Set<Int64> = []
        for row in rows {
            let hash = IDHash(bits: 1).of(row["id"] as String)
            #expect(row["id_hash"] as Int64? == (seen.insert(hash).inserted ? hash : nil), "\(row)")
        }

        let locations = Catalog.table(named: "locations")!
        let outcomes = try queue.write { db in
            let writer = try RowWriter(db: db, table: locations, idHash: IDHash(bits: 1))
            return try ids.map { id in
                let row = GivenRow(locations, ["id": id, "name": id == "l4" ? "Moved" : "Shelf \(id)"])
                return try row.withBound { try writer.write($0, mask: row.mask) }
            }
        }
        #expect(outcomes == [.unchanged, .unchanged, .unchanged, .updated, .unchanged])
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM locations") } == 5)
    }
}
