import GRDB
import Testing

@testable import LarderStore

/// ``RowStatements`` binds a flat row's values straight into SQLite: it inserts, finds and compares,
/// updates, and tells a row of another source by its `id_scope`.
@Suite struct RowStatementsTests {
    static let locations = Catalog.table(named: "locations")!
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    /// Runs `body` with the statements for the columns `row` gives, in one transaction.
    func withStatements<T>(for row: GivenRow, _ body: (RowStatements, Database) throws -> T) throws -> T {
        try database.writer.write { db in try body(try RowStatements(db: db, table: Self.locations, mask: row.mask), db)
        }
    }

    func insert(_ row: GivenRow) throws -> Bool {
        try withStatements(for: row) { statements, db in
            try row.withBound { try statements.insert($0, idHash: statements.hash(of: $0), db) }
        }
    }

    /// What `find` says of `row`: `absent`, `other source`, or `same source` and whether it differs.
    func find(_ row: GivenRow) throws -> String {
        try withStatements(for: row) { statements, db in
            switch try row.withBound({ try statements.find($0, idHash: statements.hash(of: $0), db) }) {
            case .absent: "absent"
            case .otherSource: "other source"
            case .sameSource(_, let differs): differs ? "same source, differs" : "same source"
            }
        }
    }

    func location(_ columns: KeyValuePairs<String, (any DatabaseValueConvertible)?>) -> GivenRow {
        GivenRow(Self.locations, columns)
    }

    @Test func insertStoresARowOnceAndThenSaysItsIdIsTaken() throws {
        #expect(try insert(location(["id": "l1", "name": "Fridge"])))
        #expect(try !insert(location(["id": "l1", "name": "Pantry"])))
        #expect(try database.writer.read { try String.fetchAll($0, sql: "SELECT name FROM locations") } == ["Fridge"])
    }

    @Test func findSaysWhetherAGivenColumnDiffers() throws {
        #expect(try find(location(["id": "l1", "name": "Fridge"])) == "absent")
        _ = try insert(location(["id": "l1", "name": "Fridge", "icon": "❄️", "sort_order": 3]))
        #expect(try find(location(["id": "l1", "name": "Fridge"])) == "same source")
        #expect(try find(location(["id": "l1", "name": "Freezer"])) == "same source, differs")
        #expect(try find(location(["id": "l1", "name": "Fridge", "icon": nil])) == "same source, differs")
        #expect(try find(location(["id": "l1", "name": "Fridge", "section": nil])) == "same source")
    }

    @Test func aNumberGivenAsTextIsComparedByTheColumnsAffinity() throws {
        _ = try insert(location(["id": "l1", "name": "Fridge", "sort_order": 3]))
        #expect(try find(location(["id": "l1", "name": "Fridge", "sort_order": "3"])) == "same source")
        #expect(try find(location(["id": "l1", "name": "Fridge", "sort_order": "4"])) == "same source, differs")
    }

    @Test func anotherScopeIsAnotherSourceAndNoScopeIsAnyScope() throws {
        _ = try insert(location(["id": "1", "name": "Fridge", "id_scope": "a/locations.csv"]))
        _ = try insert(location(["id": "2", "name": "Pantry"]))
        #expect(try find(location(["id": "1", "name": "Fridge", "id_scope": "b/locations.csv"])) == "other source")
        #expect(try find(location(["id": "1", "name": "Fridge", "id_scope": "a/locations.csv"])) == "same source")
        #expect(
            try find(location(["id": "2", "name": "Pantry", "id_scope": "b/locations.csv"])) == "same source, differs")
    }

    @Test func updateWritesTheGivenColumnsIntoTheStoredRow() throws {
        _ = try insert(location(["id": "l1", "name": "Fridge", "icon": "❄️"]))
        let row = location(["id": "l1", "name": "Freezer"])
        try withStatements(for: row) { statements, db in
            let rowID = try #require(try Int64.fetchOne(db, sql: "SELECT rowid FROM locations WHERE id = 'l1'"))
            try row.withBound { try statements.update($0, rowID: rowID, db) }
        }
        let stored = try database.writer.read { try Row.fetchOne($0, sql: "SELECT name, icon FROM locations") }
        #expect(stored == ["name": "Freezer", "icon": "❄️"])
    }

    @Test func theScopedIdIsTheIdAtItsScope() throws {
        let row = location(["id": "1", "name": "Pantry", "id_scope": "b/locations.csv"])
        #expect(
            try withStatements(for: row) { statements, _ in row.withBound(statements.scopedID) } == "1@b/locations.csv")
    }
}
