import Foundation
import GRDB
import Testing

/// Another process holds the database's write lock: after a second an import says whose (PID and command
/// line) and how long it will wait, then fails with what to do; `status` and `report` read meanwhile and
/// never wait for the lock (`--wait 0` makes any wait an error at once).
@Suite struct LockWaitTests {
    let cli = EndToEndTests()

    /// Another process holding the database's write lock: the `sqlite3` shell in a transaction it has not
    /// written out, so the `-wal` stays empty (a connection that may write, as GRDB opens one, would write
    /// to it and so wait for the lock; one that only reads does not).
    final class ShellLock {
        let process = Process()
        private let input = Pipe()

        /// Starts `sqlite3 larder.sqlite` in `folder` and returns once it holds the write lock.
        init(in folder: URL) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = ["larder.sqlite"]
            process.currentDirectoryURL = folder
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(
                Data("BEGIN IMMEDIATE;\nINSERT INTO import_runs (command, started_at) VALUES ('held', 'now');\n".utf8))
            let probe = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
            defer { try? probe.close() }
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                do {
                    try probe.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE; ROLLBACK") }
                    usleep(10_000)
                } catch {
                    return
                }
            }
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "sqlite3 never took the lock"])
        }

        /// Rolls back and ends the shell.
        func release() throws {
            input.fileHandleForWriting.write(Data("ROLLBACK;\n".utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func anImportBehindAnotherProcesssLockSaysWhoseAndHowLongThenFails() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("name,expiration_date\nMilk,2026-11-21\n", "data/food.csv", in: folder)
        try cli.write("name,expiration_date\nEggs,2026-11-24\n", "more/eggs.csv", in: folder)
        #expect(try cli.larder(["import", "data", "-q"], in: folder).status == 0)
        let locker = try ShellLock(in: folder)
        defer { if locker.process.isRunning { try? locker.release() } }
        let pid = locker.process.processIdentifier
        let waited = try cli.larder(["import", "more", "--wait", "2"], in: folder)
        #expect(waited.status == 1)
        #expect(
            waited.error.contains("waiting: larder.sqlite is locked by PID \(pid) (sqlite3 larder.sqlite), which is"),
            "\(waited.error)")
        #expect(waited.error.contains("which is writing it; larder waits up to 2 s for it to finish (--wait SECONDS"))
        #expect(
            waited.error.contains(
                "The database larder.sqlite is locked by PID \(pid) (sqlite3 larder.sqlite), which is writing it, and"
                    + " stayed locked for the 2 s larder waits (--wait SECONDS)."), "\(waited.error)")
        #expect(waited.error.components(separatedBy: "waiting: ").count == 2, "one notice per wait")

        let short = try cli.larder(["import", "more", "--wait", "0.5"], in: folder)
        #expect(short.status == 1)
        #expect(!short.error.contains("waiting:"), "a wait under a second is silent")

        let status = try cli.larder(["status", "--wait", "0"], in: folder)
        #expect(status.status == 0, "\(status.error)")
        #expect(status.output.contains("inventory_items: 1"), "\(status.output)")
        let report = try cli.larder(
            ["report", "--wait", "0", "--as-of", "2026-11-20", "--out", "out", "-q"], in: folder)
        #expect(report.status == 0, "\(report.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))

        try locker.release()
        let imported = try cli.larder(["import", "more", "--wait", "0"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
    }

    @Test(arguments: ["-1", "nan", "soon", "inf", "1e30", "604801"])
    func aWaitThatIsNoNumberOfSecondsIsBadUsage(_ value: String) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["status", "--wait", value], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("--wait"), "\(result.error)")
    }
}
