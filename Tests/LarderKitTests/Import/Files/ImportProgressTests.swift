import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

@Suite struct ImportProgressTests {
    @Test(arguments: ["food.csv", "food.json"])
    func anImportReportsEveryByteAndRowItRead(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            name.hasSuffix(".csv")
            ? "name,expiration_date\nMilk,2026-11-23\nEggs,2026-11-25\nRice,2027-01-01\n"
            : #"[{"name":"Milk","expiration_date":"2026-11-23"},{"name":"Eggs"},{"name":"Rice"}]"#
        let path = try folder.write(text, to: name)
        let progress = ImportProgress()
        _ = try ImportSession(database: try LarderDatabase(), options: .init(progress: progress)).importPaths([path])
        let snapshot = progress.snapshot
        #expect(snapshot.path == path)
        #expect(snapshot.size == Int64(text.utf8.count))
        #expect(snapshot.bytesRead == snapshot.size)
        #expect(snapshot.rows == 3)
    }

    @Test func theLineShowsTheBarBytesRowsAndRate() {
        let snapshot = ImportProgress.Snapshot(
            path: "data/deals.csv", size: 176_500_000, bytesRead: 105_900_000, rows: 600_000, seconds: 4)
        #expect(
            ConsoleText.progressLine(snapshot, barWidth: 10)
                == "data/deals.csv [██████░░░░]  60%  105.9 of 176.5 MB · 600,000 rows · 150,000 rows/s")
    }
}
