import Foundation

extension CleanupOnExit {
    /// Removes the folders in `parent` that a larder which no longer runs made and left: a folder whose
    /// name `processID` reads a process id from, holding that process's ``markerName`` (or one of
    /// `markedAlsoBy`, the files by which earlier larders marked the folders they left there), of this
    /// user's and not a link, whose process is not running (`kill(pid, 0)` fails with `ESRCH`). A folder
    /// of a running process, or one without a marker, is left alone. Returns the folders removed.
    public static func sweepLeftovers(
        in parent: URL, processID: (String) -> Int32?, markedAlsoBy otherMarkers: [String] = []
    ) -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [URL] = []
        for name in names.sorted() {
            guard let pid = processID(name), pid > 0, pid != getpid(), !isRunning(pid) else { continue }
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            let marked =
                isMarked(folder, by: pid)
                || (isOwnFolder(folder) && otherMarkers.contains { isRegularFile(folder.appendingPathComponent($0)) })
            guard marked else { continue }
            removeMarkedFolder(folder)
            if !FileManager.default.fileExists(atPath: folder.path) { removed.append(folder) }
        }
        return removed
    }

    /// The process id in the name of a folder ``makeTemporaryFolder(prefix:in:)`` made,
    /// `<prefix>.<pid>.<random>`; nil for any other name.
    public static func processID(inName name: String, prefix: String) -> Int32? {
        guard name.hasPrefix(prefix + ".") else { return nil }
        let rest = name.dropFirst(prefix.count + 1)
        guard let dot = rest.firstIndex(of: "."), rest.index(after: dot) < rest.endIndex else { return nil }
        return processID(String(rest[..<dot]))
    }

    /// A process id written in decimal without a sign or leading zero; nil for anything else.
    public static func processID(_ text: String) -> Int32? {
        guard let first = text.unicodeScalars.first, first != "0",
            text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Int32(text)
    }

    /// Whether the process `pid` runs: `kill(pid, 0)` succeeds, or fails for another reason than `ESRCH`
    /// (`EPERM`: it runs as another user).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Whether `url` is a folder of this user's, not a link.
    private static func isOwnFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid()
    }

    /// Whether `url` is a regular file, not a link.
    private static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
