import Foundation
import Testing

/// `--out` replaces only a folder larder owns: anything else is refused with exit code 2, before any
/// import, and nothing is moved or deleted.
@Suite struct OutputFolderCommandTests {
    static let asOf = ["--as-of", "2026-11-22"]

    /// Runs `arguments` in a fresh household and checks the refusal: exit 2, the message, every byte kept.
    func expectRefused(
        _ arguments: [String], saying message: String, prepare: (HouseholdFolder) throws -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try prepare(folder)
        let before = try folder.snapshot()
        let result = try folder.larder(arguments + Self.asOf)
        #expect(result.status == 2, "\(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.contains(message), "\(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.contains("Nothing was moved or deleted."), sourceLocation: sourceLocation)
        #expect(!result.output.contains("Import"), "refused before importing", sourceLocation: sourceLocation)
        #expect(try folder.snapshot() == before, "nothing moved or deleted", sourceLocation: sourceLocation)
    }

    @Test(arguments: [["run", "data"], ["report"]])
    func theCurrentFolderIsRefused(_ command: [String]) throws {
        try expectRefused(
            command + ["--out", "."],
            saying: "--out . is the current folder or holds it, and larder replaces its output folder as a whole;"
                + " pass --out with a folder of its own, e.g. --out output.")
    }

    @Test func aLinkToTheCurrentFolderIsRefused() throws {
        let elsewhere = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let link = elsewhere.appendingPathComponent("site").path
        try expectRefused(["run", "data", "--out", link], saying: "is the current folder or holds it") { folder in
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.url.path)
        }
    }

    @Test func aFileIsRefused() throws {
        try expectRefused(
            ["run", "data", "--out", "notes.txt"], saying: "--out notes.txt is a file, not a folder")
    }

    @Test func aFolderOfOtherFilesIsRefused() throws {
        try expectRefused(
            ["report", "--out", "mine"],
            saying: "--out mine holds `thesis.docx`, which larder did not write, and no .larder-output marker"
        ) { try $0.write("my thesis", to: "mine/thesis.docx") }
    }

    /// A site of one's own holding only an `index.html` bears one of larder's names, not larder's hand.
    @Test func aSiteOfOnesOwnIsRefusedThoughItsNameIsLarders() throws {
        try expectRefused(
            ["run", "data", "--out", "public"],
            saying: "--out public holds `index.html`, which larder did not write, and no .larder-output marker"
        ) { try $0.write("<h1>Our allotment</h1>", to: "public/index.html") }
    }

    @Test func aFolderHoldingTheDatabaseIsRefused() throws {
        try expectRefused(
            ["report", "--db", "store/larder.sqlite", "--out", "store"],
            saying: "--out store holds the database store/larder.sqlite"
        ) { folder in
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("store"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: folder.url.appendingPathComponent("larder.sqlite"),
                to: folder.url.appendingPathComponent("store/larder.sqlite"))
        }
    }

    @Test func theDataFolderIsRefused() throws {
        try expectRefused(["run", "data", "--out", "data"], saying: "--out data is the data folder data")
    }

    @Test func aFolderInsideTheDataFolderIsRefused() throws {
        try expectRefused(
            ["run", "data", "--out", "data/output"], saying: "--out data/output lies inside the data folder data")
    }

    @Test func aFolderHoldingTheTemplatesIsRefused() throws {
        try expectRefused(
            ["report", "--templates", "site/templates", "--out", "site"],
            saying: "--out site holds the templates folder site/templates"
        ) { folder in
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("site"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: folder.url.appendingPathComponent("templates"),
                to: folder.url.appendingPathComponent("site/templates"))
        }
    }
}

extension OutputFolderCommandTests {
    @Test func aMarkedFolderIsReplacedAndAFailedRenderKeepsIt() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let first = try folder.larder(["run", "data", "--out", "site"] + Self.asOf)
        #expect(first.status == 0, "\(first.error)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/.larder-output").path))
        try folder.write("png", to: "site/screenshots/index-phone.png")
        let second = try folder.larder(["report", "--out", "site", "--as-of", "2026-11-23"])
        #expect(second.status == 0, "\(second.error)")
        let markdown = try String(contentsOf: folder.url.appendingPathComponent("site/report.md"), encoding: .utf8)
        #expect(markdown.contains("Mon 23 Nov 2026"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/screenshots").path))
        try folder.write("{{#broken}}", to: "templates/expiry.html.mustache")
        let before = try folder.snapshot()
        let failed = try folder.larder(["report", "--out", "site", "--templates", "templates"] + Self.asOf)
        #expect(failed.status == 1)
        let after = try folder.snapshot()
        // The report opened the database, which SQLite may touch: the rest must be as it was.
        let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] && $0 != "larder.sqlite" }
        #expect(changed.isEmpty, "the previous output stays, and no staging folder is left: \(changed.sorted())")
    }

    @Test func anOldUnmarkedOutputFolderIsAccepted() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let footer = "<p>Made by larder from your exports, as of 2026-11-23.</p>"
        let pages = ["index.html": footer, "expiry.html": footer, "report.json": "{\"asOf\": \"2026-11-23\"}"]
        for (name, text) in pages { try folder.write(text, to: "output/\(name)") }
        for name in ["report.md", "north-flat-1a2b/report.md"] {
            try folder.write("# larder weekly report — Mon 23 Nov 2026\n", to: "output/\(name)")
        }
        try folder.write("png", to: "output/screenshots/index-phone.png")
        let result = try folder.larder(["report"] + Self.asOf)
        #expect(result.status == 0, "\(result.error)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("output").path)
        #expect(names.contains(".larder-output"))
        #expect(!names.contains("north-flat-1a2b"))
        let markdown = try String(contentsOf: folder.url.appendingPathComponent("output/report.md"), encoding: .utf8)
        #expect(!markdown.contains("Mon 23 Nov 2026"))
    }
}
