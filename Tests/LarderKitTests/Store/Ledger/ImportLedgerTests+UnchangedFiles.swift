import Foundation
import GRDB
import Testing

@testable import LarderStore

/// The ledger's side of skipping an unchanged file: the latest import of a file, followed through the
/// entries of unchanged files to the import that read it.
@Suite struct ImportLedgerUnchangedFileTests {
    let database: LarderDatabase
    let runID: Int64

    init() throws {
        database = try LarderDatabase()
        runID = try ImportLedger.beginRun(command: "import", in: database.writer)
    }

    func entry(_ path: String, sha256: String, size: Int64 = 40) -> ImportLedger.FileEntry {
        ImportLedger.FileEntry(
            runID: runID, path: path, sourceFile: "/home/sam/food.csv", readAs: "recognised", size: size,
            sha256: sha256, format: "csv", startedAt: "2026-11-24T08:00:00Z")
    }

    /// Records a completed import of `path` with `counts`; returns its entry id.
    func recordImport(_ path: String, sha256: String, counts: RowCounts) throws -> Int64 {
        try database.writer.write { db in
            let id = try ImportLedger.beginFile(entry(path, sha256: ""), in: db)
            try ImportLedger.finishFile(id, kind: "inventory_items", counts: counts, sha256: sha256, in: db)
            return id
        }
    }

    func latest() throws -> ImportLedger.RecordedFile? {
        try database.writer.read { try ImportLedger.latestImport(ofFile: "/home/sam/food.csv", in: $0) }
    }

    @Test func aFileNeverImportedHasNoLatestImport() throws {
        #expect(try latest() == nil)
    }

    @Test func theLatestImportIsTheOneThatReadTheFile() throws {
        let counts = RowCounts(read: 3, inserted: 2, rejected: 1)
        let id = try recordImport("food.csv", sha256: "aa11", counts: counts)
        #expect(
            try latest()
                == ImportLedger.RecordedFile(
                    entryID: id, path: "food.csv", readAs: "recognised", size: 40, sha256: "aa11", format: "csv",
                    schema: ImportLedger.schema,
                    earlier: EarlierImport(runID: runID, kind: "inventory_items", counts: counts)))
    }

    /// Skipped again and again, the file still leads to the import that read it, with its size and digest.
    @Test func unchangedEntriesLeadToTheImportThatReadTheFile() throws {
        let counts = RowCounts(read: 3, inserted: 2, rejected: 1)
        let id = try recordImport("food.csv", sha256: "aa11", counts: counts)
        for _ in 0..<2 {
            let recorded = try #require(try latest())
            try database.writer.write { db in
                try ImportLedger.recordUnchanged(entry("food.csv", sha256: ""), since: recorded, in: db)
            }
        }
        let recorded = try #require(try latest())
        #expect(recorded.entryID == id)
        #expect(recorded.sha256 == "aa11" && recorded.size == 40)
        #expect(recorded.earlier.counts == counts)
        let entries = try database.writer.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT id || ' ' || sha256 || ' ' || rows_read || ' ' || ifnull(unchanged_since, '-')"
                    + " FROM import_files ORDER BY id")
        }
        #expect(entries == ["\(id) aa11 3 -", "\(id + 1) aa11 0 \(id)", "\(id + 2) aa11 0 \(id)"])
    }

    /// Bytes A given one way, then bytes B given another: the file's latest import is B's, so A given the
    /// first way again is not taken for unchanged.
    @Test func theLatestImportIsTheNewestOfTheFileWhicheverPathItWasGiven() throws {
        _ = try recordImport("food.csv", sha256: "aa11", counts: RowCounts(read: 1, inserted: 1))
        _ = try recordImport("../sam/food.csv", sha256: "bb22", counts: RowCounts(read: 1, updated: 1))
        let recorded = try #require(try latest())
        #expect(recorded.path == "../sam/food.csv" && recorded.sha256 == "bb22")
    }

    /// Entries written before migration v8 have NULL where it added its columns: its next import reads it.
    @Test func anEntryFromBeforeV7IsNoLatestImport() throws {
        _ = try recordImport("/home/sam/food.csv", sha256: "aa11", counts: RowCounts(read: 1, inserted: 1))
        try database.writer.write { db in
            try db.execute(sql: "UPDATE import_files SET source_file = NULL, read_as = NULL, schema = NULL")
        }
        #expect(try latest() == nil)
    }

    @Test func rejectionsOfAnImportAreShownUnderThePathGivenNow() throws {
        let id = try recordImport("food.csv", sha256: "aa11", counts: RowCounts(read: 3, inserted: 1, rejected: 2))
        try database.writer.write { db in
            for line in [3, 2] {
                try ImportLedger.record(
                    .init(
                        fileID: id, sourceFile: "/home/sam/food.csv", location: "line \(line)", line: line,
                        kind: "inventory", field: "expiry", value: "x", reason: "bad \(line)", rawRow: "{}"), in: db)
            }
        }
        let rows = try database.writer.read {
            try ImportLedger.rejections(ofEntry: id, shownAs: "sam/food.csv", limit: 1, in: $0)
        }
        #expect(rows == [RejectedRow(path: "sam/food.csv", location: "line 3", field: "expiry", reason: "bad 3")])
    }

    @Test func statusSaysWhichImportAnUnchangedFileStillHas() throws {
        let counts = RowCounts(read: 3, inserted: 2, rejected: 1)
        _ = try recordImport("food.csv", sha256: "aa11", counts: counts)
        let recorded = try #require(try latest())
        try database.writer.write { db in
            try ImportLedger.recordUnchanged(entry("food.csv", sha256: ""), since: recorded, in: db)
        }
        let files = try DatabaseStatus.read(from: database).recentFiles
        #expect(files.map(\.counts) == [RowCounts(), counts])
        #expect(
            files.map(\.unchangedSince) == [EarlierImport(runID: runID, kind: "inventory_items", counts: counts), nil])
        #expect(files.map(\.kind) == ["inventory_items", "inventory_items"])
    }
}
