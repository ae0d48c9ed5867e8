import Foundation
import LarderValues

/// Writes the output folder atomically: every file goes into a staging folder beside it, which then
/// replaces the previous output in one swap. A failed or interrupted render leaves the previous output
/// untouched. Only a folder ``OutputFolder`` accepted is replaced, and only if nothing appeared or
/// changed in it since that check; the new one holds its marker. Every file lands inside the folder: a
/// relative path that is absolute, climbs with `..` or holds NUL is refused.
package struct OutputWriter {
    /// The checked folder.
    let folder: OutputFolder

    /// A writer of a folder already checked.
    package init(folder: OutputFolder) { self.folder = folder }

    /// Checks `destination` (see ``OutputFolder``) and returns its writer.
    init(destination: URL, keeping inputs: [OutputFolder.Input] = []) throws {
        folder = try OutputFolder(checking: destination, keeping: inputs)
    }

    /// Writes `files` (relative path → contents) and the marker as the new contents of the folder.
    ///
    /// The files go into `.<name>.new-<pid>/staged`, beside the folder: `.<name>.new-<pid>` is marked and
    /// registered with ``CleanupOnExit``, so an interrupted render removes it, and one a killed larder
    /// left is removed by the next. The swap (``OutputFolder/replace(with:spare:)``) puts the previous
    /// output where the staged files were, and the staging folder goes with it.
    package func write(_ files: [(path: String, contents: String)]) throws {
        if let unsafe = files.first(where: { !Self.staysInside($0.path) }) {
            throw RenderError.outputFailed(
                folder: folder.given, reason: "the file name `\(unsafe.path)` would land outside the folder")
        }
        let staging = Self.stagingFolder(of: folder.resolved)
        do {
            // A folder of this process id a killed larder left: ours to remove, since this process is not it.
            if CleanupOnExit.isMarked(staging, by: getpid()) { CleanupOnExit.remove(staging) }
            try FileManager.default.createDirectory(
                at: staging.deletingLastPathComponent(), withIntermediateDirectories: true)
            try CleanupOnExit.makeMarkedFolder(at: staging)
        } catch {
            throw RenderError.outputFailed(folder: folder.given, reason: error.localizedDescription)
        }
        defer { CleanupOnExit.remove(staging) }
        let staged = staging.appendingPathComponent("staged")
        do {
            try stage(files + [(OutputFolder.markerName, OutputFolder.markerText)], in: staged)
            try Self.pauseForTests()
            try folder.replace(with: staged, spare: staging.appendingPathComponent("spare"))
        } catch let error as RenderError {
            throw error
        } catch let interruption as Interruption {
            throw interruption
        } catch {
            throw RenderError.outputFailed(folder: folder.given, reason: error.localizedDescription)
        }
    }

    /// The staging folder of this process beside the output folder: `.output.new-123`.
    static func stagingFolder(of destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).new-\(getpid())")
    }

    /// Writes `files` into a new folder `staged`, stopping at the first file after an interrupt.
    private func stage(_ files: [(path: String, contents: String)], in staged: URL) throws {
        let manager = FileManager.default
        let delay = ProcessInfo.processInfo.environment[Self.stagingDelayVariable].flatMap(Double.init) ?? 0
        try manager.createDirectory(at: staged, withIntermediateDirectories: false)
        for file in files {
            try CleanupOnExit.checkpoint()
            let url = staged.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            if delay > 0 { usleep(UInt32(min(delay, 1) * 1_000_000)) }
        }
    }

    /// The environment variable of a test hook: set to a number of seconds (at most 1), larder waits that
    /// long after each file it stages, so that the signals of a test land while the output is staged as
    /// often as elsewhere. Not for use outside tests.
    static let stagingDelayVariable = "LARDER_TEST_STAGING_DELAY"

    /// The environment variable of a test hook: set to a file's path, larder creates that file once the
    /// new output is staged and waits (up to a minute) until it is gone before it looks at the output
    /// folder again and swaps, so a test can change the folder in between. Not for use outside tests.
    static let pauseVariable = "LARDER_TEST_PAUSE_BEFORE_SWAP"

    private static func pauseForTests() throws {
        guard let path = ProcessInfo.processInfo.environment[pauseVariable], !path.isEmpty else { return }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let deadline = Date().addingTimeInterval(60)
        while FileManager.default.fileExists(atPath: path), Date() < deadline {
            try CleanupOnExit.checkpoint()
            usleep(10_000)
        }
    }

    /// Whether a relative path names a file inside the output folder.
    static func staysInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\u{0}")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
