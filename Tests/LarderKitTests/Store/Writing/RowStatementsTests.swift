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
            case .sameSource(_, let changed): changed != 0 ? "same source, differs" : "same source"
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

    /// The mask `find` gives for `row`, as the names of the columns whose values differ.
    func changedColumns(_ row: GivenRow) throws -> [String] {
        let changed = try withStatements(for: row) { statements, db -> UInt64 in
            guard
                case .sameSource(_, let changed) = try row.withBound({
                    try statements.find($0, idHash: statements.hash(of: $0), db)
                })
            else { return 0 }
            return changed
        }
        let columns = Self.locations.columns
        let given = columns.indices.filter { row.mask & (1 << UInt64($0)) != 0 }.map { columns[$0].name }
        return given.indices.filter { changed & (1 << UInt64($0)) != 0 }.map { given[$0] }
    }

    @Test func findSaysWhichGivenColumnsDiffer() throws {
        _ = try insert(location(["id": "l1", "name": "Fridge", "icon": "❄️", "sort_order": 3]))
        #expect(try changedColumns(location(["id": "l1", "name": "Fridge", "icon": "❄️"])) == [])
        #expect(try changedColumns(location(["id": "l1", "name": "Freezer", "icon": "❄️"])) == ["name"])
        #expect(
            try changedColumns(location(["id": "l1", "name": "Freezer", "icon": nil, "sort_order": 3])) == [
                "name", "icon",
            ])
    }

    @Test func updateWritesTheChangedColumnsIntoTheStoredRow() throws {
        _ = try insert(location(["id": "l1", "name": "Fridge", "icon": "❄️"]))
        let row = location(["id": "l1", "name": "Freezer", "icon": "🧊"])
        try withStatements(for: row) { statements, db in
            let rowID = try #require(try Int64.fetchOne(db, sql: "SELECT rowid FROM locations WHERE id = 'l1'"))
            // Only `name` (value 1) is marked changed: `icon` stays as stored.
            try row.withBound { try statements.update($0, rowID: rowID, changed: 1 << 1, db) }
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
