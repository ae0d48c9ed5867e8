import Foundation
import LarderTestSupport
import Testing

/// The manners users of sqlite-utils, csvkit and hledger expect: a mistyped command or option named with
/// the nearest one, usage errors found before any path is looked at or any database made, a `--db`
/// folder said to be one, help that lists only what a command reads, a version with its commit, and
/// completion scripts that know larder's paths, kinds and formats.
@Suite struct CLIMannersTests {
    static let commands = ["run", "import", "report", "validate", "status", "templates"]

    @Test func aMistypedCommandIsAnsweredWithTheNearest() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(["improt", "x.csv"], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("unknown command 'improt'. Did you mean 'import'?"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"])
    }

    /// Every command misspelt by one or two generated edits: the suggestion is the command the test's own
    /// edit distance finds nearest (none when two are as near, or none within two edits).
    @Test func generatedTyposOfCommands() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<24 {
            let typo = Self.misspell(Self.commands.randomElement(using: &generator)!, using: &generator)
            guard !Self.commands.contains(typo), typo != "help", !typo.hasPrefix("-") else { continue }
            let result = try EndToEndTests().larder([typo, "data"], in: folder)
            #expect(result.status == 2, "\(typo)")
            let distances = Self.commands.map { ($0, Self.distance(typo, $0)) }
            let best = distances.map(\.1).min()!
            let nearest = distances.filter { $0.1 == best }
            if best <= 2, nearest.count == 1 {
                #expect(result.error.contains("Did you mean '\(nearest[0].0)'?"), "\(typo): \(result.error)")
            } else {
                #expect(!result.error.contains("Did you mean"), "\(typo): \(result.error)")
            }
            #expect(result.error.contains("unknown command '\(typo)'."), "\(result.error)")
        }
    }

    @Test(arguments: [
        (["run", "data", "--as-off", "2026-11-22"], "unknown option '--as-off'. Did you mean '--as-of'?"),
        (["run", "missing", "--as-off", "2026-11-22"], "unknown option '--as-off'. Did you mean '--as-of'?"),
        (["import", "missing.csv", "--stict"], "unknown option '--stict'. Did you mean '--strict'?"),
        (["validate", "-", "--nmae", "a.csv"], "unknown option '--nmae'. Did you mean '--name'?"),
        (["report", "--templtes", "t"], "unknown option '--templtes'. Did you mean '--templates'?"),
        (["status", "--jsno"], "unknown option '--jsno'. Did you mean '--json'?"),
        (["status", "-x"], "unknown option '-x'."),
        (["validate", "--wait", "3", "data"], "unknown option '--wait'."),
    ])
    func anUnknownOptionComesBeforeThePaths(_ arguments: [String], message: String) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!result.error.contains("does not exist"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"])
    }

    @Test(arguments: [["import", "missing.csv"], ["import", "data", "missing.csv"], ["run", "missing"]])
    func aMissingInputCreatesNoDatabase(_ arguments: [String]) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("\(arguments.last!) does not exist here"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"])
    }

    @Test(arguments: [["import", "data"], ["run", "data", "--out", "site"], ["status"], ["report", "--out", "site"]])
    func aDatabaseFolderIsSaidToBeOne(_ arguments: [String]) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("db"), withIntermediateDirectories: false)
        let result = try EndToEndTests().larder(arguments + ["--db", "db/"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "--db db/ is a folder, not a database file; name a file, e.g. --db db/larder.sqlite."),
            "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("db").path).isEmpty)
    }

    @Test func validateListsNoDatabaseOption() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let validate = try EndToEndTests().larder(["validate", "--help"], in: folder)
        #expect(validate.status == 0)
        #expect(!validate.output.contains("--db") && !validate.output.contains("--wait"), "\(validate.output)")
        #expect(validate.output.contains("--as <kind>") && validate.output.contains("--name <name>"))
        let importHelp = try EndToEndTests().larder(["import", "--help"], in: folder)
        #expect(importHelp.output.contains("--db <file>") && importHelp.output.contains("--wait <seconds>"))
    }

    /// `larder X.Y.Z (commit abcdef1)`: the version the CHANGELOG's latest heading names, and a commit of
    /// this repository when the tests run in a checkout (`larder X.Y.Z` alone when larder was built outside one).
    @Test func versionNamesTheReleaseAndItsCommit() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(["--version"], in: folder)
        #expect(result.status == 0)
        let changelog = try String(contentsOf: Paths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try #require(heading.split(separator: " ").dropFirst().first.map(String.init))
        let match = try #require(
            result.output.wholeMatch(of: /larder ([0-9]+\.[0-9]+\.[0-9]+)(?: \(commit ([0-9a-f]{7})\))?\n/),
            "\(result.output)")
        #expect(String(match.output.1) == version)
        let git = try? EndToEndTests.run(["/usr/bin/git", "-C", Paths.root.path, "rev-parse", "HEAD"], in: folder)
        guard let git, git.status == 0 else { return }
        let commit = try #require(match.output.2.map(String.init), "built in a checkout, so the commit is named")
        let known = try EndToEndTests.run(
            ["/usr/bin/git", "-C", Paths.root.path, "cat-file", "-e", commit + "^{commit}"], in: folder)
        #expect(known.status == 0, "\(commit) is a commit of this repository")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowPathsKindsAndFormats(_ shell: String) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEndTests().larder(["--generate-completion-script", shell], in: folder)
        #expect(result.status == 0, "\(result.error)")
        for word in ["inventory", "budget-rules", "raw", "html,md,json", "import", "templates", "as-of"] {
            #expect(result.output.contains(word), "\(shell) completion lacks \(word)")
        }
        guard shell == "bash" else { return }
        try Data(result.output.utf8).write(to: folder.appendingPathComponent("larder.bash"))
        #expect(try EndToEndTests.run(["/bin/bash", "-n", "larder.bash"], in: folder).status == 0)
        for option in ["--out", "--templates"] {
            let entry = try #require(result.output.range(of: "'\(option)')"), "\(option)")
            #expect(result.output[entry.upperBound...].prefix(80).contains("-d"), "\(option) completes folders")
        }
    }

    /// `word` with one or two random edits: a deletion, an insertion, a substitution or a swap.
    static func misspell(_ word: String, using generator: inout SeededGenerator) -> String {
        var letters = Array(word)
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            let at = Int.random(in: 0..<letters.count, using: &generator)
            let letter = "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where letters.count > 2: letters.remove(at: at)
            case 1: letters.insert(letter, at: at)
            case 2: letters[at] = letter
            default: if at + 1 < letters.count { letters.swapAt(at, at + 1) }
            }
        }
        return String(letters)
    }

    /// The Levenshtein distance, the test's own.
    static func distance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var next = [i + 1]
            for (j, y) in b.enumerated() { next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (x == y ? 0 : 1))) }
            row = next
        }
        return row[b.count]
    }
}
