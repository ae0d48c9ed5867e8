import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

@Suite struct ImportSessionTests {
    static let inventory = """
        name,Expiry date,Best before,location,category,qty
        Milk,2026-11-23,,Fridge,Dairy,1 l
        Rice,,2027-05-01,Pantry,Pantry,1 kg
        Eggs,25.11.2026,,Fridge,Dairy,6
        """

    /// Read again (`--force`; without it the file is skipped, see ImportSessionUnchangedFileTests), every
    /// row is found unchanged.
    @Test func readingAnUnchangedFileAgainChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(Self.inventory, to: "pantry.csv")
        let database = try LarderDatabase()
        let first = try ImportSession(database: database).importPaths([path])
        let second = try ImportSession(database: database, options: .init(rereadUnchanged: true)).importPaths([path])
        #expect(first.counts == RowCounts(read: 3, inserted: 3))
        #expect(second.counts == RowCounts(read: 3, unchanged: 3))
        let status = try DatabaseStatus.read(from: database)
        #expect(status.runs == 2)
        #expect(status.recentFiles.map(\.counts) == [second.counts, first.counts])
    }

    /// A database kept in the data folder is larder's own: passed over without a warning on every run, while
    /// any other file larder cannot read is still named.
    @Test func theDatabaseInTheDataFolderIsPassedOverQuietly() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        _ = try folder.write(Self.inventory, to: "data/pantry.csv")
        let database = try LarderDatabase(path: folder.url.appendingPathComponent("data/larder.sqlite").path)
        _ = try folder.write("", to: "data/larder.sqlite-journal")
        _ = try folder.write("", to: "data/app-backup.sqlite")
        let data = folder.url.appendingPathComponent("data").path
        let summary = try ImportSession(database: database).importPaths([data])
        #expect(summary.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["pantry.csv"])
        #expect(
            summary.warnings == [
                "\(data)/app-backup.sqlite was skipped: larder reads .csv, .tsv, .tab, .txt, .json, .ndjson, .jsonl,"
                    + " .html and .htm files, and those inside .zip archives."
            ])
    }

    /// A folder's notes saved as `.txt` are not a table of one column: passed over with a warning, while a
    /// table saved as tab-delimited text is read. Given by path, the notes are read as asked.
    @Test func notesSavedAsTextInAFolderAreSkippedAndTablesAreRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        _ = try folder.write("Exported from the pantry app.\nSee \"Help\" for more.\n", to: "data/README.txt")
        let table = try folder.write("name\tquantity\texpiration_date\nMilk\t2\t2026-11-30\n", to: "data/pantry.txt")
        let data = folder.url.appendingPathComponent("data").path
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([data])
        #expect(summary.files.map(\.path) == [table])
        #expect(summary.counts == RowCounts(read: 1, inserted: 1))
        #expect(
            summary.warnings == [
                "\(data)/README.txt was skipped: its first line has no tab, comma or semicolon, so it reads as notes,"
                    + " not a table; give its path to import it anyway."
            ])
        let byPath = try ImportSession(database: try LarderDatabase()).importPaths([data + "/README.txt"])
        #expect(byPath.counts.read == 1)
    }

    /// Two rows of one file with one key are one row: the later replaces the earlier, and the import says
    /// so, whether the table was empty before the file or held the earlier import's rows.
    @Test func rowsRepeatingAKeyOfTheSameFileAreNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            "store_name,item_name,discount_price\nKroger,Milk,2.99\nKroger,Milk,2.49\nKroger,Eggs,3.10\n",
            to: "deals.csv")
        let database = try LarderDatabase()
        let first = try ImportSession(database: database).importPaths([path])
        #expect(first.counts == RowCounts(read: 3, inserted: 2, updated: 1))
        #expect(first.files.first?.sections.first?.repeatedKeys == 1)
        #expect(
            first.files.first?.warnings == [
                "\(path): 1 row of `deals` repeats the id or key of an earlier row of the file; a key names one row,"
                    + " so it replaced the earlier and only the last is stored. Tell such rows apart in the file (an"
                    + " id, or a column of the key) to keep them all."
            ])
        #expect(
            try database.writer.read {
                try Double.fetchOne($0, sql: "SELECT discount_price FROM deals WHERE item_name = 'Milk'")
            } == 2.49)
        // Read again into a table that holds its rows: the first Milk updates the stored row, and the second
        // repeats the key the first just used.
        let again = try ImportSession(database: database, options: .init(rereadUnchanged: true)).importPaths([path])
        #expect(again.counts == RowCounts(read: 3, updated: 2, unchanged: 1))
        #expect(again.files.first?.sections.first?.repeatedKeys == 1)
        // A file whose rows each name their own row repeats nothing, as the earlier import's rows are not its.
        let other = try folder.write(
            "store_name,item_name,discount_price\nKroger,Milk,2.29\nKroger,Eggs,3.10\nKroger,Bread,1.99\n",
            to: "deals-next-week.csv")
        let next = try ImportSession(database: database).importPaths([other])
        #expect(next.counts == RowCounts(read: 3, inserted: 1, updated: 1, unchanged: 1))
        #expect(next.files.first?.sections.first?.repeatedKeys == 0)
        #expect(next.files.first?.warnings == [])
    }

    /// Rows of two sections of one file that fill one table repeat a natural key across the sections, told
    /// once. (A short id is another thing in another section: see `RowIdentity`.)
    @Test func rowsRepeatingAKeyAcrossSectionsOfAFileAreCountedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            #"{"monday": [{"store_name": "Kroger", "item_name": "Milk", "discount_price": 2.99}], "#
                + #""tuesday": [{"store_name": "Kroger", "item_name": "Milk", "discount_price": 2.49}, "#
                + #"{"store_name": "Kroger", "item_name": "Eggs", "discount_price": 3.10}]}"#,
            to: "deals.json")
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([path])
        let sections = try #require(summary.files.first?.sections)
        #expect(sections.map(\.table) == ["deals", "deals"])
        #expect(sections.map(\.repeatedKeys) == [1, 0])
        #expect(summary.counts == RowCounts(read: 3, inserted: 2, updated: 1))
    }

    @Test func aChangedRowCountsAsUpdated() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try LarderDatabase()
        let path = try folder.write("id,name,expiration_date\na1,Milk,2026-11-23\na2,Eggs,2026-11-25\n", to: "food.csv")
        _ = try ImportSession(database: database).importPaths([path])
        try folder.write("id,name,expiration_date\na1,Milk,2026-11-24\na2,Eggs,2026-11-25\n", to: "food.csv")
        let second = try ImportSession(database: database).importPaths([path])
        #expect(second.counts == RowCounts(read: 2, updated: 1, unchanged: 1))
        let date = try database.writer.read {
            try String.fetchOne($0, sql: "SELECT expiration_date FROM inventory_items WHERE id = 'a1'")
        }
        #expect(date == "2026-11-24")
    }

    @Test func storesTypedRowsFromHumanHeaders() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try LarderDatabase()
        _ = try ImportSession(database: database).importPaths([try folder.write(Self.inventory, to: "pantry.csv")])
        let rows = try database.writer.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT name, expiration_date, best_before_date, location, category, quantity, unit FROM inventory_items ORDER BY name"
            )
        }
        #expect(
            rows == [
                [
                    "name": "Eggs", "expiration_date": "2026-11-25", "best_before_date": nil, "location": "Fridge",
                    "category": "Dairy", "quantity": 6.0, "unit": nil,
                ],
                [
                    "name": "Milk", "expiration_date": "2026-11-23", "best_before_date": nil, "location": "Fridge",
                    "category": "Dairy", "quantity": 1.0, "unit": "l",
                ],
                [
                    "name": "Rice", "expiration_date": nil, "best_before_date": "2027-05-01", "location": "Pantry",
                    "category": "Pantry", "quantity": 1.0, "unit": "kg",
                ],
            ])
    }

    @Test func aBadDateRejectsOnlyItsRowWithFileLineFieldAndFix() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text = "name,expirationDate\nMilk,2026-11-23\nCheese,31/12/24\nEggs,2026-11-25\n"
        let path = try folder.write(text, to: "food.csv")
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([path])
        #expect(summary.counts == RowCounts(read: 3, inserted: 2, rejected: 1))
        let rejected = try #require(
            try database.writer.read { try Row.fetchOne($0, sql: "SELECT * FROM rejected_rows") })
        #expect(rejected["path"] as String == path)
        #expect(rejected["line"] as Int == 3)
        #expect(rejected["field"] as String == "expirationDate")
        #expect(rejected["value"] as String == "31/12/24")
        #expect(
            rejected["reason"] as String
                == "`expirationDate` is `31/12/24`, which has a two-digit year, which could be any century; write dates as YYYY-MM-DD."
        )
        #expect(rejected["raw_row"] as String == #"{"name":"Cheese","expirationDate":"31/12/24"}"#)
        #expect(summary.files[0].rejectedSample[0].message.hasPrefix("\(path) line 3: `expirationDate`"))
    }

    /// `raw_row` is a JSON record as the file holds it, not as larder read it: a Firestore REST document
    /// with its typed `fields`, a timestamp object as written.
    @Test func aRejectedJSONRecordKeepsTheObjectAsExported() throws {
        let document = #"""
            {"name":"projects/p/databases/(default)/documents/supermarketDiscounts/d1","fields":{"storeName":{"stringValue":"Aldi"},"itemName":{"stringValue":"Kale"},"discountPrice":{"doubleValue":-1},"validUntil":{"timestampValue":"2025-12-01T04:59:59Z"}}}
            """#
        let deal = #"{"store":"Aldi","item":"Leeks","price":"abc","ends":{"_seconds":1764561599,"_nanoseconds":0}}"#
        let rest = try JSONFileImport(text: #"{"documents": [\#(document)]}"#, named: "rest.json")
        let plain = try JSONFileImport(text: #"{"deals": [\#(deal)]}"#, named: "deals.json")
        #expect(
            try rest.rows("SELECT field, raw_row FROM rejected_rows") == [
                ["field": "discountPrice", "raw_row": document]
            ])
        #expect(try plain.rows("SELECT field, raw_row FROM rejected_rows") == [["field": "price", "raw_row": deal]])
    }

    @Test func slashDatesAreSettledByAnotherRowOfTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("name,expires\nMilk,03/04/2026\nEggs,13/04/2026\n", to: "food.csv")
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([path])
        #expect(summary.counts == RowCounts(read: 2, inserted: 2))
        let dates = try database.writer.read {
            try String.fetchAll($0, sql: "SELECT expiration_date FROM inventory_items ORDER BY name")
        }
        #expect(dates == ["2026-04-13", "2026-04-03"])
    }

    @Test func anAmbiguousSlashDateNoRowSettlesIsRejected() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("name,expires\nMilk,03/04/2026\n", to: "food.csv")
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([path])
        #expect(summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(summary.files[0].rejectedSample[0].reason.contains("could be March 4 (MM/DD) or 3 April (DD/MM)"))
    }

    @Test func fridgyExpiryComesFromPurchaseDatePlusShelfLife() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            "item_id,name,purchase_date,shelf_life\nF1,Kale,2026-11-18,5\n", to: "ingredients.csv")
        let database = try LarderDatabase()
        _ = try ImportSession(database: database).importPaths([path])
        let row = try #require(try database.writer.read { try Row.fetchOne($0, sql: "SELECT * FROM inventory_items") })
        #expect(row["id"] as String == "F1")
        #expect(row["expiration_date"] as String == "2026-11-23")
        #expect(row["expiration_estimated"] as Int == 1)
    }

    /// A header that breaks the quoting rules leaves no columns to read the records by (a record that
    /// breaks them is rejected on its own: `CSVReaderTests`).
    @Test func aMalformedFileIsNotImportedAtAllAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("name,\"expires\" on\nMilk,2026-11-23\nBread,2026-11-24\n", to: "a_broken.csv")
        try folder.write("name,expires\nEggs,2026-11-25\n", to: "b_pantry.csv")
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([folder.url.path])
        try #require(summary.failures.count == 1)
        #expect(summary.failures[0].contains("a_broken.csv line 1: the header breaks the quoting rules"))
        let names = try database.writer.read { try String.fetchAll($0, sql: "SELECT name FROM inventory_items") }
        #expect(names == ["Eggs"])
    }

    @Test func anUnrecognisedFileLandsInARawTableWithQuotedNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("\"; DROP TABLE deals; --\",colour\nx,red\ny,blue\n", to: "mystery.csv")
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([path])
        #expect(summary.files[0].sections[0].table == "raw_mystery")
        #expect(summary.files[0].warnings[0].contains("was not recognised"))
        let columns = try database.writer.read { try $0.columns(in: "raw_mystery").map(\.name) }
        #expect(columns == ["_source_file", "_source_location", "_row_json", "; DROP TABLE deals; --", "colour"])
        #expect(try database.writer.read { try $0.tableExists("deals") })
        let values = try database.writer.read {
            try String.fetchAll($0, sql: #"SELECT "; DROP TABLE deals; --" FROM raw_mystery ORDER BY 1"#)
        }
        #expect(values == ["x", "y"])
    }
}

@Suite struct ReferenceCheckTests {
    @Test func referencesAreCheckedAfterTheWholeRunWhateverTheFileOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            "id,name,quantity,category_id\ni1,Milk,1,cat-dairy\ni2,Tea,1,cat-drinks\n", to: "a_inventory.csv")
        try folder.write("id,name,icon\ncat-dairy,Dairy,milk\n", to: "b_categories.csv")
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([folder.url.path])
        #expect(
            summary.warnings == [
                "1 row of inventory_items → categories point at rows no import has provided (e.g. id i2: category_id"
                    + " cat-drinks); import the file that holds them, or they show without names."
            ])
    }
}
