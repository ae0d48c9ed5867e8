import Foundation
import LarderTestSupport
import Testing

/// Runs the real `larder` executable in a temporary folder.
@Suite struct EndToEndTests {
    /// The built executable, next to the test bundle.
    static var executable: URL {
        get throws {
            let candidates = [
                Bundle.main.bundleURL.appendingPathComponent("larder"),
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("larder"),
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "larder"),
                Paths.root.appendingPathComponent(".build/debug/larder"),
            ]
            return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        }
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String

        /// What a started `process` wrote to `out` and `err` once it ends, and its status.
        init(finishing process: Process, out: Pipe, err: Pipe) {
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let error = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            status = process.terminationStatus
            self.output = String(decoding: output, as: UTF8.self)
            self.error = String(decoding: error, as: UTF8.self)
        }
    }

    /// Runs the built `larder` with `arguments` in `folder`.
    func larder(_ arguments: [String], in folder: URL) throws -> Result {
        try Self.run([try Self.executable.path] + arguments, in: folder)
    }

    /// Runs a command line in `folder`, returning its status, output and errors.
    static func run(_ command: [String], in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Result(finishing: process, out: out, err: err)
    }

    /// A new temporary folder holding an empty `data/`; the caller removes it.
    func makeFolder() throws -> URL {
        try TemporaryFolder(inner: "data").root
    }

    /// Writes `text` to `path` inside `folder`, creating folders on the way.
    func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func importThenReportIntoATemporaryFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,expiration_date,location\nMilk,2026-11-21,Fridge\nEggs,2026-11-24,Fridge\n".utf8)
            .write(to: folder.appendingPathComponent("data/food.csv"))
        let imported = try larder(["import", "data"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(
            imported.output.contains(
                "data/food.csv → inventory_items: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected"))
        let again = try larder(["import", "data"], in: folder)
        #expect(
            again.output.contains(
                "data/food.csv → inventory_items: unchanged file, 2 rows as before (run 1: 2 inserted, 0 updated,"
                    + " 0 unchanged, 0 rejected)"), "\(again.output)")
        let templates = Paths.templates.path
        let report = try larder(
            ["report", "--as-of", "2026-11-22", "--templates", templates, "--out", "out"], in: folder)
        #expect(report.status == 0, "\(report.error)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("out/report.md"), encoding: .utf8)
        #expect(
            markdown.contains(
                "| Milk | **Throw out** expired yesterday | 2026-11-21 | Fridge | — |"))
        let html = try String(contentsOf: folder.appendingPathComponent("out/expiry.html"), encoding: .utf8)
        #expect(
            html.contains(
                "<th scope=\"row\">Eggs</th><td><strong>Eat soon</strong> <span class=\"note\">expires in 2 days</span></td>"
                    + "<td class=\"nowrap\"><time datetime=\"2026-11-24\">2026-11-24</time></td>"))
        let status = try larder(["status"], in: folder)
        #expect(status.output.contains("inventory_items: 2"))
        #expect(status.output.contains("Imports: 2 runs"))
    }

    @Test func rejectedRowsFailOnlyWithStrict() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,expiration_date\nMilk,2026-11-21\nCheese,31/12/24\n".utf8)
            .write(to: folder.appendingPathComponent("data/food.csv"))
        let lenient = try larder(["import", "data/food.csv"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("rejected: data/food.csv line 3: `expiration_date` is `31/12/24`"))
        let strict = try larder(["import", "--strict", "data/food.csv"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.error.contains("1 row was rejected and --strict is on"))
    }

    @Test func badUsageExitsWithTwo() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let badDate = try larder(["report", "--as-of", "22/11/2026"], in: folder)
        #expect(badDate.status == 2)
        #expect(badDate.error.contains("--as-of 22/11/2026 is not a date; write it as YYYY-MM-DD"))
        #expect(try larder(["import"], in: folder).status == 2)
        #expect(try larder(["frobnicate"], in: folder).status == 2)
    }

    @Test func aMissingTemplatesFolderIsAFailureNamingIt() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try larder(["import", "data"], in: folder).status == 0, "report needs a database")
        let result = try larder(["report", "--templates", "nowhere"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("nowhere does not exist or holds no .mustache files"))
    }
}

extension EndToEndTests {
    @Test func validateChecksWithoutWriting() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,expiration_date\nMilk,2026-11-21\nCheese,31/12/24\n".utf8)
            .write(to: folder.appendingPathComponent("data/food.csv"))
        let result = try larder(["validate", "-v", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "data/food.csv → inventory_items: 2 read, 1 inserted, 0 updated, 0 unchanged, 1 rejected"))
        #expect(
            result.output.contains(
                "recognised as inventory_items because the file name contains `food`; headers match 2 of its columns"))
        #expect(
            result.output.contains(
                "Checked 1 file against an empty database; nothing was written: 2 read, 1 inserted, 0 updated,"
                    + " 0 unchanged, 1 rejected."))
        #expect(!result.output.contains("Imported"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try larder(["validate", "--strict", "data"], in: folder).status == 1)
    }
}
