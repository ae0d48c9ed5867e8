import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// Migration v17 adds the offer columns to `deals` in a database of the larder before it (v16): every row
/// it holds is kept, each stored deal has NULL in the new columns (a deal with one plain price), and an
/// offer can be stored at once, its checks in force.
@Suite struct DealOffersMigrationTests {
    @Test func aV16DatabaseGainsTheOfferColumnsAndKeepsItsDeals() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, before) = try IDHashMigrationTests.database(
            at: "v16 transactions",
            holding: """
                INSERT INTO deals (id, store_name, item_name, discount_price, original_price)
                    VALUES ('d-1', 'Corner', 'Apples', 2.5, 2.99);
                """, in: folder)

        let database = try LarderDatabase(path: path)
        try database.writer.write { db in
            let after = try IDHashMigrationTests.rows(db)
            for (table, rows) in before where table != "deals" {
                #expect(after[table] == rows, "\(table): rows changed in the upgrade")
            }
            let kept = try Row.fetchOne(
                db,
                sql: "SELECT item_name, discount_price, offer_quantity, offer_price, price_unit, offer_text FROM deals")
            #expect(
                kept == [
                    "item_name": "Apples", "discount_price": 2.5, "offer_quantity": nil, "offer_price": nil,
                    "price_unit": nil, "offer_text": nil,
                ])
            try db.execute(
                sql: """
                    INSERT INTO deals (id, store_name, item_name, discount_price, offer_quantity, offer_price, offer_text)
                        VALUES ('d-2', 'Corner', 'Limes', 1, 10, 10, '10 for $10')
                    """)
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql:
                        "INSERT INTO deals (id, store_name, item_name, discount_price, offer_quantity) VALUES ('d-3', 'C', 'X', 1, 1)"
                )
            }
        }
        let applied = try database.writer.read { try Migrations.migrator.appliedIdentifiers($0) }
        #expect(applied.contains("v17 deal offers"))
    }

    /// Migration v20 drops the index on `TRIM(zip_code)` from a v19 database: its deals stay, and the deals
    /// of a zip code, written with spaces around it, are still found (by reading the table).
    @Test func aV19DatabaseLosesTheZipCodeIndexAndStillFindsDealsByZipCode() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, before) = try IDHashMigrationTests.database(
            at: "v19 views",
            holding: """
                INSERT INTO deals (id, store_name, item_name, discount_price, zip_code)
                    VALUES ('d-1', 'Corner', 'Apples', 2.5, ' 02139 '), ('d-2', 'Corner', 'Limes', 1, '02140');
                """, in: folder)
        let indexed = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'deals'")
        }
        #expect(indexed.contains("deals_trimmed_zip_code_index"))
        let database = try LarderDatabase(path: path)
        try database.writer.read { db in
            #expect(try IDHashMigrationTests.rows(db) == before)
            let indexes = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'deals'")
            #expect(!indexes.contains("deals_trimmed_zip_code_index"))
            var found: [String] = []
            try DealQueries.forEach(zipCode: "02139", for: .everyone, in: db) { found.append($0.id) }
            #expect(found == ["d-1"])
        }
    }
}
