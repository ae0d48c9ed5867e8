import Foundation

/// The `larder` executable run as a child process whose output is not needed: started, waited for,
/// or killed.
struct LarderProcess {
    /// The child.
    let process: Process

    /// Starts `larder arguments` in `folder`, its output discarded.
    init(_ arguments: [String], in folder: URL) throws {
        process = Process()
        process.executableURL = try EndToEndTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Whether the child is still running.
    var isRunning: Bool { process.isRunning }

    /// Waits for the child and returns its exit status (or the signal that ended it).
    @discardableResult
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Sends SIGKILL after `delay` seconds; returns whether the child was still running to receive it.
    func kill(after delay: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(delay)
        while process.isRunning, Date() < deadline { usleep(500) }
        guard process.isRunning else { return false }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}
