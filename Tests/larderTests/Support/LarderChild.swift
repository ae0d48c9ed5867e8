import Foundation
import Testing

/// The `larder` executable run as a child process with an environment of the test's own (a private
/// `TMPDIR`, a test hook), its errors kept, to be signalled or waited for.
struct LarderChild {
    /// How a child ended.
    struct End {
        /// The exit status, or the signal that ended it.
        var status: Int32
        /// Whether a signal ended it (it had not yet installed its handlers).
        var bySignal: Bool
        /// What it wrote on stderr.
        var error: String
    }

    /// The child.
    let process: Process
    private let errors: URL

    /// Starts `larder arguments` in `folder` with `environment` added to the test's, its output discarded
    /// and its errors kept in a file of the test's temporary folder (not `folder`, which tests compare).
    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = try EndToEndTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("larder-child-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    /// Sends `signal` after `delay` seconds if the child still runs; returns whether it did.
    @discardableResult
    func send(_ signal: Int32, after delay: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(delay)
        while process.isRunning, Date() < deadline { usleep(500) }
        guard process.isRunning else { return false }
        kill(process.processIdentifier, signal)
        return true
    }

    /// Waits until `file` exists (a test hook's sign), at most `timeout` seconds; returns whether it does.
    func waitFor(_ file: URL, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: file.path), process.isRunning, Date() < deadline {
            usleep(2_000)
        }
        return FileManager.default.fileExists(atPath: file.path)
    }

    /// Waits for the child and returns how it ended.
    func wait() -> End {
        process.waitUntilExit()
        let error = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errors)
        return End(
            status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal, error: error)
    }
}
