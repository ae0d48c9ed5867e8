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
