import Foundation
import LarderValues

/// `-` among the paths of `larder import` or `validate`: standard input read to its end into a file of a
/// new temporary folder, so it is imported as any file is (digest, ledger, unchanged check, a `.zip`'s
/// entries), under the name `--name` gives it; the folder is removed when the import is done, and by the
/// next larder when this one was killed.
struct StandardInputCopy {
    /// The start of the temporary folders' names (``CleanupOnExit/makeTemporaryFolder(prefix:in:)``).
    static let prefix = "larder-stdin"
    /// The path that names standard input.
    static let path = "-"

    /// The copy.
    let url: URL
    /// Its name in the ledger and in messages.
    let name: String
    private let folder: URL

    /// Reads standard input to its end into a file named after `name` (its last component, which keeps
    /// the extension that tells the format) in a new folder under `temporary`.
    init(named name: String, in temporary: URL = FileManager.default.temporaryDirectory) throws {
        let last = URL(fileURLWithPath: name).lastPathComponent
        let fileName = ["", ".", "..", "/"].contains(last) ? "stdin" : last
        do {
            folder = try CleanupOnExit.makeTemporaryFolder(prefix: Self.prefix, in: temporary)
        } catch {
            throw ImportError.unreadable(
                path: name,
                reason: "no folder could be made under \(temporary.path) to hold standard input"
                    + " (\(error.localizedDescription)); set TMPDIR to a folder with room")
        }
        url = folder.appendingPathComponent(fileName)
        self.name = name
        do {
            try Self.copyStandardInput(to: url)
        } catch let interruption as Interruption {
            CleanupOnExit.remove(folder)
            throw interruption
        } catch {
            CleanupOnExit.remove(folder)
            throw ImportError.unreadable(path: name, reason: "standard input could not be read (\(error))")
        }
    }

    /// Removes the copy and its folder.
    func remove() { CleanupOnExit.remove(folder) }

    /// Copies standard input to `url` in blocks of 1 MiB, never holding it whole in memory.
    private static func copyStandardInput(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let output = try FileHandle(forWritingTo: url)
        defer { try? output.close() }
        while let block = try FileHandle.standardInput.read(upToCount: 1 << 20), !block.isEmpty {
            try CleanupOnExit.checkpoint()
            try output.write(contentsOf: block)
        }
    }
}
