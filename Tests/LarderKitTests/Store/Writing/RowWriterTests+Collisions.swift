import GRDB
import Testing

@testable import LarderStore

/// ``RowWriter`` keys rows by `id_hash`; a hash of one bit forces collisions, which must keep every row,
/// in a table whose `id` has a unique index (`locations`) and in one whose has none (`wish_items`).
@Suite struct RowWriterCollisionTests {
    static let tables = ["locations", "wish_items"]
    /// Two values for every id: three ids or more always collide.
    static let oneBit = IDHash(bits: 1)
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    /// A row of `table` with an id and a name (and a group, which `wish_items` requires).
    func row(_ table: String, _ id: String, _ name: String) -> GivenRow {
        let spec = Catalog.table(named: table)!
        return table == "locations"
            ? GivenRow(spec, ["id": id, "name": name]) : GivenRow(spec, ["id": id, "group_id": "g1", "name": name])
    }

    /// Stores `rows` with one writer keyed by `idHash`, in one transaction.
    func store(_ table: String, _ rows: [GivenRow], idHash: IDHash = Self.oneBit) throws -> [RowWriter.Outcome] {
        try database.writer.write { db in
            let writer = try RowWriter(db: db, table: Catalog.table(named: table)!, idHash: idHash)
            return try rows.map { row in try row.withBound { try writer.write($0, mask: row.mask) } }
        }
    }

    /// Every stored location as `id name`, ordered by id.
    func stored(_ table: String) throws -> [String] {
        try database.writer.read {
            try String.fetchAll($0, sql: "SELECT id || ' ' || name FROM \(SchemaSQL.quoted(table)) ORDER BY id")
        }
    }

    /// The stored `id_hash` values, NULL as nil, ordered by id.
    func hashes(_ table: String) throws -> [Int64?] {
        try database.writer.read {
            try Int64?.fetchAll($0, sql: "SELECT id_hash FROM \(SchemaSQL.quoted(table)) ORDER BY id")
        }
    }

    @Test(arguments: tables) func collidingIdsAreStoredAsRowsOfTheirOwnAndFoundAgain(table: String) throws {
        let rows = ["l1", "l2", "l3", "l4", "l5"].map { row(table, $0, "Shelf \($0)") }
        // A first import into an empty table (new rows expected), then a re-import (known rows expected).
        #expect(try store(table, rows) == Array(repeating: .inserted, count: 5))
        #expect(try store(table, rows) == Array(repeating: .unchanged, count: 5))
        #expect(try stored(table) == ["l1 Shelf l1", "l2 Shelf l2", "l3 Shelf l3", "l4 Shelf l4", "l5 Shelf l5"])
        // Each of the two hash values is held by one row; the rows whose hash was taken have none.
        let held = try hashes(table).compactMap { $0 }
        #expect(held.sorted() == [0, 1])
        #expect(try hashes(table).filter { $0 == nil }.count == 3)
    }

    @Test(arguments: tables) func aChangeToACollidingRowUpdatesThatRowAlone(table: String) throws {
        let rows = ["l1", "l2", "l3", "l4"].map { row(table, $0, "Shelf \($0)") }
        _ = try store(table, rows)
        for id in ["l1", "l2", "l3", "l4"] {
            #expect(try store(table, [row(table, id, "Moved \(id)")]) == [.updated], "\(id)")
        }
        #expect(try stored(table) == ["l1 Moved l1", "l2 Moved l2", "l3 Moved l3", "l4 Moved l4"])
    }

    @Test(arguments: tables) func collisionsAmongNewRowsInATableWithRowsAreStoredToo(table: String) throws {
        _ = try store(table, [row(table, "l1", "Fridge")])
        #expect(
            try store(table, [row(table, "l2", "Pantry"), row(table, "l3", "Cellar"), row(table, "l1", "Fridge")])
                == [.inserted, .inserted, .unchanged])
        #expect(try stored(table) == ["l1 Fridge", "l2 Pantry", "l3 Cellar"])
    }

    @Test(arguments: tables) func theSameRowTwiceInOneFileIsOneRowWhetherItsHashWasTakenOrNot(table: String) throws {
        let rows = ["l1", "l2", "l3"].map { row(table, $0, "Shelf \($0)") }
        #expect(try store(table, rows + rows) == [.inserted, .inserted, .inserted, .unchanged, .unchanged, .unchanged])
        #expect(try stored(table).count == 3)
    }

    @Test(arguments: tables) func aRowInsertedByHandWithoutItsHashIsFoundByItsIdAndTakesItsHash(table: String) throws {
        try database.writer.write {
            try $0.execute(
                sql: "INSERT INTO \(SchemaSQL.quoted(table)) (id, group_id, name) VALUES ('l1', 'g1', 'Fridge')")
        }
        #expect(try store(table, [row(table, "l1", "Fridge")], idHash: .standard) == [.unchanged])
        #expect(try store(table, [row(table, "l1", "Cold fridge")], idHash: .standard) == [.updated])
        #expect(try stored(table) == ["l1 Cold fridge"])
        #expect(try hashes(table) == [IDHash.standard.of("l1")])
    }
}
