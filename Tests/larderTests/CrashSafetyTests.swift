import Foundation
import LarderTestSupport
import Testing

extension ProcessTests {
    /// `larder import` killed with SIGKILL at seeded random moments of a large import: after every kill the
    /// database is sound and each file is wholly in (the same rows as an uninterrupted import, and a ledger
    /// entry) or wholly out (no rows, no entry); importing again then reaches an uninterrupted import's rows.
    @Suite(.serialized) struct CrashSafetyTests {
        /// A file of the import: its name in `data/`, the table it fills and its rows.
        struct Export {
            /// The file name.
            var name: String
            /// The table its rows go to.
            var table: String
            /// Its rows.
            var rows: Int
            /// Its contents.
            var text: String
        }

        /// 50,000 rows (2.5 MB) in three files of three kinds: an import of about two seconds in a debug
        /// build, so ten kills and the imports around them take about fifteen.
        static let exports = [
            Export(
                name: "1-food.csv", table: "inventory_items", rows: 12_000,
                text: GeneratedExports.inventory(rows: 12_000)),
            Export(
                name: "2-stock.csv", table: "raw_2_stock", rows: 30_000, text: GeneratedExports.stockSheet(rows: 30_000)
            ),
            Export(name: "3-deals.csv", table: "deals", rows: 8_000, text: GeneratedExports.deals(rows: 8_000)),
        ]
        /// The kills the test makes.
        static let kills = 10

        @Test func killedImportsLeaveEachFileWhollyInOrOutAndReImportingCompletesIt() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            for export in Self.exports {
                try Data(export.text.utf8).write(to: folder.appendingPathComponent("data/\(export.name)"))
            }
            let started = Date()
            #expect(try LarderProcess(["import", "-q", "data", "--db", "reference.sqlite"], in: folder).wait() == 0)
            let duration = Date().timeIntervalSince(started)
            let reference = try #require(
                try DatabaseProbe(path: folder.appendingPathComponent("reference.sqlite").path))
            let expected = try Self.exports.map { try reference.content(of: $0.table) }
            #expect(try Self.exports.map { try reference.count($0.table) } == Self.exports.map(\.rows))

            var random = SeededGenerator(seed: 2026)
            var killed: [String] = []
            var filesIn = 0
            for _ in 0..<(Self.kills * 6) where killed.count < Self.kills {
                // Every other run starts from nothing and the others re-run after the last kill, so kills land
                // in first imports and in re-imports alike.
                if killed.count % 2 == 0 || filesIn == Self.exports.count {
                    try Self.removeDatabase("killed.sqlite", in: folder)
                }
                // Within the first 60 % of a full import: a re-import of files already in is faster than the
                // first import, and a kill that comes after the process ended tests nothing.
                let delay = Double.random(in: 0.0...(duration * 0.6), using: &random)
                let run = try LarderProcess(["import", "-q", "data", "--db", "killed.sqlite"], in: folder)
                let wasKilled = run.kill(after: delay)
                if !wasKilled { #expect(run.wait() == 0) }
                filesIn = try checkWhollyInOrOut(folder, expected: expected)
                if wasKilled { killed.append("\(Int(delay * 1000)) ms: \(filesIn) in") }
            }
            #expect(killed.count == Self.kills, "killed at \(killed)")
            #expect(try LarderProcess(["import", "-q", "data", "--db", "killed.sqlite"], in: folder).wait() == 0)
            let final = try #require(try DatabaseProbe(path: folder.appendingPathComponent("killed.sqlite").path))
            #expect(try Self.exports.map { try final.content(of: $0.table) } == expected)
            print(
                "kill test passed \(killed.count) of \(Self.kills) (files in after each kill of a \(Int(duration * 1000)) ms"
                    + " import: \(killed.joined(separator: ", ")))")
        }

