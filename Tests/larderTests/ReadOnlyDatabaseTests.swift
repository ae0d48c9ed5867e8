import Foundation
import GRDB
import LarderTestSupport
import Testing

/// `status` and `report` only read: no migration, no WAL switch, no `-wal`, `-shm` or `-journal` file, not
/// a byte of the database changed; they work on a file, a folder or a mount the user may only read, and a
/// command that must write says "read-only" when that is why it cannot.
@Suite struct ReadOnlyDatabaseTests {
    let cli = EndToEndTests()

    /// A folder whose `larder.sqlite` holds one imported item, in WAL mode, its `-wal` and `-shm` gone.
    func importedFolder() throws -> URL {
        let folder = try cli.makeFolder()
        try cli.write("name,expiration_date,location\nMilk,2026-11-21,Fridge\n", "data/food.csv", in: folder)
        try cli.write("name,expiration_date,location\nEggs,2026-11-24,Fridge\n", "more/eggs.csv", in: folder)
        let imported = try cli.larder(["import", "data", "-q"], in: folder)
        try #require(imported.status == 0, "\(imported.error)")
        let header = try #require(FileHandle(forReadingAtPath: folder.appendingPathComponent("larder.sqlite").path))
        defer { try? header.close() }
        let bytes = [UInt8](try header.read(upToCount: 20) ?? Data())
        try #require(bytes.count == 20 && bytes[18] == 2, "the database is in WAL mode")
        try #require(try Confined.databaseFiles(in: folder).keys.sorted() == ["larder.sqlite"])
        return folder
    }

    /// `status` and `report` as `arguments` run them, each expected to succeed with the item.
    func expectStatusAndReport(_ run: ([String]) throws -> EndToEndTests.Result, out: String) throws {
        let status = try run(["status"])
        #expect(status.status == 0, "\(status.error)")
        #expect(status.output.contains("inventory_items: 1"), "\(status.output)")
        let report = try run(["report", "--as-of", "2026-11-20", "--out", out, "-q"])
        #expect(report.status == 0, "\(report.error)")
        #expect(FileManager.default.fileExists(atPath: out + "/report.json") || report.status != 0)
    }

