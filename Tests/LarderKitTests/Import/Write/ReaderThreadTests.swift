import Foundation
import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

/// The two-thread import keeps the file's transaction whole: rows refused anywhere are rejected with
/// their record, counts add up over many batches, and a failure on either thread rolls everything back.
@Suite struct ReaderThreadTests {
    /// More rows than the batches in circulation hold, so the reader waits on the writer.
    static let rowCount = ImportBatch.itemLimit * (ReaderThread.batchCount + 3)

    /// A deals CSV with an id per row; `line(n)` gives the fields of row n (1-based), or nil for the default.
    static func deals(rows: Int = rowCount, line: (Int) -> String? = { _ in nil }) -> String {
        var text = "id,store_name,item_name,original_price,discount_price,valid_until\n"
        for row in 1...rows {
            text += (line(row) ?? "d\(row),Kroger,item \(row),2.00,1.50,2026-11-30") + "\n"
        }
        return text
    }

    @Test func aRowTheDatabaseRefusesMidBatchIsRejectedWithItsRecord() throws {
        var text = "id,grocery_list_id,position,name\n"
        for row in 1...Self.rowCount { text += "i\(row),L1,\(row),item \(row)\n" }
        text += "dup,L1,3000,\"same place, other id\"\n"
        let run = try ImportRun.of("groceries.csv", text, as: "grocery_list_items")
        let counts = RowCounts(read: Self.rowCount + 1, inserted: Self.rowCount, rejected: 1)
        #expect(run.summary.counts == counts)
        let rejected = try run.row("SELECT location, line, raw_row, reason FROM rejected_rows")
        #expect(rejected["location"] == "line \(Self.rowCount + 2)")
        #expect(
            rejected["raw_row"]
                == #"{"id":"dup","grocery_list_id":"L1","position":"3000","name":"same place, other id"}"#)
        #expect((rejected["reason"] as String).contains("UNIQUE constraint failed"))
        #expect(try run.row("SELECT count(*) AS n FROM grocery_list_items")["n"] == Self.rowCount)
    }

    @Test func countsAddUpOverManyBatches() throws {
        let first = try ImportRun.of("deals.csv", Self.deals())
        #expect(first.summary.counts == RowCounts(read: Self.rowCount, inserted: Self.rowCount))
        // Every fourth row changes, every fourth is new, every 20th cannot be read; the rest are unchanged.
        let second = Self.deals { row in
            if row % 20 == 0 { return "d\(row),Kroger,item \(row),2.00,1.50,31/02/2026" }
            if row % 4 == 1 { return "d\(row),Kroger,item \(row),2.00,1.25,2026-11-30" }
            if row % 4 == 2 { return "n\(row),Aldi,new item \(row),3.00,2.50,2026-12-01" }
            return nil
        }
        let run = try ImportRun.of("deals.csv", second, into: first.database)
        let rejected = Self.rowCount / 20
        let updated = (1...Self.rowCount).filter { $0 % 4 == 1 && $0 % 20 != 0 }.count
        let inserted = (1...Self.rowCount).filter { $0 % 4 == 2 && $0 % 20 != 0 }.count
        #expect(
            run.summary.counts
                == RowCounts(
                    read: Self.rowCount, inserted: inserted, updated: updated,
                    unchanged: Self.rowCount - rejected - updated - inserted, rejected: rejected))
        let ledger = try run.row(
            "SELECT rows_read, rows_inserted, rows_updated, rows_unchanged, rows_rejected FROM import_files WHERE id = 2"
        )
        #expect(ledger["rows_inserted"] == inserted && ledger["rows_rejected"] == rejected)
        #expect(try run.row("SELECT count(*) AS n FROM deals")["n"] == Self.rowCount + inserted)
    }

    @Test func aBrokenLineLateInTheFileRollsBackEverything() throws {
        let text = Self.deals { row in
            row == Self.rowCount - 10 ? "d\(row),Kroger,nul\u{0},2.00,1.50,2026-11-30" : nil
        }
        let indexes = try Self.indexes(in: LarderDatabase())
        let run = try ImportRun.of("deals.csv", text)
        #expect(run.summary.files.isEmpty)
        #expect(run.summary.failures.count == 1)
        try Self.expectNothingStored(in: run.database)
        #expect(try Self.indexes(in: run.database) == indexes, "the indexes dropped for the import are back")
    }

    @Test func aDatabaseErrorLateInTheFileStopsTheReaderAndRollsBackEverything() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            // json() of malformed text fails when the row is stored: an error that is not a rejected row.
            try db.execute(
                sql: """
                    CREATE TRIGGER fail_late BEFORE INSERT ON deals WHEN NEW.item_name = 'boom'
                    BEGIN SELECT json('not json'); END
                    """)
        }
        let text = Self.deals { row in row == Self.rowCount - 10 ? "d\(row),Kroger,boom,2.00,1.50,2026-11-30" : nil }
        let run = try ImportRun.of("deals.csv", text, into: database)
        #expect(run.summary.files.isEmpty)
        #expect(run.summary.failures.first?.contains("malformed JSON") == true)
        try Self.expectNothingStored(in: database)
    }

    static func expectNothingStored(in database: LarderDatabase) throws {
        let counts = try database.writer.read { db in
            try ["deals", "import_files", "rejected_rows"].map {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)")!
            }
        }
        #expect(counts == [0, 0, 0])
    }

    static func indexes(in database: LarderDatabase) throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        }
    }
}
