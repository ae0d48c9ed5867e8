import Foundation
import Testing

extension HostileContentTests {
    /// Whether cmark-gfm, which scripts/check-report-md.sh renders with, is on `PATH`.
    static let hasCMarkGFM = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/cmark-gfm")
    }

    /// GitHub's view of the hostile run: scripts/check-report-md.sh renders every report.md (the owners'
    /// index and each owner's) with cmark-gfm and finds only the links and markup larder's templates write.
    @Test(.enabled(if: hasCMarkGFM, "cmark-gfm is not installed (apt-get install cmark-gfm): GitHub's view unchecked"))
    func everyReportRendersUnderCmarkGFMWithOnlyLarderLinks() throws {
        let folder = try Self.folderWithHostileData()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(in: folder).status == 1, "users-nul.json is refused, so the run fails after rendering")
        let check = Process()
        check.executableURL = EndToEndTests.root.appendingPathComponent("scripts/check-report-md.sh")
        check.arguments = [folder.appendingPathComponent("site/output").path]
        let errors = Pipe()
        check.standardOutput = FileHandle.nullDevice
        check.standardError = errors
        try check.run()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(problems)")
    }
}
