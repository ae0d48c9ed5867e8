import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// ``ImportTuning`` writes a database this process created with a rollback journal and puts WAL back;
/// a database another connection holds stays in WAL.
@Suite struct ImportTuningTests {
    private static func pragma(_ name: String, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "PRAGMA \(name)")
    }

    @Test func aNewDatabaseIsWrittenWithARollbackJournalThenPutBackInWAL() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try LarderDatabase(path: folder.url.appendingPathComponent("new.sqlite").path)
        #expect(database.isNew)
        (database.writer as? DatabasePool)?.invalidateReadOnlyConnections()
        let modes = try database.writer.writeWithoutTransaction { db -> [String?] in
            let tuning = try ImportTuning(applyingTo: db, rollbackJournal: true)
            let during =
                [tuning.usesRollbackJournal ? "rollback" : "wal"]
                + [try Self.pragma("journal_mode", db), try Self.pragma("synchronous", db)]
            try tuning.restore(db)
            return during + [try Self.pragma("journal_mode", db), try Self.pragma("synchronous", db)]
        }
        #expect(modes == ["rollback", "delete", "2", "wal", "1"])
    }

    @Test func aDatabaseAnotherConnectionHoldsStaysInWAL() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.url.appendingPathComponent("shared.sqlite").path
        let database = try LarderDatabase(path: path)
        let other = try LarderDatabase(path: path, busyTimeout: 0.2)
        #expect(!other.isNew)
        (database.writer as? DatabasePool)?.invalidateReadOnlyConnections()
        // The other process reads in a transaction it keeps open while the import starts.
        let modes = try other.writer.read { _ -> [String?] in
            try database.writer.writeWithoutTransaction { db -> [String?] in
                let tuning = try ImportTuning(applyingTo: db, rollbackJournal: true)
                let during = [tuning.usesRollbackJournal ? "rollback" : "wal", try Self.pragma("journal_mode", db)]
                try tuning.restore(db)
                return during
            }
        }
        #expect(modes == ["wal", "wal"])
    }

    @Test func aFirstImportLeavesItsNewDatabaseInWALWithEveryRow() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let csv = try folder.write(
            "id,item_name,discount_price,store_name\nd1,Milk,0.99,Kroger\nd2,Eggs,2.49,Kroger\n", to: "deals.csv")
        let path = folder.root.appendingPathComponent("larder.sqlite").path
        let summary = try ImportSession(database: LarderDatabase(path: path)).importPaths([csv])
        #expect(summary.failures.isEmpty)
        let again = try LarderDatabase(path: path)
        #expect(!again.isNew)
        let (mode, rows) = try again.writer.read { db in
            (try Self.pragma("journal_mode", db), try Int.fetchOne(db, sql: "SELECT count(*) FROM deals"))
        }
        #expect(mode == "wal" && rows == 2)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }
}
