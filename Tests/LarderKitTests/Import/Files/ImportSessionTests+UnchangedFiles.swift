import Foundation
import GRDB
import LarderKit
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// A file unchanged since its latest import is not read again, and every other file is.
@Suite struct ImportSessionUnchangedFileTests {
    static let pantry = "id,name,expiration_date\np-1,Milk,2026-11-23\np-2,Eggs,31/12/24\np-3,Rice,2027-05-01\n"

    let folder: TemporaryFolder
    let database: LarderDatabase
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        database = try LarderDatabase()
        path = try folder.write(Self.pantry, to: "pantry.csv")
    }

    func importAgain(_ paths: [String]? = nil, options: ImportSession.Options = .init()) throws -> ImportSummary {
        try ImportSession(database: database, options: options).importPaths(paths ?? [path])
    }

    @Test func anUnchangedFileIsNotReadAndSaysWhatItsImportCounted() throws {
        defer { folder.cleanUp() }
        let first = try importAgain()
        #expect(first.counts == RowCounts(read: 3, inserted: 2, rejected: 1))
        let second = try importAgain()
        let file = try #require(second.files.first)
        #expect(file.counts == RowCounts())
        #expect(file.sections.isEmpty)
        #expect(file.unchangedSince == EarlierImport(runID: first.runID, kind: "inventory_items", counts: first.counts))
        // The rejected row is still the file's problem: listed, counted, and kept in rejected_rows.
        #expect(file.rejectedSample == first.files.first?.rejectedSample)
        #expect(second.rejectedRows == 1 && second.unchangedFiles == 1)
        let status = try DatabaseStatus.read(from: database)
        #expect(status.rejectedTotal == 1)
        #expect(status.recentFiles.first?.unchangedSince == file.unchangedSince)
        // A third import still finds it unchanged since the first.
        #expect(try importAgain().files.first?.unchangedSince == file.unchangedSince)
    }

    @Test func aTouchedFileWithTheSameBytesIsUnchanged() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_800_000_000)], ofItemAtPath: path)
        #expect(try importAgain().unchangedFiles == 1)
    }

    @Test func theSameFileNamedTwiceInOneImportIsReadOnce() throws {
        defer { folder.cleanUp() }
        let summary = try importAgain([path, path])
        #expect(summary.files.map(\.counts.read) == [3, 0])
        #expect(summary.unchangedFiles == 1)
    }

    /// Another path is another file: its short ids have another scope, its name may hint at another kind.
    @Test func theSameBytesUnderAnotherPathAreRead() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        let copy = try folder.write(Self.pantry, to: "copy/pantry.csv")
        let summary = try importAgain([copy])
        #expect(summary.counts.read == 3 && summary.unchangedFiles == 0)
    }

    @Test func theFileGivenByAnotherPathIsReadAndThenUnchangedThatWay() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        let other = folder.url.path + "/copy/../pantry.csv"
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("copy"), withIntermediateDirectories: true)
        #expect(try importAgain([other]).counts == RowCounts(read: 3, unchanged: 2, rejected: 1))
        #expect(try importAgain([other]).unchangedFiles == 1)
        // Given the first way again after another way: the latest import was given otherwise, so it is read.
        #expect(try importAgain().counts.read == 3)
    }

    @Test func anotherAsIsReadAndTheSameAsIsUnchanged() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        #expect(try importAgain(options: .init(forcedKind: "raw")).counts.read == 3)
        #expect(try importAgain(options: .init(forcedKind: "raw")).unchangedFiles == 1)
        #expect(try importAgain(options: .init(forcedKind: "inventory")).counts.read == 3)
        #expect(try importAgain().counts.read == 3)
    }

    /// A larder whose migrations add tables or columns may store the file differently: it reads it again.
    @Test func aFileReadUnderAnEarlierSchemaIsReadAgain() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        try database.writer.write { try $0.execute(sql: "UPDATE import_files SET schema = 'v6 an earlier larder'") }
        #expect(try importAgain().counts == RowCounts(read: 3, unchanged: 2, rejected: 1))
        #expect(try importAgain().unchangedFiles == 1)
    }

    /// A larder whose rules store the file differently, with no new migration, reads it again too: the
    /// entry records the rules revision beside the migration (the first revision wrote none).
    @Test func aFileReadUnderEarlierRulesIsReadAgain() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        #expect(
            try database.writer.read { try String.fetchAll($0, sql: "SELECT DISTINCT schema FROM import_files") } == [
                Migrations.latest + ", rules \(ImportLedger.rulesRevision)"
            ])
        try database.writer.write {
            try $0.execute(sql: "UPDATE import_files SET schema = ?", arguments: [Migrations.latest])
        }
        let upgraded = try importAgain()
        #expect(upgraded.counts == RowCounts(read: 3, unchanged: 2, rejected: 1))
        #expect(upgraded.filesReadUnderNewRules == 1)
        #expect(
            ConsoleText.closing(for: upgraded).last?.line.hasSuffix(
                "; 1 unchanged file read again, as larder's tables or rules changed since it was imported.") == true)
        let again = try importAgain()
        #expect(again.unchangedFiles == 1 && again.filesReadUnderNewRules == 0)
    }

    /// The same size with other bytes: the digest decides, and the file is read.
    @Test func aChangedFileOfTheSameSizeIsRead() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        try folder.write(Self.pantry.replacingOccurrences(of: "Rice", with: "Oats"), to: "pantry.csv")
        #expect(try importAgain().counts == RowCounts(read: 3, updated: 1, unchanged: 1, rejected: 1))
    }

    @Test func rereadUnchangedReadsTheFile() throws {
        defer { folder.cleanUp() }
        _ = try importAgain()
        let again = try importAgain(options: .init(rereadUnchanged: true))
        #expect(again.counts == RowCounts(read: 3, unchanged: 2, rejected: 1))
        #expect(again.unchangedFiles == 0)
    }

    /// An import that fails at its very end, after every row was written, leaves no ledger entry: the same
    /// bytes imported again are read.
    @Test func aFileWhoseImportFailedIsReadAgain() throws {
        defer { folder.cleanUp() }
        try database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER the_disk_is_full BEFORE UPDATE ON import_files
                    BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END
                    """)
        }
        let failed = try importAgain()
        #expect(failed.failures.count == 1 && failed.files.isEmpty)
        let file = SourcePath.of(URL(fileURLWithPath: path))
        #expect(try database.writer.read { try ImportLedger.latestImport(ofFile: file, in: $0) } == nil)
        try database.writer.write { try $0.execute(sql: "DROP TRIGGER the_disk_is_full") }
        #expect(try importAgain().counts == RowCounts(read: 3, inserted: 2, rejected: 1))
    }
}
