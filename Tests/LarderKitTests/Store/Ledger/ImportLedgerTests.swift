import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// `rejected_rows` is the current list of problems: one row each, an import replacing its file's.
@Suite struct ImportLedgerTests {
    static let bad = "name,expiration_date\nMilk,2026-11-21\nCheese,31/12/24\n"
    static let fixed = "name,expiration_date\nMilk,2026-11-21\nCheese,2024-12-31\n"

    /// The rejected rows as `path location`, in order.
    func rejections(in database: LarderDatabase) throws -> [String] {
        try database.writer.read {
            try String.fetchAll($0, sql: "SELECT path || ' ' || location FROM rejected_rows ORDER BY id")
        }
    }

    @Test func aFileWithABadRowImportedTwiceKeepsOneRejectedRow() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(Self.bad, to: "food.csv")
        let database = try LarderDatabase()
        _ = try ImportSession(database: database).importPaths([path])
        let again = try ImportSession(database: database, options: .init(rereadUnchanged: true)).importPaths([path])
        #expect(again.counts == RowCounts(read: 2, unchanged: 1, rejected: 1))
        #expect(try rejections(in: database) == ["\(SourcePath.of(URL(fileURLWithPath: path))) line 3"])
        #expect(try DatabaseStatus.read(from: database).rejectedTotal == 1)
    }

    @Test func aFixedFileImportedAgainLeavesNoRejectedRowsAndStatusSaysZero() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(Self.bad, to: "food.csv")
        let other = try folder.write(Self.bad, to: "other/food.csv")
        let database = try LarderDatabase()
        _ = try ImportSession(database: database).importPaths([path, other])
        try folder.write(Self.fixed, to: "food.csv")
        let fixed = try ImportSession(database: database).importPaths([folder.url.path + "/other/../food.csv"])
        #expect(fixed.counts == RowCounts(read: 2, inserted: 1, unchanged: 1))
        #expect(try rejections(in: database) == ["\(SourcePath.of(URL(fileURLWithPath: other))) line 3"])
        let status = try DatabaseStatus.read(from: database)
        #expect(status.rejectedTotal == 1)
        #expect(status.rejected.map(\.message).allSatisfy { $0.hasPrefix(other + " line 3: ") })
    }

    @Test func aRejectionStoredBeforeRejectionsWereReplacedGoesWhenTheFileIsGivenTheSameWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write(Self.bad, to: "food.csv"))
        let database = try LarderDatabase()
        let importer = FileImporter(
            writer: database.writer, runID: try ImportLedger.beginRun(command: "import", in: database.writer),
            kind: .recognise)
        _ = try importer.importFile(at: url, path: "food.csv")
        // Earlier releases stored the path as given.
        try database.writer.write { try $0.execute(sql: "UPDATE rejected_rows SET path = 'food.csv'") }
        try folder.write(Self.fixed, to: "food.csv")
        _ = try importer.importFile(at: url, path: "food.csv")
        #expect(try rejections(in: database) == [])
    }
}
