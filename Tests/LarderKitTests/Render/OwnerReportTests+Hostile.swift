import Foundation
import Testing

@testable import LarderImport
@testable import LarderStore

extension OwnerReportTests {
    /// The hostile fixture: groups named `../../../../etc/…` and `/tmp/…`, people named with markup and
    /// Windows paths; each owner's rows carry a marker only they own.
    @Test func theHostileFixtureKeepsEachOwnersRowsInTheirOwnFolderOnly() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([
            fixtures.appendingPathComponent("hostile").path
        ])
        #expect(summary.failures.count == 1, "users-nul.json is refused: \(summary.failures)")
        let files = try render(database)
        let markers = ["MARKER-G1", "MARKER-G2", "MARKER-G3", "MARKER-U1", "MARKER-U2"]
        let folders = Set(
            files.keys.compactMap { $0.split(separator: "/").count == 2 ? $0.split(separator: "/")[0] : nil })
        #expect(folders.count == 5)
        for folder in folders {
            #expect(folder.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(folder)")
            let texts = files.filter { $0.key.hasPrefix(folder + "/") }
            #expect(texts.count == Self.files.count)
            for (name, text) in texts {
                let shown = markers.filter { text.contains($0) }
                #expect(shown.count <= 1, "\(name) shows the rows of \(shown)")
            }
            let owned = Set(texts.values.flatMap { text in markers.filter { text.contains($0) } })
            #expect(owned.count == 1, "\(folder) shows the rows of \(owned)")
        }
        let top = files.filter { !$0.key.contains("/") }
        #expect(top.keys.sorted() == ["index.html", "report.json", "report.md"])
        #expect(!top.values.contains { text in markers.contains { text.contains($0) } })
    }
}
