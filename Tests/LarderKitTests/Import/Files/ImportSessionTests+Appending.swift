import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// Rows of a file go into a table that was empty before it without a key lookup each (``BulkIndexes``);
/// these tests hold the result to what looking each row up gives.
@Suite struct ImportSessionAppendingTests {
    static let deals = """
        store,item,price,valid until
        Star Market,Oat milk,2.99,2026-11-30
        Star Market,Apples,1.49,2026-11-30
        H Mart,Tofu,1.99,2026-11-29
        """

    /// The unique and the plain indexes of `table`, by name, as `sqlite_master` holds them.
    static func indexes(of table: String, in database: LarderDatabase) throws -> [String] {
        try database.writer.read {
            try String.fetchAll(
                $0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? ORDER BY name",
                arguments: [table])
        }
    }

    @Test func aFirstImportAppendsAndEndsWithEveryIndexOfTheTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try LarderDatabase()
        let before = try Self.indexes(of: "deals", in: database)
        let result = try ImportSession(database: database).importPaths([try folder.write(Self.deals, to: "deals.csv")])
        #expect(result.counts == RowCounts(read: 3, inserted: 3))
        #expect(try Self.indexes(of: "deals", in: database) == before)
        #expect(before.contains("deals_id_hash_unique"))
        let hashed = try database.writer.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM deals WHERE id_hash IS NOT NULL")
        }
        #expect(hashed == 3)
    }

    /// Two rows with one natural key in a first import: ``AppendedRows`` finds them and folds the later
    /// into the earlier before the unique index is built, so the later row updates the earlier one, as in
    /// any import.
    @Test func twoRowsWithOneKeyInAFirstImportAreOneRowUpdated() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try LarderDatabase()
        let path = try folder.write(Self.deals + "\nStar Market,Apples,1.29,2026-11-30\n", to: "deals.csv")
        let result = try ImportSession(database: database).importPaths([path])
        #expect(result.counts == RowCounts(read: 4, inserted: 3, updated: 1))
        let price = try database.writer.read {
            try Double.fetchOne($0, sql: "SELECT discount_price FROM deals WHERE item_name = 'Apples'")
        }
        #expect(price == 1.29)
        #expect(try Self.indexes(of: "deals", in: database).contains("deals_id_hash_unique"))
        let status = try DatabaseStatus.read(from: database)
        #expect(status.recentFiles.map(\.counts) == [result.counts])
    }
}
