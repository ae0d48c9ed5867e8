import Foundation
import GRDB
import LarderTestSupport
import Testing

/// A file unchanged since its latest import is not read again, through the `larder` executable: what the
/// summary, `status` and `--strict` say, what `--force` reads, and that `run` and `validate` still work.
@Suite struct UnchangedFileTests {
    let cli = EndToEndTests()
    static let food =
        "id,name,expiration_date\nfood-1001,Milk,2026-11-23\nfood-1002,Eggs,31/12/24\nfood-1003,Rice,2027-05-01\n"
    static let unchanged =
        "data/food.csv → inventory_items: unchanged file, 3 rows as before (run 1: 2 inserted, 0 updated, 0 unchanged,"
        + " 1 rejected)"

    func folderWithFood() throws -> URL {
        let folder = try cli.makeFolder()
        try Data(Self.food.utf8).write(to: folder.appendingPathComponent("data/food.csv"))
        return folder
    }

    /// `name` of the item `food-1001`, as a user's `sqlite3` reads it.
    func milk(in folder: URL) throws -> String? {
        try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path).read {
            try String.fetchOne($0, sql: "SELECT name FROM inventory_items WHERE id = 'food-1001'")
        }
    }

    @Test func aPlainReimportSkipsTheFileAndForceReadsItAgain() throws {
        let folder = try folderWithFood()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try cli.larder(["import", "data/food.csv"], in: folder).status == 0)
        // A row changed by hand in the database: only reading the file again restores it.
        try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path).write {
            try $0.execute(sql: "UPDATE inventory_items SET name = 'Oat milk' WHERE id = 'food-1001'")
        }
        let again = try cli.larder(["import", "data/food.csv"], in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains(Self.unchanged), "\(again.output)")
        #expect(again.output.contains("  rejected: data/food.csv line 3: `expiration_date` is `31/12/24`"))
        #expect(
            again.output.contains(
                "Imported 1 file (run 2): 0 read, 0 inserted, 0 updated, 0 unchanged, 0 rejected; 1 unchanged file not"
                    + " read again (--force reads it)."), "\(again.output)")
        #expect(try milk(in: folder) == "Oat milk")

        let forced = try cli.larder(["import", "--force", "data/food.csv"], in: folder)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(
            forced.output.contains(
                "data/food.csv → inventory_items: 3 read, 0 inserted, 1 updated, 1 unchanged, 1 rejected"),
            "\(forced.output)")
        #expect(try milk(in: folder) == "Milk")
    }

    @Test func verboseSaysWhyTheFileWasNotReadAndStatusShowsIt() throws {
        let folder = try folderWithFood()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try cli.larder(["import", "data/food.csv"], in: folder).status == 0)
        let again = try cli.larder(["import", "-v", "data/food.csv"], in: folder)
        #expect(
            again.output.contains(
                "  not read: same path, size and SHA-256 as the file run 1 read, read the same way; --force reads it again"
            ), "\(again.output)")
        let status = try cli.larder(["status"], in: folder)
        #expect(status.output.contains("data/food.csv → inventory_items: unchanged file, 3 rows as before (run 1:"))
        #expect(status.output.contains("Rejected rows in the latest import of each file: 1"), "\(status.output)")
    }

    @Test func strictFailsOnTheRejectedRowsAnUnchangedFileStillHas() throws {
        let folder = try folderWithFood()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try cli.larder(["import", "--strict", "data/food.csv"], in: folder).status == 1)
        let again = try cli.larder(["import", "--strict", "data/food.csv"], in: folder)
        #expect(again.status == 1)
        #expect(again.output.contains(Self.unchanged), "\(again.output)")
        #expect(again.error.contains("error: 1 row was rejected and --strict is on"), "\(again.error)")
    }

    /// `larder run` twice: the second reads no file, and its report is the first one's.
    @Test func runSkipsUnchangedFilesAndReportsTheSame() throws {
        let folder = try folderWithFood()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ["run", "--as-of", "2026-11-22", "--templates", Paths.templates.path, "--format", "md", "data"]
        let first = try cli.larder(run, in: folder)
        #expect(first.status == 0, "\(first.error)")
        let report = try String(contentsOf: folder.appendingPathComponent("output/report.md"), encoding: .utf8)
        let again = try cli.larder(run, in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains(Self.unchanged), "\(again.output)")
        #expect(try String(contentsOf: folder.appendingPathComponent("output/report.md"), encoding: .utf8) == report)
        let forced = try cli.larder(run + ["--force"], in: folder)
        #expect(forced.output.contains("data/food.csv → inventory_items: 3 read, 0 inserted, 0 updated, 2 unchanged"))
    }

    /// `validate` never writes, so it has no earlier import to compare with: every file it is given is read.
    @Test func validateReadsEveryFileItIsGiven() throws {
        let folder = try folderWithFood()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["validate", "data/food.csv", "data/food.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("data/food.csv → ") }
        #expect(
            lines == [
                "data/food.csv → inventory_items: 3 read, 2 inserted, 0 updated, 0 unchanged, 1 rejected",
                "data/food.csv → inventory_items: 3 read, 0 inserted, 0 updated, 2 unchanged, 1 rejected",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("larder.sqlite").path))
    }
}
