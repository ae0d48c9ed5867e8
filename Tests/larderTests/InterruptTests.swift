import Foundation
import LarderTestSupport
import Testing

extension ProcessTests {
    /// SIGINT and SIGTERM at seeded random moments of a ZIP import and of a render: every time, larder
    /// leaves no temporary or staging folder, the output folder is the previous output or the new one,
    /// whole, the database is sound and `larder status` works, and an import run it stopped is recorded
    /// as `interrupted`.
    @Suite(.serialized) struct InterruptTests {
        /// The signals of a round, alternately.
        static func signal(of round: Int) -> Int32 { round % 2 == 0 ? SIGINT : SIGTERM }

        /// Whether a child ended as a round may: done (the signal came too late), exited with 128 + the
        /// signal after cleaning up, or ended by the signal before larder installed its handlers.
        static func endedAsItMay(_ end: LarderChild.End, signal: Int32) -> Bool {
            end.bySignal ? end.status == signal : end.status == 0 || end.status == 128 + signal
        }

        /// The entries of `folder` whose names start with `prefix`.
        static func entries(of folder: URL, startingWith prefix: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) }.sorted()
        }

        @Test func interruptedZipImportsLeaveNoTemporaryFolderAndAreRecordedAsInterrupted() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let environment = ["TMPDIR": temporary.path]
            try ZipFixture.write(
                [
                    .init("exports/1-food.csv", GeneratedExports.inventory(rows: 6_000)),
                    .init("exports/2-stock.csv", GeneratedExports.stockSheet(rows: 6_000)),
                    .init("exports/3-deals.csv", GeneratedExports.deals(rows: 4_000)),
                ], to: folder.appendingPathComponent("data/exports.zip"))
            let arguments = ["import", "-q", "--force", "data/exports.zip"]
            let started = Date()
            #expect(try LarderChild(arguments, in: folder, environment: environment).wait().status == 0)
            let duration = Date().timeIntervalSince(started)

            var random = SeededGenerator(seed: 27)
            var interrupted = 0
            for round in 0..<16 {
                let signal = Self.signal(of: round)
                // Within the first 60 % of the measured import, so that most signals land during it even when
                // a busy machine makes this run faster than the first (with 110 %, 7 of 16 landed under load).
                let delay = Double.random(in: 0...(duration * 0.6), using: &random)
                let child = try LarderChild(arguments, in: folder, environment: environment)
                child.send(signal, after: delay)
                let end = child.wait()
                #expect(Self.endedAsItMay(end, signal: signal), "round \(round): \(end.status) \(end.error)")
                if !end.bySignal, end.status == 128 + signal { interrupted += 1 }
                #expect(try Self.entries(of: temporary, startingWith: "") == [], "round \(round), \(delay) s")
                let status = try EndToEndTests().larder(["status"], in: folder)
                #expect(status.status == 0, "round \(round): \(status.error)")
            }
            let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
            #expect(try probe.integrity() == "ok")
            let statuses = try probe.runStatuses()
            #expect(!statuses.contains("running"), "\(statuses)")
            #expect(interrupted >= 8, "most signals land during the import: \(interrupted) of 16")
            #expect(statuses.filter { $0 == "interrupted" }.count >= interrupted / 2, "\(statuses)")
            print(
                "interrupted imports of a \(Int(duration * 1000)) ms import: \(interrupted) of 16; runs \(statuses.map { $0 ?? "nil" })"
            )
        }

        @Test func interruptedRendersLeaveThePreviousOrTheNewOutputWholeAndNoStagingFolder() throws {
            let folder = try HouseholdFolder()
            defer { folder.cleanUp() }
            let temporary = folder.url.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            // The test hook stretches the staging of the dozen files (a few milliseconds without it) to about
            // half the render, so that signals land while the new output is staged and swapped as well.
            let environment = ["TMPDIR": temporary.path, "LARDER_TEST_STAGING_DELAY": "0.04"]
            let days = ["2026-11-22", "2026-11-23"]
            var outputs: [[String: Data]] = []
            var duration = 0.0
            for day in days {
                let started = Date()
                let end = try LarderChild(
                    ["report", "--out", "site", "--as-of", day], in: folder.url, environment: environment
                )
                .wait()
                #expect(end.status == 0, "\(end.error)")
                duration = max(duration, Date().timeIntervalSince(started))
                outputs.append(try Self.contents(of: folder.url.appendingPathComponent("site")))
            }
            try #require(outputs[0] != outputs[1])
            var current = 1
            var random = SeededGenerator(seed: 2027)
            var interrupted = 0
            var kept: [String] = []
            for round in 0..<16 {
                let signal = Self.signal(of: round)
                let next = 1 - current
                let delay = Double.random(in: 0...(duration * 1.1), using: &random)
                let child = try LarderChild(
                    ["report", "-q", "--out", "site", "--as-of", days[next]], in: folder.url, environment: environment)
                child.send(signal, after: delay)
                let end = child.wait()
                #expect(Self.endedAsItMay(end, signal: signal), "round \(round): \(end.status) \(end.error)")
                if !end.bySignal, end.status == 128 + signal { interrupted += 1 }
                let now = try Self.contents(of: folder.url.appendingPathComponent("site"))
                #expect(now == outputs[current] || now == outputs[next], "round \(round), \(delay) s: a whole output")
                kept.append("\(Int(delay * 1000)) ms: \(now == outputs[next] ? "new" : "old")")
                if now == outputs[next] { current = next }
                #expect(try Self.entries(of: folder.url, startingWith: ".site.") == [], "round \(round)")
                #expect(try Self.entries(of: temporary, startingWith: "") == [], "round \(round)")
            }
            #expect(interrupted >= 8, "most signals land during the render: \(interrupted) of 16")
            print("interrupted renders of a \(Int(duration * 1000)) ms render left: \(kept.joined(separator: ", "))")
            let status = try folder.larder(["status"])
            #expect(status.status == 0, "\(status.error)")
        }

        /// Every file under `folder` by its path inside it.
        static func contents(of folder: URL) throws -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                let url = folder.appendingPathComponent(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = try Data(contentsOf: url)
                }
            }
            return files
        }
    }
}
