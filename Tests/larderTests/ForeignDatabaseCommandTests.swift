import Foundation
import LarderTestSupport
import Testing

/// The issue's case through the command line: another program's empty database, whose `application_id`
/// and `user_version` are set, was migrated and switched to WAL. Now `import` writes only a new or empty
/// file or larder's own database, and `status` reads no other; a seeded sample of ``ForeignDatabase/all``
/// against the test's oracle, each refused file byte for byte as it was.
@Suite struct ForeignDatabaseCommandTests {
    let cli = EndToEndTests()

    @Test func importAndStatusLeaveAnotherProgramsDatabaseAlone() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("name,expiration_date\nMilk,2026-11-21\n", "data/food.csv", in: folder)
        var random = SeededGenerator(seed: 27)
        // Every schema of an empty-looking database with an id, then a seeded sample of the rest.
        let issues = ForeignDatabase.all.filter {
            $0.applicationID == 0x0F05_5112 && $0.userVersion == 42 && $0.pageSize == 4096
        }
        let samples = issues + (0..<24).map { _ in ForeignDatabase.all.randomElement(using: &random)! }
        for (index, sample) in samples.enumerated() {
            let name = "db\(index).sqlite"
            try sample.write(to: folder.appendingPathComponent(name).path)
            let before = try Confined.databaseFiles(in: folder, named: name)
            let imported = try cli.larder(["import", "data", "--db", name, "-q"], in: folder)
            let status = try cli.larder(["status", "--db", name], in: folder)
            if sample.isLarders {
                #expect(imported.status == 0, "\(sample): \(imported.error)")
                #expect(status.output.contains("inventory_items: 1"), "\(sample): \(status.error)")
                continue
            }
            let refusal = "\(name) is a database of another program (\(sample.identity)); larder writes only a new or"
            for result in [imported, status] {
                #expect(result.status == 1)
                // Every command says it as larder's own error line, not the argument parser's "Error:".
                #expect(result.error.hasPrefix("error: " + refusal), "\(sample): \(result.error)")
            }
            #expect(try Confined.databaseFiles(in: folder, named: name) == before, "\(sample)")
        }
    }

    @Test func aFileThatIsNoSQLiteDatabaseIsLeftAlone() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("name,expiration_date\nMilk,2026-11-21\n", "data/food.csv", in: folder)
        try cli.write("my notes\n", "notes.txt", in: folder)
        for command in [["import", "data"], ["status"]] {
            let result = try cli.larder(command + ["--db", "notes.txt"], in: folder)
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("error: notes.txt is not an SQLite database"), "\(result.error)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes\n")
        #expect(try Confined.databaseFiles(in: folder, named: "notes.txt").count == 1)
    }
}
