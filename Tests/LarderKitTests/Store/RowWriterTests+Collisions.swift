import GRDB
import Testing

@testable import LarderStore

/// ``RowWriter`` keys rows by `id_hash`; a hash of one bit forces collisions, which must keep every row.
@Suite struct RowWriterCollisionTests {
    static let locations = Catalog.table(named: "locations")!
    /// Two values for every id: three ids or more always collide.
    static let oneBit = IDHash(bits: 1)
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    func location(_ id: String, _ name: String) -> GivenRow {
        GivenRow(Self.locations, ["id": id, "name": name])
    }

    /// Stores `rows` with one writer keyed by `idHash`, in one transaction.
    func store(_ rows: [GivenRow], idHash: IDHash = Self.oneBit) throws -> [RowWriter.Outcome] {
        try database.writer.write { db in
            let writer = try RowWriter(db: db, table: Self.locations, idHash: idHash)
            return try rows.map { row in try row.withBound { try writer.write($0, mask: row.mask) } }
        }
    }

    /// Every stored location as `id name`, ordered by id.
    func stored() throws -> [String] {
        try database.writer.read { try String.fetchAll($0, sql: "SELECT id || ' ' || name FROM locations ORDER BY id") }
    }

    /// The stored `id_hash` values, NULL as nil, ordered by id.
    func hashes() throws -> [Int64?] {
        try database.writer.read { try Int64?.fetchAll($0, sql: "SELECT id_hash FROM locations ORDER BY id") }
    }

    @Test func collidingIdsAreStoredAsRowsOfTheirOwnAndFoundAgain() throws {
        let rows = ["l1", "l2", "l3", "l4", "l5"].map { location($0, "Shelf \($0)") }
        // A first import into an empty table (new rows expected), then a re-import (known rows expected).
        #expect(try store(rows) == Array(repeating: .inserted, count: 5))
        #expect(try store(rows) == Array(repeating: .unchanged, count: 5))
        #expect(try stored() == ["l1 Shelf l1", "l2 Shelf l2", "l3 Shelf l3", "l4 Shelf l4", "l5 Shelf l5"])
        // Each of the two hash values is held by one row; the rows whose hash was taken have none.
        let held = try hashes().compactMap { $0 }
        #expect(held.sorted() == [0, 1])
        #expect(try hashes().filter { $0 == nil }.count == 3)
    }

    @Test func aChangeToACollidingRowUpdatesThatRowAlone() throws {
        let rows = ["l1", "l2", "l3", "l4"].map { location($0, "Shelf \($0)") }
        _ = try store(rows)
        for id in ["l1", "l2", "l3", "l4"] {
            #expect(try store([location(id, "Moved \(id)")]) == [.updated], "\(id)")
        }
        #expect(try stored() == ["l1 Moved l1", "l2 Moved l2", "l3 Moved l3", "l4 Moved l4"])
    }

    @Test func collisionsAmongNewRowsInATableWithRowsAreStoredToo() throws {
        _ = try store([location("l1", "Fridge")])
        #expect(
            try store([location("l2", "Pantry"), location("l3", "Cellar"), location("l1", "Fridge")])
                == [.inserted, .inserted, .unchanged])
        #expect(try stored() == ["l1 Fridge", "l2 Pantry", "l3 Cellar"])
    }

    @Test func theSameRowTwiceInOneFileIsOneRowWhetherItsHashWasTakenOrNot() throws {
        let rows = ["l1", "l2", "l3"].map { location($0, "Shelf \($0)") }
        #expect(try store(rows + rows) == [.inserted, .inserted, .inserted, .unchanged, .unchanged, .unchanged])
        #expect(try stored().count == 3)
    }

    @Test func aRowInsertedByHandWithoutItsHashIsFoundByItsIdAndTakesItsHash() throws {
        try database.writer.write { try $0.execute(sql: "INSERT INTO locations (id, name) VALUES ('l1', 'Fridge')") }
        #expect(try store([location("l1", "Fridge")], idHash: .standard) == [.unchanged])
        #expect(try store([location("l1", "Cold fridge")], idHash: .standard) == [.updated])
        #expect(try stored() == ["l1 Cold fridge"])
        #expect(try hashes() == [IDHash.standard.of("l1")])
    }
}
