import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>`; `RECORD_SNAPSHOTS=1 swift test` rewrites it.
func expectSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
{
    let url = Paths.snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return
    }
    let expected = try #require(
        try? String(contentsOf: url, encoding: .utf8),
        "No snapshot \(name); record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
    if text != expected {
        let got = zip(
            text.split(separator: "\n", omittingEmptySubsequences: false),
            expected.split(separator: "\n", omittingEmptySubsequences: false)
        ).enumerated()
            .first { $0.element.0 != $0.element.1 }
        let detail =
            got.map { "line \($0.offset + 1):\n  got      \($0.element.0)\n  expected \($0.element.1)" }
            ?? "lengths differ (\(text.count) vs \(expected.count) characters)"
        Issue.record("\(name) differs from its snapshot at \(detail)", sourceLocation: sourceLocation)
    }
}

/// Folders of the repository, found from this file's path.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let snapshots = root.appendingPathComponent("Tests/LarderKitTests/Snapshots")
    static let templates = root.appendingPathComponent("templates")
    static let docs = root.appendingPathComponent("docs")
    static let fixtures = root.appendingPathComponent("Tests/LarderKitTests/Fixtures")
}

/// A fresh temporary folder, removed by the caller with `cleanUp()`.
///
/// Files go into an `exports` folder inside a new one, so every test's files sit in a folder of the same
/// name, as a household's exports do week after week: short ids are scoped by the folder's name (see
/// `RowIdentity`), and imports of two temporary folders into one database are then the same source.
struct TemporaryFolder {
    /// The folder the files go into.
    let url: URL
    private let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("larder-test-\(UUID().uuidString)")
        url = root.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func cleanUp() { try? FileManager.default.removeItem(at: root) }
}
