import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// larder writes only a missing file, an empty one, or its own database: every combination of
/// `application_id`, `user_version`, schema, page size and journal mode in ``ForeignDatabase/all``
/// against the test's own oracle. A refused database keeps every byte and gains no companion file.
@Suite struct DatabaseIdentityTests {
    /// The database's file and its companions (`-wal`, `-shm`, `-journal`), by name.
    static func files(of path: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm", "-journal"] {
            if let data = FileManager.default.contents(atPath: path + suffix) { files[suffix] = data }
        }
        return files
    }

    @Test func onlyLardersOwnDatabasesAreWrittenAndTheRestKeepEveryByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var written = 0
        for (index, sample) in ForeignDatabase.all.enumerated() {
            let path = folder.url.appendingPathComponent("\(index).sqlite").path
            try sample.write(to: path)
            let before = Self.files(of: path)
            #expect(before.keys.sorted() == [""], "\(sample)")
            do {
                _ = try LarderDatabase(readingAt: path)
                Issue.record("a database without larder's migrations was read: \(sample)")
            } catch StoreError.notLarders(_, let id, let version, let tables) {
                #expect(!sample.isLarders, "\(sample) was refused")
                #expect(
                    [id, UInt32(bitPattern: version)] == [sample.applicationID, UInt32(bitPattern: sample.userVersion)])
                #expect(tables == sample.schema.tables, "\(sample)")
            } catch StoreError.notMigrated(_, let applied, _) {
                #expect(sample.isLarders, "\(sample) was taken for larder's")
                #expect(applied == 0)
            }
            #expect(Self.files(of: path) == before, "reading \(sample) wrote to it")
            // Opening for writing migrates; a tenth of larder's own are migrated, every refused one is tried.
            guard !sample.isLarders || index % 10 == 0 else { continue }
            do {
                let database = try LarderDatabase(path: path)
                #expect(sample.isLarders, "\(sample) was written")
                let id = try database.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
                #expect(id.map { UInt32(bitPattern: $0) } == ForeignDatabase.lardersID)
                written += 1
            } catch let error as StoreError {
                #expect(!sample.isLarders, "\(sample): \(error.errorDescription ?? "")")
                let message = error.errorDescription ?? ""
                #expect(
                    message.contains("\(path) is a database of another program (\(sample.identity));"), "\(message)")
                #expect(Self.files(of: path) == before, "\(sample) was refused but written")
            }
        }
        #expect(written > 10)
    }

    @Test func aFileThatIsNoSQLiteDatabaseIsRefusedAndAnEmptyOneIsMadeLarders() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let notes = try folder.write("my notes, not a database\n", to: "notes.sqlite")
        #expect(throws: StoreError.notSQLite(path: notes)) { try LarderDatabase(path: notes) }
        #expect(throws: StoreError.notSQLite(path: notes)) { try LarderDatabase(readingAt: notes) }
        #expect(FileManager.default.contents(atPath: notes) == Data("my notes, not a database\n".utf8))
        let empty = try folder.write("", to: "empty.sqlite")
        #expect(throws: StoreError.notMigrated(path: empty, applied: 0, known: Migrations.migrator.migrations.count)) {
            try LarderDatabase(readingAt: empty)
        }
        let database = try LarderDatabase(path: empty)
        #expect(database.isNew)
        #expect(try database.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == 0x4C41_5244)
    }

    @Test func theMigrationWritesLardersOwnApplicationID() throws {
        #expect(LarderDatabase.applicationID == ForeignDatabase.lardersID)
        let database = try LarderDatabase()
        #expect(try database.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == 0x4C41_5244)
    }
}