        /// A file whose import was killed has no ledger entry, so the same bytes imported again are read,
        /// never taken for unchanged: the kill lands within the first 40 % of an uninterrupted import.
        @Test func aFileWhoseImportWasKilledIsReadAgain() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let export = Self.exports[1]
            try Data(export.text.utf8).write(to: folder.appendingPathComponent("data/\(export.name)"))
            let started = Date()
            #expect(try LarderProcess(["import", "-q", "data", "--db", "reference.sqlite"], in: folder).wait() == 0)
            let duration = Date().timeIntervalSince(started)
            let run = try LarderProcess(["import", "-q", "data"], in: folder)
            try #require(run.kill(after: duration * 0.4), "the import ended before the kill")
            if let probe = try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path) {
                #expect(try probe.ledger(for: "data/\(export.name)").isEmpty)
                #expect(try probe.count(export.table) == 0)
            }
            let again = try EndToEndTests().larder(["import", "data"], in: folder)
            #expect(again.status == 0, "\(again.error)")
            #expect(
                again.output.contains(
                    "data/\(export.name) → \(export.table): \(export.rows) read, \(export.rows) inserted"),
                "\(again.output)")
        }

        /// A first import is written with a rollback journal (ImportTuning): killed once its journal is on
        /// disk, it leaves a hot journal, and the next `larder` rolls it back — `status` as well as `import`,
        /// though status opens the database only to read. Nothing of the import was committed, so `status`
        /// then finds the database empty, as after no import at all, and the next import stores every row.
        @Test func aKilledFirstImportsJournalIsRolledBackByTheNextRun() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // Enough deals to overflow the import's 32 MiB page cache. Pages go into the journal as they are
            // first changed, but SQLite writes the journal's magic number only when it syncs the journal,
            // before the cache spills into the database file: until then the journal is not hot (the
            // database is untouched) and is ignored. The kill waits for the magic.
            let rows = 250_000
            try Data(GeneratedExports.deals(rows: rows).utf8).write(to: folder.appendingPathComponent("data/deals.csv"))
            let journal = folder.appendingPathComponent("larder.sqlite-journal").path
            let run = try LarderProcess(["import", "-q", "data"], in: folder)
            let deadline = Date().addingTimeInterval(120)
            while run.isRunning, Date() < deadline, !Self.isHot(journal) { usleep(200) }
            try #require(run.kill(after: 0), "the import ended before its journal was synced")
            try #require(Self.isHot(journal), "no hot journal was left")
            let status = try EndToEndTests().larder(["status"], in: folder)
            #expect(!FileManager.default.fileExists(atPath: journal))
            let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
            let stored = try probe.count("deals")
            let again = try EndToEndTests().larder(["import", "data"], in: folder)
            #expect(again.status == 0, "\(again.error)")
            if stored == 0 {
                // Killed inside the file's transaction: nothing of it was committed.
                #expect(status.status == 1)
                #expect(status.error.contains("The database larder.sqlite is empty"), "\(status.error)")
                #expect(again.output.contains("\(rows) read, \(rows) inserted"), "\(again.output)")
            } else {
                // On a loaded machine the kill may land in a later step's transaction (the file's was
                // committed whole): the journal rolled back is that step's, and the file is wholly in.
                #expect(stored == rows, "the file is wholly in or wholly out, not \(stored) of \(rows) rows")
                #expect(status.status == 0, "\(status.error)")
            }
        }

        /// Whether the rollback journal at `path` starts with SQLite's journal magic number, written when
        /// the journal is synced: a journal without it is not hot.
        private static func isHot(_ path: String) -> Bool {
            guard let file = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? file.close() }
            let magic: [UInt8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]
            return (try? file.read(upToCount: 8)).map { Array($0) == magic } ?? false
        }

        /// Checks the killed database; returns how many files are in.
        private func checkWhollyInOrOut(_ folder: URL, expected: [String]) throws -> Int {
            guard let probe = try DatabaseProbe(path: folder.appendingPathComponent("killed.sqlite").path) else {
                return 0
            }
            #expect(try probe.integrity() == "ok")
            var filesIn = 0
            for (export, rows) in zip(Self.exports, expected) {
                let ledger = try probe.ledger(for: "data/\(export.name)")
                switch try probe.count(export.table) {
                case 0:
                    #expect(ledger.isEmpty, "\(export.name) is out but the ledger has \(ledger)")
                case export.rows:
                    #expect(try probe.content(of: export.table) == rows, "\(export.name) is in with other rows")
                    // A re-run skips a file already in: its entry reads nothing and names the import that did.
                    let reads = ledger.filter { $0.unchangedSince == nil }
                    #expect(reads.first?.inserted == export.rows && reads.allSatisfy { $0.read == export.rows })
                    #expect(ledger.allSatisfy { $0.unchangedSince == nil || $0.read == 0 })
                    filesIn += 1
                case let count:
                    Issue.record("\(export.name) is half in: \(count) of \(export.rows) rows")
                }
            }
            return filesIn
        }

        private static func removeDatabase(_ name: String, in folder: URL) throws {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + suffix))
            }
        }
    }
}
