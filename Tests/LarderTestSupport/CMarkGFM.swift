import Foundation
import Testing

/// cmark-gfm, the renderer behind GitHub's Markdown, run as scripts/check-report-md.sh runs it: tables,
/// autolinks and strikethrough on, raw HTML kept (`--unsafe`) so any that imported text produced shows.
package enum CMarkGFM {
    /// The executable on `PATH`, or nil when it is not installed.
    package static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("cmark-gfm") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Why a test that needs it is skipped: shown by `swift test` next to the test's name.
    package static let missing: Comment =
        "cmark-gfm is not installed (apt-get install cmark-gfm): GitHub's view unchecked"

    /// `markdown` as GitHub renders it to HTML.
    package static func html(_ markdown: String) throws -> String {
        let executable = try #require(executable, missing)
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let input = try folder.write(markdown, to: "in.md")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", input]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "cmark-gfm exited with \(process.terminationStatus)")
        return String(decoding: html, as: UTF8.self)
    }
}
