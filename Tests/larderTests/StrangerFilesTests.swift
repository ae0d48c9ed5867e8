import Foundation
import LarderTestSupport
import Testing

/// What a stranger met with files and folders nobody on the team wrote (see docs/RELIABILITY.md, "What a
/// household already has"), each through the `larder` executable.
@Suite struct StrangerFilesTests {
    let cli = EndToEndTests()

    /// One folder per app, as `data/` itself is laid out: two apps' `inventory.csv` both number their rows.
    @Test func sameNamedExportsOfTwoAppsInTwoFoldersNeverOverwriteEachOther() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            "id,name,quantity,expiration_date\n1,Milk,1,2026-12-01\n2,Eggs,6,2026-12-02\n", "data/o1/inventory.csv",
            in: folder)
        try cli.write(
            "id,name,quantity,expiration_date\n1,Tofu,1,2026-12-01\n2,Kimchi,1,2026-12-09\n", "data/o2/inventory.csv",
            in: folder)
        let first = try cli.larder(["import", "data"], in: folder)
        #expect(first.output.contains("4 read, 4 inserted, 0 updated"), "\(first.output)")
        // --force: the files are unchanged, and this reads their rows again to find each one's own.
        let again = try cli.larder(["import", "--force", "data/o1", "data"], in: folder)
        #expect(again.output.contains("6 read, 0 inserted, 0 updated, 6 unchanged"), "\(again.output)")
        let names = try probe(folder).content(of: "inventory_items")
        for name in ["Milk", "Eggs", "Tofu", "Kimchi"] { #expect(names.contains("'\(name)'"), "\(name)") }
    }

    /// Old Mac text ends each line with a carriage return alone: every record keeps its own line.
    @Test func carriageReturnLinesKeepEveryRowAndTheirLineNumbers() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("colour,shade\rred,dark\rblue,\rred,dark\r", "swatches.csv", in: folder)
        try cli.write("name,quantity,expiration_date\rMilk,1,2026-12-01\rEggs,6,31/12/24\r", "pantry.csv", in: folder)
        let first = try cli.larder(["import", "swatches.csv", "pantry.csv"], in: folder)
        #expect(first.output.contains("swatches.csv → raw_swatches: 3 read, 3 inserted"), "\(first.output)")
        #expect(
            first.output.contains("rejected: pantry.csv line 3: `expiration_date` is `31/12/24`"), "\(first.output)")
        let again = try cli.larder(["import", "--force", "swatches.csv"], in: folder)
        #expect(again.output.contains("3 read, 0 inserted, 0 updated, 3 unchanged"), "\(again.output)")
    }

    /// A mistyped `--db` that names another program's SQLite file: refused, and the file keeps every byte.
    @Test(arguments: [["status"], ["import", "pantry.csv"], ["report"]])
    func anotherProgramsDatabaseIsLeftUntouched(_ command: [String]) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("name,quantity,expiration_date\nMilk,1,2026-12-01\n", "pantry.csv", in: folder)
        let other = folder.appendingPathComponent("budget-app.sqlite")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [
            other.path, "CREATE TABLE expenses (id INTEGER, amount REAL); INSERT INTO expenses VALUES (1, 2.5);",
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        let before = try Data(contentsOf: other)
        let result = try cli.larder(command + ["--db", "budget-app.sqlite"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "budget-app.sqlite is a database of another program (application_id 0x00000000, user_version 0, 1 table: expenses)"
            ))
        #expect(try Data(contentsOf: other) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("budget-app.sqlite-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A word inside a file name is no name (`catalog` holds `log`), and a file whose fields are mostly
    /// foreign to a kind is not of that kind, whatever its name says.
    @Test func aFileNamesWordOrAFewSharedFieldsDoNotMakeAKind() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("title,author,rating\nDune,Frank Herbert,5\n", "book_catalog.csv", in: folder)
        try cli.write(
            #"[{"name": "Taco Loco", "location": "Westcliff Park", "description": "tacos", "website": "https://tacos.example", "menu": ["al pastor"]}]"#,
            "foodTrucks.json", in: folder)
        let result = try cli.larder(["import", "-v", "book_catalog.csv", "foodTrucks.json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("book_catalog.csv → raw_book_catalog: 1 read, 1 inserted"), "\(result.output)")
        #expect(result.output.contains("foodTrucks.json → raw_foodtrucks: 1 read, 1 inserted"), "\(result.output)")
        #expect(try probe(folder).count("brew_logs") == 0)
        #expect(try probe(folder).count("inventory_items") == 0)
    }

    /// SQLite compares column names without case: `Name` and `name` are two headers, and a later export
    /// that spells the headers in capitals lands in the same columns.
    @Test func headersThatDifferOnlyInCaseAreKept() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("Name,name,x\nA,a,1\n", "sheet.csv", in: folder)
        #expect(try cli.larder(["import", "sheet.csv"], in: folder).status == 0)
        try cli.write("NAME,NAME_2,X\nB,b,2\n", "sheet.csv", in: folder)
        let again = try cli.larder(["import", "sheet.csv"], in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("1 read, 0 inserted, 1 updated"), "\(again.output)")
        #expect(try probe(folder).content(of: "raw_sheet").contains("'B','b','2'"))
    }

    @Test func runWithoutItsDataFolderCreatesNothing() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("data"))
        let result = try cli.larder(["run"], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("data does not exist here"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    private func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }
}

extension StrangerFilesTests {
    /// From any folder, without `--templates`: larder's own templates come with the binary, and render
    /// the same bytes as the templates/ folder they are built from.
    @Test func runFromAnotherFolderUsesTheTemplatesInTheBinary() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Paths.root.appendingPathComponent("data").path
        let builtIn = try cli.larder(["run", data, "--out", "site", "--as-of", "2026-11-22", "-q"], in: folder)
        #expect(builtIn.status == 0, "\(builtIn.error)")
        let copied = try cli.larder(
            ["report", "--out", "copied", "--as-of", "2026-11-22", "--templates", Paths.templates.path], in: folder)
        #expect(copied.status == 0, "\(copied.error)")
        for page in ["index.html", "expiry.html", "report.md", "report.json"] {
            let one = try Data(contentsOf: folder.appendingPathComponent("site/\(page)"))
            let other = try Data(contentsOf: folder.appendingPathComponent("copied/\(page)"))
            #expect(one == other, "\(page)")
        }
    }

    @Test func aMissingTemplatesFolderFailsBeforeTheImport() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["run", "--templates", "nowhere"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("nowhere does not exist or holds no .mustache files"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("larder.sqlite").path))
    }
}
