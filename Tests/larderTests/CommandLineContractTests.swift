import Foundation
import LarderTestSupport
import Testing

/// What the command line promises: only `import` and `run` create a database, `-q` prints only errors,
/// and every usage error exits 2 with a message that says what to pass.
@Suite struct CommandLineContractTests {
    static let templates = Paths.templates.path

    @Test(arguments: [
        ["status", "--db", "typo.sqlite"], ["status"],
        ["report", "--db", "missing.sqlite", "--templates", templates, "--out", "out"],
    ])
    func aReadingCommandDoesNotCreateAMissingDatabase(_ arguments: [String]) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(arguments, in: folder)
        let db = arguments.firstIndex(of: "--db").map { arguments[$0 + 1] } ?? "larder.sqlite"
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "The database \(db) does not exist. Create it with `larder import PATH` or `larder run`, or check"
                    + " the spelling of --db."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"], "no file was created")
    }

    @Test func validateNeedsNoDatabase() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,expiration_date\nMilk,2026-11-21\n".utf8).write(to: folder.appendingPathComponent("data/a.csv"))
        let result = try EndToEndTests().larder(["validate", "--db", "missing.sqlite", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"], "no file was created")
    }

    @Test func quietPrintsNothingButErrors() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try folder.write("name,expiration_date\nCheese,31/12/24\n", to: "data/rejected.csv")
        try folder.write("not an export", to: "data/readme.pdf")
        let arguments = ["run", "data", "--out", "site", "--as-of", "2026-11-22"]
        let loud = try folder.larder(arguments)
        #expect(loud.status == 0, "\(loud.error)")
        #expect(loud.error.contains("warning: data/readme.pdf was skipped"), "the run has a warning to silence")
        let quiet = try folder.larder(arguments + ["-q"])
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty && quiet.error.isEmpty, "\(quiet.output)\(quiet.error)")
        let failing = try folder.larder(["report", "-q", "--templates", "nowhere", "--out", "site"])
        #expect(failing.status == 1)
        #expect(failing.error.contains("nowhere does not exist or holds no .mustache files"))
    }
}

extension CommandLineContractTests {
    @Test(arguments: [
        (["import", "--as", "nosuchkind", "data"], "`--as nosuchkind` names no kind larder knows. Use one of:"),
        (["validate", "--as", "nosuchkind", "data"], "`--as nosuchkind` names no kind larder knows. Use one of:"),
        (["import", "--as", "deal", "data"], "`--as deal` names no kind larder knows. Did you mean `--as deals`?"),
        (["validate", "--as", "inventry", "data"], "Did you mean `--as inventory`? Use one of:"),
        (["report", "--owner", "nobody"], "--owner nobody names no group or user of the database"),
        (["run", "data", "--owner", "nobody"], "--owner nobody names no group or user of the database"),
        (["report", "--as-of", "2026-13-40"], "--as-of 2026-13-40 is not a date; write it as YYYY-MM-DD"),
        (["run", "data", "--as-of", "2026-13-40"], "--as-of 2026-13-40 is not a date; write it as YYYY-MM-DD"),
        (["report", "--due-within", "-1"], "--due-within -1 is negative; it must be 0 or more days"),
        (["run", "data", "--due-within", "-1"], "--due-within -1 is negative; it must be 0 or more days"),
        (["report", "--currency", "dollars"], "--currency dollars is not an ISO 4217 code; write its three letters"),
        (["run", "data", "--currency", "U$D"], "--currency U$D is not an ISO 4217 code; write its three letters"),
    ])
    func aUsageErrorExitsWithTwo(_ arguments: [String], message: String) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let renders = arguments[0] == "report" || arguments[0] == "run"
        let result = try folder.larder(arguments + (renders ? ["--out", "site"] : []))
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    }

    @Test func anUnknownKindCreatesNoDatabase() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(["import", "--as", "nosuchkind", "data"], in: folder)
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"])
    }
}
