import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// The rule for the folder larder replaces: missing, empty, marked or holding only larder's names, and
/// apart from everything larder reads.
@Suite struct OutputFolderTests {
    func check(_ path: String, in folder: TemporaryFolder, keeping inputs: [OutputFolder.Input] = []) throws
        -> OutputFolder
    {
        try OutputFolder(checking: folder.url.appendingPathComponent(path), keeping: inputs)
    }

    func refusal(_ path: String, in folder: TemporaryFolder, keeping inputs: [OutputFolder.Input] = [])
        -> OutputFolder.Refusal?
    {
        do {
            _ = try check(path, in: folder, keeping: inputs)
            return nil
        } catch RenderError.outputRefused(_, let why) {
            return why
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func aMissingOrEmptyFolderIsAccepted() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(refusal("missing/output", in: folder) == nil)
        #expect(refusal("empty", in: folder) == nil)
    }

    @Test func aMarkedFolderIsAcceptedWhateverItHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("", to: "output/\(OutputFolder.markerName)")
        try folder.write("added later", to: "output/screenshots/notes.txt")
        #expect(refusal("output", in: folder) == nil)
    }

    /// What each file of an earlier larder's report holds, as far as the check reads it.
    static func oldReport(_ name: String) -> String {
        switch name {
        case "report.md": return "# larder weekly report — Mon 23 Nov 2026\n"
        case "report.json": return "{\n  \"asOf\" : \"2026-11-23\"\n}\n"
        default: return "<p>Made by larder from your exports, as of 2026-11-23.</p>"
        }
    }

    @Test func anUnmarkedFolderOfLarderFilesIsAccepted() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for name in OutputFolder.reportFiles { try folder.write(Self.oldReport(name), to: "output/\(name)") }
        try folder.write(Self.oldReport("report.md"), to: "output/north-flat-1a2b/report.md")
        try folder.write(Self.oldReport("index.html"), to: "output/owner-00ff/index.html")
        try folder.write("png", to: "output/screenshots/index-phone.png")
        #expect(refusal("output", in: folder) == nil)
    }

    /// larder's names are not enough: a site of one's own has an `index.html` too.
    @Test(arguments: [
        (["index.html": "<h1>My notes</h1>"], "index.html"),
        (["report.md": "# Our week\n", "index.html": oldReport("index.html")], "report.md"),
        (["report.json": oldReport("report.json")], "report.json"),
        (["screenshots/index-phone.png": "png"], "screenshots"),
        (["index.html": oldReport("index.html"), "north-flat-1a2b/report.md": "# Our week\n"], "north-flat-1a2b"),
    ])
    func anUnmarkedFolderOfLarderNamesThatLarderDidNotWriteIsRefused(_ files: [String: String], entry: String)
        throws
    {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in files { try folder.write(text, to: "output/\(name)") }
        #expect(refusal("output", in: folder) == .foreign(entry: entry))
        for (name, text) in files {
            #expect(
                try String(contentsOf: folder.url.appendingPathComponent("output/\(name)"), encoding: .utf8) == text)
        }
    }

    @Test(arguments: [
        ("thesis.docx", "thesis.docx"), ("north-flat-1a2b/notes.txt", "north-flat-1a2b"),
        ("North-Flat-1a2b/report.md", "North-Flat-1a2b"), ("flat-xyzw/report.md", "flat-xyzw"),
        ("screenshots/notes.txt", "screenshots"), ("index.html/report.md", "index.html"), (".DS_Store", ".DS_Store"),
    ])
    func anUnmarkedFolderHoldingAnythingElseIsRefused(_ file: String, entry: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.oldReport("report.md"), to: "output/report.md")
        try folder.write("mine", to: "output/\(file)")
        #expect(refusal("output", in: folder) == .foreign(entry: entry))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("output/\(file)"), encoding: .utf8) == "mine")
    }

    @Test func aFileOrALinkToOneIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("mine", to: "notes.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("link").path, withDestinationPath: "notes.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        #expect(refusal("notes.txt", in: folder) == .notAFolder)
        #expect(refusal("link", in: folder) == .notAFolder)
        #expect(refusal("dangling", in: folder) == .notAFolder)
    }

    @Test func aLinkToAMarkedFolderIsWrittenThrough() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("", to: "real/\(OutputFolder.markerName)")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("output").path, withDestinationPath: "real")
        let checked = try check("output", in: folder)
        #expect(checked.resolved == OutputFolder.resolve(folder.url.appendingPathComponent("real")))
    }

    @Test(arguments: [".", "..", "/", FileManager.default.currentDirectoryPath])
    func theWorkingFolderAndItsAncestorsAreRefused(_ path: String) {
        #expect(throws: RenderError.outputRefused(folder: path, why: .holdsWorkingFolder)) {
            try OutputFolder(checking: URL(fileURLWithPath: path))
        }
    }
}

extension OutputFolderTests {
    static let site = "site"

    @Test(arguments: [
        ("site", OutputFolder.Input.database("site/larder.sqlite"), OutputFolder.Refusal.holds(.database(""))),
        ("site/larder.sqlite", .database("site/larder.sqlite"), .equals(.database(""))),
        ("site/data", .data("site/data"), .equals(.data(""))),
        ("site", .data("site/data"), .holds(.data(""))),
        ("site/data/output", .data("site/data"), .inside(.data(""))),
        ("site", .templates("site/templates"), .holds(.templates(""))),
        ("site/templates/output", .templates("site/templates"), .inside(.templates(""))),
        ("data-link", .data("site/data"), .equals(.data(""))),
    ])
    func aFolderThatIsHoldsOrLiesInAnInputIsRefused(
        _ out: String, input: OutputFolder.Input, expected: OutputFolder.Refusal
    ) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("db", to: "site/larder.sqlite")
        try folder.write("a,b", to: "site/data/food.csv")
        try folder.write("t", to: "site/templates/index.html.mustache")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("data-link").path, withDestinationPath: "site/data")
        let absolute = Self.absolute(input, in: folder)
        let why = refusal(out, in: folder, keeping: [absolute])
        #expect(why == Self.absolute(expected, input: absolute))
    }

    @Test func aMessageSaysWhyAndWhatToPass() {
        let error = RenderError.outputRefused(folder: ".", why: .holds(.database("larder.sqlite")))
        #expect(
            error.errorDescription
                == "--out . holds the database larder.sqlite, and larder replaces its output folder as a whole; pass"
                + " --out with a folder of its own, e.g. --out output. Nothing was moved or deleted.")
    }

    static func absolute(_ input: OutputFolder.Input, in folder: TemporaryFolder) -> OutputFolder.Input {
        let path = folder.url.appendingPathComponent(input.path).path
        switch input {
        case .database: return .database(path)
        case .data: return .data(path)
        case .templates: return .templates(path)
        }
    }

    /// `expected` with the input the test passed in place of its placeholder.
    static func absolute(_ expected: OutputFolder.Refusal, input: OutputFolder.Input) -> OutputFolder.Refusal {
        switch expected {
        case .equals: return .equals(input)
        case .holds: return .holds(input)
        case .inside: return .inside(input)
        default: return expected
        }
    }
}
