import Foundation

/// Writes the output folder atomically: every file goes into a temporary sibling folder, which then
/// replaces the previous output. A failed render leaves the previous output untouched. Only a folder
/// ``OutputFolder`` accepted is replaced, and the new one holds its marker. Every file lands inside the
/// folder: a relative path that is absolute, climbs with `..` or holds NUL is refused.
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
    package func write(_ files: [(path: String, contents: String)]) throws {
        if let unsafe = files.first(where: { !Self.staysInside($0.path) }) {
            throw RenderError.outputFailed(
                folder: folder.given, reason: "the file name `\(unsafe.path)` would land outside the folder")
        }
        let manager = FileManager.default
        let destination = folder.resolved
        let staging = sibling("new")
        let previous = sibling("old")
        do {
            try stage(files + [(OutputFolder.markerName, OutputFolder.markerText)], in: staging)
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
            throw RenderError.outputFailed(folder: folder.given, reason: error.localizedDescription)
        }
    }

    /// A hidden sibling of the folder for this process: `.output.new-123`.
    private func sibling(_ role: String) -> URL {
        let destination = folder.resolved
        return destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(role)-\(getpid())")
    }

    /// Writes `files` into a fresh `staging` folder.
    private func stage(_ files: [(path: String, contents: String)], in staging: URL) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        for file in files {
            let url = staging.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// Whether a relative path names a file inside the output folder.
    static func staysInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\u{0}")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
