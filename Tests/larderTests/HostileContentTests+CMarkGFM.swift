import Foundation
import LarderTestSupport
import Testing

extension HostileContentTests {
    /// GitHub's view of the hostile run: scripts/check-report-md.sh renders every report.md (the owners'
    /// index and each owner's) with cmark-gfm and finds only the links and markup larder's templates write.
    @Test(.enabled(if: CMarkGFM.executable != nil, CMarkGFM.missing))
    func everyReportRendersUnderCmarkGFMWithOnlyLarderLinks() throws {
        let folder = try Self.folderWithHostileData()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(in: folder).status == 1, "users-nul.json is refused, so the run fails after rendering")
        let check = Process()
        check.executableURL = Paths.scripts.appendingPathComponent("check-report-md.sh")
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
