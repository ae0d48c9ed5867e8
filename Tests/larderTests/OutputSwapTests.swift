import Foundation
import Testing

/// The output folder is looked at again at the swap: a file or folder that appeared in it, or a file that
/// changed, after larder's first look refuses the swap with exit 2, and nothing is moved or deleted.
/// The test hook `LARDER_TEST_PAUSE_BEFORE_SWAP` holds larder between its staging and the swap, so each
/// case changes the folder at that exact moment.
@Suite struct OutputSwapTests {
    static let asOf = ["--as-of", "2026-11-22"]

    /// Runs `arguments` with the hook, lets `change` alter the household while larder waits at the swap,
    /// and returns how larder ended and the household before and after the rest of larder's run.
    func pausedRun(
        _ arguments: [String], in folder: HouseholdFolder, change: (HouseholdFolder) throws -> Void
    ) throws -> (end: LarderChild.End, before: [String: Data], after: [String: Data]) {
        let pause = FileManager.default.temporaryDirectory.appendingPathComponent("larder-pause-\(UUID().uuidString)")
        let child = try LarderChild(
            arguments, in: folder.url, environment: ["LARDER_TEST_PAUSE_BEFORE_SWAP": pause.path])
        try #require(child.waitFor(pause), "larder never reached the swap: \(child.wait().error)")
        try change(folder)
        // larder opened the database; SQLite may touch it: the rest must be as the change left it.
        let before = try folder.snapshot().filter { !$0.key.hasPrefix("larder.sqlite") && !$0.key.hasPrefix(".") }
        try FileManager.default.removeItem(at: pause)
        let end = child.wait()
        let after = try folder.snapshot().filter { !$0.key.hasPrefix("larder.sqlite") }
        return (end, before, after)
    }

    /// The new entries larder's message must name, and an edited page, for each command.
    @Test(arguments: [["report"], ["run", "data"]])
    func whatAppearsOrChangesAfterTheFirstLookRefusesTheSwap(_ command: [String]) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["report", "--out", "site"] + Self.asOf).status == 0)
        let (end, before, after) = try pausedRun(command + ["--out", "site"] + Self.asOf, in: folder) { folder in
            try folder.write("my notes\n", to: "site/notes.txt")
            try folder.write("a draft\n", to: "site/drafts/monday.md")
            try folder.write("<p>edited by hand</p>\n", to: "site/expiry.html")
        }
        #expect(end.status == 2, "\(end.error)")
        for entry in ["site/notes.txt", "site/drafts/", "site/drafts/monday.md", "site/expiry.html"] {
            #expect(end.error.contains("`\(entry)`"), "\(entry): \(end.error)")
        }
        #expect(end.error.contains("Nothing was moved or deleted"), "\(end.error)")
        #expect(after == before, "nothing moved or deleted, and no staging folder left")
        #expect(after["site/notes.txt"] == Data("my notes\n".utf8))
    }

    /// An output folder missing at the first look: one made meanwhile with a file in it is refused too.
    @Test func aFolderMadeAtTheOutputsPathMeanwhileIsRefused() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let (end, before, after) = try pausedRun(["report", "--out", "fresh"] + Self.asOf, in: folder) { folder in
            try folder.write("mine\n", to: "fresh/keep.txt")
        }
        #expect(end.status == 2, "\(end.error)")
        #expect(end.error.contains("`fresh/keep.txt`"), "\(end.error)")
        #expect(after == before)
    }

    /// The control: with the hook and no change, the swap goes ahead, and what went is only the previous
    /// output (a screenshot in it included, as it was there at the first look).
    @Test func withNothingChangedTheSwapGoesAhead() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["report", "--out", "site", "--as-of", "2026-11-23"]).status == 0)
        try folder.write("png", to: "site/screenshots/index-phone.png")
        let (end, _, after) = try pausedRun(["report", "--out", "site"] + Self.asOf, in: folder) { _ in }
        #expect(end.status == 0, "\(end.error)")
        let markdown = String(decoding: try #require(after["site/report.md"]), as: UTF8.self)
        #expect(markdown.contains("Sun 22 Nov 2026"), "the new output is in place")
        #expect(after["site/screenshots/index-phone.png"] == nil)
        #expect(after.keys.filter { $0.hasPrefix(".site.") }.isEmpty, "no staging folder left")
    }

    /// SIGTERM while larder waits at the swap: exit 143, the previous output whole, no staging folder.
    @Test func anInterruptAtTheSwapKeepsThePreviousOutput() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["report", "--out", "site", "--as-of", "2026-11-23"]).status == 0)
        let previous = try folder.snapshot().filter { $0.key.hasPrefix("site") }
        let pause = FileManager.default.temporaryDirectory.appendingPathComponent("larder-pause-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pause) }
        let child = try LarderChild(
            ["report", "--out", "site"] + Self.asOf, in: folder.url,
            environment: ["LARDER_TEST_PAUSE_BEFORE_SWAP": pause.path])
        try #require(child.waitFor(pause))
        let staging = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix(".site.new-")
        }
        #expect(staging.count == 1, "the new output waits staged beside the folder")
        #expect(child.send(SIGTERM, after: 0))
        let end = child.wait()
        #expect(end.status == 143, "\(end.error)")
        #expect(end.error.contains("interrupted by SIGTERM"), "\(end.error)")
        let now = try folder.snapshot()
        #expect(now.filter { $0.key.hasPrefix("site") } == previous)
        #expect(now.keys.filter { $0.hasPrefix(".site.") }.isEmpty)
    }
}
