import Foundation
import LarderTestSupport
import Testing

/// What `larder import` keeps of a file, as a user meets it: every line of a file it cannot recognise,
/// and one rejected row per problem, replaced when the file is imported again.
extension EndToEndTests {
    /// The database of a folder made by ``makeFolder()``.
    func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }

    @Test func twoEqualLinesAreTwoRawRowsAndImportingAgainFromAnotherFolderAddsNone() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("colour,shade,finish\nred,dark,\"\"\nred,dark,\"\"\nblue,,matt\n".utf8)
            .write(to: folder.appendingPathComponent("data/paint.csv"))
        let first = try larder(["import", "data/paint.csv"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.output.contains("data/paint.csv → raw_paint: 3 read, 3 inserted, 0 updated, 0 unchanged, 0 rejected"))
        let again = try larder(
            ["import", "--db", "../larder.sqlite", "paint.csv"], in: folder.appendingPathComponent("data"))
        #expect(again.output.contains("paint.csv → raw_paint: 3 read, 0 inserted, 0 updated, 3 unchanged, 0 rejected"))
        #expect(
            try probe(folder).strings(
                "SELECT _source_location || ' ' || quote(shade) || ' ' || quote(finish) FROM raw_paint ORDER BY rowid")
                == ["line 2 'dark' ''", "line 3 'dark' ''", "line 4 NULL 'matt'"])
        #expect(try larder(["status"], in: folder).output.contains("raw_paint: 3"))
    }

    @Test func aBadRowImportedTwiceIsOneRejectedRowAndTheFixedFileLeavesNone() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data/food.csv")
        try Data("name,expiration_date\nMilk,2026-11-21\nCheese,31/12/24\n".utf8).write(to: file)
        _ = try larder(["import", "data/food.csv"], in: folder)
        let again = try larder(
            ["import", "--db", "../larder.sqlite", "food.csv"], in: folder.appendingPathComponent("data"))
        #expect(again.output.contains("rejected: food.csv line 3: `expiration_date` is `31/12/24`"))
        #expect(try probe(folder).count("rejected_rows") == 1)
        let status = try larder(["status"], in: folder).output
        #expect(status.contains("Rejected rows in the latest import of each file: 1\n  food.csv line 3: "))

        try Data("name,expiration_date\nMilk,2026-11-21\nCheese,2024-12-31\n".utf8).write(to: file)
        let fixed = try larder(["import", "data/food.csv"], in: folder)
        #expect(
            fixed.output.contains(
                "data/food.csv → inventory_items: 2 read, 1 inserted, 0 updated, 1 unchanged, 0 rejected"))
        #expect(try probe(folder).count("rejected_rows") == 0)
        #expect(
            try larder(["status"], in: folder).output.contains("Rejected rows in the latest import of each file: 0"))
    }

    @Test func aDatabaseOfAnEarlierReleaseKeepsItsRawRowsAndStoresTheRepeatedLine() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Paths.fixtures.appendingPathComponent("upgrade/main-2026-11-24.sqlite")
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("larder.sqlite"))
        try Data("colour,shade\nred,dark\nblue,\nred,dark\n".utf8)
            .write(to: folder.appendingPathComponent("paint-swatches.csv"))
        let imported = try larder(["import", "paint-swatches.csv"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(
            imported.output.contains(
                "paint-swatches.csv → raw_paint_swatches: 3 read, 1 inserted, 1 updated, 1 unchanged, 0 rejected"))
        #expect(try probe(folder).count("raw_paint_swatches") == 3)
    }
}
