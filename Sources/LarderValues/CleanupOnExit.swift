import Foundation

/// The folders larder makes for the length of a command — the copies of a ZIP archive's entries, the
/// staging folder of the output — and what larder does when SIGINT or SIGTERM asks it to stop.
///
/// A folder made here holds ``markerName`` from the moment it exists, naming the process that made it,
/// and is registered: it is removed when its work is done (``remove(_:)``), when larder is interrupted
/// (``installSignalHandlers()``), and, should larder be killed before it could, by the next larder once
/// that process no longer runs (``sweepLeftovers(in:processID:markedAlsoBy:)``). larder removes only
/// folders it marked.
public enum CleanupOnExit {
    /// The file larder writes first into every folder it makes here: the process id on its first line,
    /// then what the folder is, for someone who finds it.
    public static let markerName = ".larder-pid"

    /// Makes a new folder `<prefix>.<pid>.<random>` in `parent` (`larder-unzip.4242.Xq3b9Z`), marks it
    /// and registers it; throws the system's error (as an `NSError` of `NSPOSIXErrorDomain`) when it
    /// cannot be made.
    public static func makeTemporaryFolder(prefix: String, in parent: URL) throws -> URL {
        try State.shared.locked {
            let name = "\(prefix).\(getpid()).XXXXXX"
            var template = Array(parent.appendingPathComponent(name).path.utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw systemError(errno)
            }
            let folder = URL(fileURLWithPath: String(cString: made), isDirectory: true)
            State.shared.folders.append(folder)
            try writeMarker(in: folder)
            return folder
        }
    }

    /// Makes the folder `url`, which must not exist yet, marks it and registers it.
    public static func makeMarkedFolder(at url: URL) throws {
        try State.shared.locked {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            State.shared.folders.append(url)
            try writeMarker(in: url)
        }
    }

    /// Registers a folder larder made otherwise, to be removed if larder is interrupted.
    public static func register(_ folder: URL) {
        State.shared.locked { State.shared.folders.append(folder) }
    }

    /// Forgets a registered folder, which stays where it is.
    public static func unregister(_ folder: URL) {
        State.shared.locked { State.shared.folders.removeAll { $0 == folder } }
    }

    /// Removes a folder made here with everything in it, its marker last (so that a removal cut short
    /// leaves a folder the next larder still knows as its own), then forgets it.
    public static func remove(_ folder: URL) {
        removeMarkedFolder(folder)
        unregister(folder)
    }

    /// Whether `folder` holds the marker of the process `pid`, and is a folder of this user's (not a link).
    public static func isMarked(_ folder: URL, by pid: Int32) -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
            return false
        }
        let marker = folder.appendingPathComponent(markerName)
        guard lstat(marker.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 4096,
            let text = FileManager.default.contents(atPath: marker.path)
        else { return false }
        return String(decoding: text, as: UTF8.self).split(separator: "\n").first.map(String.init) == "\(pid)"
    }

    /// The system's error `code` as an `NSError` whose description is the system's reason in lower case
    /// (`no space left on device`).
    public static func systemError(_ code: Int32) -> NSError {
        NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code)).lowercased()])
    }

    /// The marker's text: the process id, then what the folder is.
    static func markerText(pid: Int32) -> String {
        """
        \(pid)
        larder (process \(pid)) made this folder for the length of one command and removes it when done or
        interrupted. If that process no longer runs, the next larder removes the folder.

        """
    }

    private static func writeMarker(in folder: URL) throws {
        try Data(markerText(pid: getpid()).utf8).write(to: folder.appendingPathComponent(markerName))
    }

    /// Removes the folder's entries, then its marker, then the folder; errors are passed over (a part
    /// already gone, or one another thread removes at the same time).
    static func removeMarkedFolder(_ folder: URL) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name != markerName {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
        try? manager.removeItem(at: folder.appendingPathComponent(markerName))
        rmdir(folder.path)
    }
}

extension CleanupOnExit {
    /// The registry's state, behind one lock. Once larder is interrupted, the thread that exits takes the
    /// lock for good, so no other thread registers or removes anything after it began to clean up.
    final class State: @unchecked Sendable {
        static let shared = State()

        private let lock = NSLock()
        /// The folders to remove when interrupted, in the order they were made.
        var folders: [URL] = []
        /// The signal that asked larder to stop, once one has.
        var interruption: Interruption?
        /// What to do as soon as a signal arrives (stop a long SQL statement), on the signal's queue.
        var wakers: [@Sendable () -> Void] = []
        /// What to do before exiting after an interruption (record the run as interrupted), by key.
        var exitActions: [(key: String, action: @Sendable () -> Void)] = []
        /// Whether the signal handlers are installed, and their sources, kept alive.
        var installed = false
        var sources: [any DispatchSourceSignal] = []

        /// Runs `body` holding the lock.
        func locked<T>(_ body: () throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Takes the lock and never gives it back: for the thread that is about to exit.
        func lockForGood() { lock.lock() }
    }
}
