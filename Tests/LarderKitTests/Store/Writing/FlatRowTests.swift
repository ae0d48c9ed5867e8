import Foundation
import GRDB
import Testing

@testable import LarderStore

/// ``FlatRows`` keeps many rows' given values in two shared arrays, and what it keeps binds into SQLite
/// as it was given.
@Suite struct FlatRowTests {
    /// A value as text: `null`, `int 7`, `real 2.5`, `text 3+5` (offset and count), `blob 8+2`.
    static func describe(_ value: StoredValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let value): "int \(value)"
        case .real(let value): "real \(value)"
        case .text(let offset, let count): "text \(offset)+\(count)"
        case .blob(let offset, let count): "blob \(offset)+\(count)"
        }
    }

    @Test func aRowKeepsOnlyItsGivenColumnsInTableOrder() {
        var flat = FlatRows()
        let given: [(any DatabaseValueConvertible)?] = ["a", "skipped", nil, 7, 2.5, Data([1, 2])]
        let values = given.map { $0?.databaseValue ?? .null }
        let row = flat.append(values, present: 0b111101)
        #expect(row.values == 0..<5)
        #expect(row.mask == 0b111101)
        #expect(flat.values.map(Self.describe) == ["text 0+1", "null", "int 7", "real 2.5", "blob 1+2"])
        #expect(flat.bytes == [UInt8(ascii: "a"), 1, 2])
    }

    @Test func rowsFollowOneAnotherInTheSharedArrays() {
        var flat = FlatRows()
        _ = flat.append(["héllo", "x"].map(\.databaseValue), present: 0b01)
        let second = flat.append(["", "❄️"].map(\.databaseValue), present: 0b11)
        #expect(second.values == 1..<3)
        #expect(flat.values.map(Self.describe) == ["text 0+6", "text 6+0", "text 6+6"])
        #expect(String(decoding: flat.bytes, as: UTF8.self) == "héllo❄️")
        flat.removeAll()
        #expect(flat.values.isEmpty && flat.bytes.isEmpty)
    }

    @Test func everyKindOfValueReadsBackFromTheDatabaseAsItWasGiven() throws {
        let database = try LarderDatabase()
        let locations = try #require(Catalog.table(named: "locations"))
        let row = GivenRow(
            locations,
            [
                "id": "l1", "group_id": nil, "name": "Kühlschrank ❄️", "icon": Data([0, 255]), "is_default": 1,
                "sort_order": 2.5, "section": "",
            ])
        try database.writer.write { db in
            let statements = try RowStatements(db: db, table: locations, mask: row.mask)
            #expect(try row.withBound { try statements.insert($0, idHash: statements.hash(of: $0), db) })
        }
        let stored = try database.writer.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT typeof(group_id) || ' ' || name || ' ' || hex(icon) || ' ' || typeof(is_default) || ' '
                        || sort_order || ' ' || typeof(sort_order) || ' ' || quote(section) FROM locations
                    """)
        }
        #expect(stored == "null Kühlschrank ❄️ 00FF integer 2.5 real ''")
    }
}
