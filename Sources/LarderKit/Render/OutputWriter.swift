import Foundation

/// Writes the output folder atomically: every file goes into a temporary sibling folder, which then
/// replaces the previous output. A failed render leaves the previous output untouched. Every file
/// lands inside the folder: a relative path that is absolute, climbs with `..` or holds NUL is refused.
struct OutputWriter {
    let destination: URL

    /// Writes `files` (relative path → contents) as the new contents of `destination`.
    func write(_ files: [(path: String, contents: String)]) throws {
        if let unsafe = files.first(where: { !Self.staysInside($0.path) }) {
            throw RenderError.outputFailed(
                folder: destination.path, reason: "the file name `\(unsafe.path)` would land outside the folder")
        }
        let manager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).new-\(getpid())")
        let previous = parent.appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            if manager.fileExists(atPath: destination.path) {
                try? manager.removeItem(at: previous)
                try manager.moveItem(at: destination, to: previous)
            }
            try manager.moveItem(at: staging, to: destination)
            try? manager.removeItem(at: previous)
        } catch {
            try? manager.removeItem(at: staging)
            if !manager.fileExists(atPath: destination.path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: destination)
            }
            throw RenderError.outputFailed(folder: destination.path, reason: error.localizedDescription)
        }
    }

    /// Whether a relative path names a file inside the output folder.
    static func staysInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\u{0}")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