    @Test func statusAndReportWriteNothing() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Confined.databaseFiles(in: folder)
        try expectStatusAndReport({ try cli.larder($0, in: folder) }, out: folder.path + "/out")
        #expect(try Confined.databaseFiles(in: folder) == before)
    }

    /// The case: a user who may only read the owner's database ran `status` and `report`, which left
    /// `-wal` and `-shm` files of that user's, and the owner could not import until they were removed.
    @Test(.enabled(if: Confined.canSwitchUsers))
    func aReaderLeavesNothingThatStopsTheOwnersImport() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("larder.sqlite").path
        #expect(chown(database, Confined.owner, Confined.owner) == 0)
        #expect(chmod(database, 0o644) == 0)
        #expect(chmod(folder.path, 0o777) == 0)
        let before = try Confined.databaseFiles(in: folder)
        try expectStatusAndReport(
            { try Confined.larder($0, as: Confined.reader, in: folder) }, out: folder.path + "/out")
        #expect(try Confined.databaseFiles(in: folder) == before)
        let refused = try Confined.larder(["import", "more"], as: Confined.reader, in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "Cannot write the database larder.sqlite: it is read-only for you, as its permissions let you read it"
                    + " but not write it."), "\(refused.error)")
        #expect(try Confined.databaseFiles(in: folder) == before)
        let owners = try Confined.larder(["import", "more"], as: Confined.owner, in: folder)
        #expect(owners.status == 0, "\(owners.error)")
        #expect(owners.output.contains("more/eggs.csv → inventory_items: 1 read, 1 inserted"), "\(owners.output)")
    }

    @Test(.enabled(if: Confined.canSwitchUsers))
    func aFolderTheUserMayNotWriteIsReadAsItIs() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        #expect(chmod(elsewhere.path, 0o777) == 0)
        #expect(chmod(folder.path, 0o755) == 0)
        #expect(chmod(folder.appendingPathComponent("larder.sqlite").path, 0o666) == 0)
        let before = try Confined.databaseFiles(in: folder)
        try expectStatusAndReport(
            { try Confined.larder($0, as: Confined.reader, in: folder) }, out: elsewhere.path + "/out")
        let refused = try Confined.larder(["import", "more"], as: Confined.reader, in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "it is read-only for you, as its folder \(folder.path) does not let you create files, and SQLite"
                    + " creates its -wal, -shm and -journal files there."), "\(refused.error)")
        #expect(try Confined.databaseFiles(in: folder) == before)
    }

    @Test(.enabled(if: Confined.canSwitchUsers))
    func aDatabaseTheUserMayNotReadIsRefusedWithTheSystemsReason() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(chmod(folder.appendingPathComponent("larder.sqlite").path, 0o600) == 0)
        let before = try Confined.databaseFiles(in: folder)
        for command in [["status"], ["import", "more"]] {
            let result = try Confined.larder(command, as: Confined.reader, in: folder)
            #expect(result.status == 1)
            #expect(
                result.error.contains("Cannot open the database larder.sqlite: Permission denied."), "\(result.error)")
        }
        #expect(try Confined.databaseFiles(in: folder) == before)
    }

    @Test(.enabled(if: Confined.canMountReadOnly))
    func aReadOnlyMountIsReadAndNeverWritten() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let before = try Confined.databaseFiles(in: folder)
        try expectStatusAndReport({ try Confined.larder($0, onReadOnlyMount: folder) }, out: elsewhere.path + "/out")
        let refused = try Confined.larder(["import", "more"], onReadOnlyMount: folder)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "Cannot write the database larder.sqlite: it is read-only for you, as the file system holding it is"
                    + " mounted read-only."), "\(refused.error)")
        #expect(try Confined.databaseFiles(in: folder) == before)
    }

    /// A copy taken while a writer had the database open, as a killed writer leaves it: a row only in the
    /// `-wal`. Read through the `-wal` and a `-shm` that cannot be written; without the `-shm`, refused.
    @Test(.enabled(if: Confined.canMountReadOnly))
    func aWriterLeftoversAreReadOnAReadOnlyMount() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let pool = try DatabasePool(path: folder.appendingPathComponent("larder.sqlite").path)
        try pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: "INSERT INTO import_runs (command, started_at) VALUES ('killed', '2026-11-20')")
        }
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("larder.sqlite" + suffix),
                to: copy.appendingPathComponent("larder.sqlite" + suffix))
        }
        try pool.close()
        let before = try Confined.databaseFiles(in: copy)
        let status = try Confined.larder(["status"], onReadOnlyMount: copy)
        #expect(status.status == 0, "\(status.error)")
        #expect(status.output.contains("import_runs: 2"), "\(status.output)")
        #expect(try Confined.databaseFiles(in: copy) == before)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("larder.sqlite-shm"))
        let refused = try Confined.larder(["status"], onReadOnlyMount: copy)
        #expect(refused.status == 1)
        #expect(refused.error.contains("larder.sqlite-wal holds changes not yet written into the database"))
        #expect(refused.error.contains("the database is read-only for you, as the file system holding it is mounted"))
    }

    @Test func aDatabaseFromAnOlderLarderIsNotUpgradedByReading() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("name,expiration_date,location\nMilk,2026-11-21,Fridge\n", "data/food.csv", in: folder)
        try FileManager.default.copyItem(
            at: Paths.fixtures.appendingPathComponent("upgrade/main-2026-11-24.sqlite"),
            to: folder.appendingPathComponent("larder.sqlite"))
        let before = try Confined.databaseFiles(in: folder)
        for command in [["status"], ["report", "--out", "out"]] {
            let result = try cli.larder(command, in: folder)
            #expect(result.status == 1)
            #expect(result.error.contains("The database larder.sqlite is from an older larder: it has "))
            #expect(result.error.contains("`larder import PATH` or `larder run` upgrades it"), "\(result.error)")
        }
        #expect(try Confined.databaseFiles(in: folder) == before)
        #expect(try cli.larder(["import", "data", "-q"], in: folder).status == 0)
        #expect(try cli.larder(["status"], in: folder).status == 0)
    }

    @Test func anEmptyFileIsNotADatabaseToRead() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            FileManager.default.createFile(atPath: folder.appendingPathComponent("larder.sqlite").path, contents: nil))
        let result = try cli.larder(["status"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("The database larder.sqlite is empty: no `larder import` has written it yet"))
        #expect(try Confined.databaseFiles(in: folder).mapValues(\.bytes.count) == ["larder.sqlite": 0])
    }

    /// A hot journal: a copy of a rollback-mode database and its journal taken in the middle of a
    /// transaction whose pages spilled into the file, as a killed import leaves them.
    @Test(.enabled(if: Confined.canSwitchUsers))
    func aKilledImportsJournalIsRolledBackOnlyByAUserWhoMayWriteIt() throws {
        let folder = try importedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let path = folder.appendingPathComponent("larder.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA cache_size = 10; BEGIN IMMEDIATE")
            for run in 0..<2_000 {
                try db.execute(
                    sql: "INSERT INTO import_runs (command, started_at) VALUES (?, ?)",
                    arguments: [String(repeating: "x", count: 200), "\(run)"])
            }
            try #require((fileSize(path + "-journal") ?? 0) > 0, "the transaction spilled")
            for suffix in ["", "-journal"] {
                try FileManager.default.copyItem(
                    atPath: path + suffix, toPath: copy.appendingPathComponent("larder.sqlite" + suffix).path)
            }
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()
        let before = try Confined.databaseFiles(in: copy)
        let refused = try Confined.larder(["status"], as: Confined.reader, in: copy)
        #expect(refused.status == 1)
        #expect(refused.error.contains("SQLite must roll back its journal larder.sqlite-journal"), "\(refused.error)")
        #expect(refused.error.contains("read-only for you, as its permissions let you read it but not write it"))
        #expect(try Confined.databaseFiles(in: copy) == before)
        let status = try cli.larder(["status"], in: copy)
        #expect(status.status == 0, "\(status.error)")
        #expect(status.output.contains("import_runs: 1"), "\(status.output)")
        #expect(try Confined.databaseFiles(in: copy).keys.sorted() == ["larder.sqlite"])
    }
}

/// The size of the file at `path`, nil when there is none.
private func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
}
