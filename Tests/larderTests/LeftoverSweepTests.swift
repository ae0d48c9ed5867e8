import Foundation
import Testing

/// At start, larder removes the folders killed larders left — ZIP copies in `TMPDIR`, staging folders
/// beside the output folder — and only those: marked by larder for a process that no longer runs.
@Suite struct LeftoverSweepTests {
    /// The id of a process that ran and ended.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A folder as larder marks it: `.larder-pid` naming `pid`, and a file of work in progress.
    static func plant(_ url: URL, markedBy pid: Int32?, marker: String = ".larder-pid") throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("work"), withIntermediateDirectories: true)
        try Data("half written\n".utf8).write(to: url.appendingPathComponent("work/entry.csv"))
        if let pid { try Data("\(pid)\nlarder made this folder\n".utf8).write(to: url.appendingPathComponent(marker)) }
    }

    @Test func theNextRunRemovesExactlyTheMarkedLeftoversOfProcessesThatNoLongerRun() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let temporary = folder.url.appendingPathComponent("tmp")
        let (dead, otherDead, alive) = (try Self.deadProcessID(), try Self.deadProcessID(), getpid())
        let removed = [
            "tmp/larder-unzip.\(dead).Xq3b9Z", ".output.new-\(dead)",
            // A whole output a larder before the pid marker left at the swap: it holds larder's output marker.
            ".output.old-\(otherDead)",
        ]
        let kept = [
            "tmp/larder-unzip.\(alive).Ab12Cd",  // a running larder's (this test's own process)
            "tmp/larder-unzip.\(otherDead).unmarked",  // no marker: not larder's to remove
            "tmp/larder-unzip.\(otherDead).Zz9Yy8",  // marked for another process than its name says
            "tmp/larder-unzips.\(dead).Qq1Ww2",  // another name
            ".output.new-\(alive)", ".output.old-\(dead)", ".elsewhere.new-\(otherDead)",
        ]
        try Self.plant(folder.url.appendingPathComponent(removed[0]), markedBy: dead)
        try Self.plant(folder.url.appendingPathComponent(removed[1]), markedBy: dead)
        try Self.plant(folder.url.appendingPathComponent(removed[2]), markedBy: otherDead, marker: ".larder-output")
        try Self.plant(folder.url.appendingPathComponent(kept[0]), markedBy: alive)
        try Self.plant(folder.url.appendingPathComponent(kept[1]), markedBy: nil)
        try Self.plant(folder.url.appendingPathComponent(kept[2]), markedBy: alive)
        try Self.plant(folder.url.appendingPathComponent(kept[3]), markedBy: dead)
        try Self.plant(folder.url.appendingPathComponent(kept[4]), markedBy: alive)
        try Self.plant(folder.url.appendingPathComponent(kept[5]), markedBy: nil)
        try Self.plant(folder.url.appendingPathComponent(kept[6]), markedBy: otherDead)
        let keptBefore = try folder.snapshot().filter { entry in kept.contains { entry.key.hasPrefix($0) } }

        let end = try LarderChild(
            ["run", "data", "--as-of", "2026-11-22"], in: folder.url, environment: ["TMPDIR": temporary.path]
        ).wait()
        #expect(end.status == 0, "\(end.error)")
        let said = end.error.split(separator: "\n").filter { $0.contains("removed leftovers of an interrupted run") }
        #expect(said.count == removed.count, "\(end.error)")
        for path in removed {
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path), "\(path)")
            let name = URL(fileURLWithPath: path).lastPathComponent
            #expect(said.contains { $0.contains("/\(name) ") }, "\(name) named: \(end.error)")
        }
        let keptAfter = try folder.snapshot().filter { entry in kept.contains { entry.key.hasPrefix($0) } }
        #expect(keptAfter == keptBefore, "every other folder is left as it was")

        let again = try LarderChild(
            ["report", "--as-of", "2026-11-22"], in: folder.url, environment: ["TMPDIR": temporary.path]
        ).wait()
        #expect(again.status == 0, "\(again.error)")
        #expect(!again.error.contains("removed leftovers"), "nothing is left to remove: \(again.error)")
    }
}
