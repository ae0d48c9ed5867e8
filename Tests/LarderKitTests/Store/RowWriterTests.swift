import GRDB
import Testing

@testable import LarderStore

/// ``RowWriter`` stores typed rows by id into an in-memory database and says what each did.
@Suite struct RowWriterTests {
    static let locations = Catalog.table(named: "locations")!
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    /// A `locations` row giving `columns`.
    func location(_ columns: KeyValuePairs<String, (any DatabaseValueConvertible)?>) -> GivenRow {
        GivenRow(Self.locations, columns)
    }

    /// Stores `rows` with one writer in one transaction, as one section of a file is stored.
    func store(_ rows: GivenRow...) throws -> [RowWriter.Outcome] {
        try database.writer.write { db in
            let writer = try RowWriter(db: db, table: Self.locations)
            return try rows.map { row in try row.withBound { try writer.write($0, mask: row.mask) } }
        }
    }

    /// Every stored location as `id|name|icon|id_scope`, SQL-quoted, ordered by id.
    func stored() throws -> [String] {
        try database.writer.read {
            try String.fetchAll(
                $0,
                sql: "SELECT quote(id) || '|' || quote(name) || '|' || quote(icon) || '|' || quote(id_scope)"
                    + " FROM locations ORDER BY id")
        }
    }

    @Test func aNewRowIsInserted() throws {
        #expect(try store(location(["id": "l1", "name": "Fridge"])) == [.inserted])
        #expect(try stored() == ["'l1'|'Fridge'|NULL|''"])
    }

    @Test func theSameRowAgainIsUnchangedWhetherNewOrKnownRowsAreExpected() throws {
        let fridge = location(["id": "l1", "name": "Fridge", "icon": "❄️"])
        #expect(try store(fridge, fridge) == [.inserted, .unchanged], "an empty table expects new rows first")
        #expect(try store(fridge, fridge) == [.unchanged, .unchanged], "a table with rows expects known ones")
        #expect(try stored() == ["'l1'|'Fridge'|'❄️'|''"])
    }

    @Test func aChangedColumnIsUpdatedAndAColumnTheRowDoesNotGiveIsKept() throws {
        _ = try store(location(["id": "l1", "name": "Fridge", "icon": "❄️"]))
        #expect(try store(location(["id": "l1", "name": "Cold fridge"])) == [.updated])
        #expect(try store(location(["id": "l1", "name": "Cold fridge", "icon": nil])) == [.updated])
        #expect(try stored() == ["'l1'|'Cold fridge'|NULL|''"])
    }

    @Test func aShortIdAnotherScopeHoldsIsStoredAsIdAtScope() throws {
        let fridge = location(["id": "1", "name": "Fridge", "id_scope": "a/locations.csv"])
        let pantry = location(["id": "1", "name": "Pantry", "id_scope": "b/locations.csv"])
        #expect(try store(fridge, pantry) == [.inserted, .inserted])
        #expect(try store(pantry, fridge) == [.unchanged, .unchanged])
        let shelf = location(["id": "1", "name": "Shelf", "id_scope": "b/locations.csv"])
        #expect(try store(shelf) == [.updated])
        #expect(
            try stored() == [
                "'1'|'Fridge'|NULL|'a/locations.csv'", "'1@b/locations.csv'|'Shelf'|NULL|'b/locations.csv'",
            ])
    }

    @Test func aRowStoredWithoutAScopeIsTheSameThingAndTakesTheScope() throws {
        _ = try store(location(["id": "1", "name": "Fridge"]))
        #expect(try store(location(["id": "1", "name": "Fridge", "id_scope": "a/locations.csv"])) == [.updated])
        #expect(try stored() == ["'1'|'Fridge'|NULL|'a/locations.csv'"])
    }

    @Test func aRowAConstraintRefusesThrowsTheDatabasesErrorAndStoresNothing() throws {
        #expect {
            try store(location(["id": "l1", "name": nil]))
        } throws: { error in
            (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
        }
        #expect(try stored() == [])
    }
}

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

    @Test func theStandardHashIsFNV1aOfTheIdsBytes() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c (the published test vector), as a signed integer.
        #expect(IDHash.standard.of("a") == Int64(bitPattern: 0xaf63_dc4c_8601_ec8c))
        #expect(IDHash.standard.of("") == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(IDHash(bits: 4).of("a") == 0xc)
    }
}
