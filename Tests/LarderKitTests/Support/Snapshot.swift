import Foundation
import LarderTestSupport
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
