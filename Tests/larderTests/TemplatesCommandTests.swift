import Foundation
import Testing

/// `larder templates DIR` writes larder's own templates to start editing; the copy renders exactly as the
/// built-in ones do, and nothing a user already has is overwritten.
@Suite struct TemplatesCommandTests {
    static let asOf = ["--as-of", "2026-11-22"]

    @Test func theCopyRendersTheSamePagesAsTheBuiltInTemplates() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let copied = try folder.larder(["templates", "mine"])
        #expect(copied.status == 0, "\(copied.error)")
        #expect(copied.output.contains("templates to mine/."), "\(copied.output)")
        let head = folder.url.appendingPathComponent("mine/partials/head.mustache")
        #expect(FileManager.default.fileExists(atPath: head.path))

        let builtIn = try folder.larder(["run", "data", "--out", "built-in"] + Self.asOf)
        #expect(builtIn.status == 0, "\(builtIn.error)")
        let fromCopy = try folder.larder(["report", "--templates", "mine", "--out", "from-copy"] + Self.asOf)
        #expect(fromCopy.status == 0, "\(fromCopy.error)")
        let snapshot = try folder.snapshot()
        let pages = snapshot.keys.filter { $0.hasPrefix("built-in/") }
        #expect(pages.count >= 9)
        for page in pages {
            let twin = "from-copy/" + page.dropFirst("built-in/".count)
            #expect(snapshot[twin] == snapshot[page], "\(twin) differs from \(page)")
        }
    }

    @Test func anEditedCopyChangesThePage() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["templates", "mine"]).status == 0)
        let foot = folder.url.appendingPathComponent("mine/partials/foot.mustache")
        let text = try String(contentsOf: foot, encoding: .utf8)
        #expect(text.contains("</body>"))
        try folder.write(
            text.replacingOccurrences(of: "</body>", with: "<p>Our larder</p></body>"),
            to: "mine/partials/foot.mustache")
        let result = try folder.larder(["run", "data", "--templates", "mine", "--out", "site"] + Self.asOf)
        #expect(result.status == 0, "\(result.error)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(page.contains("<p>Our larder</p>"))
    }

    @Test func existingTemplatesAreNeverOverwritten() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try folder.write("my edits", to: "mine/expiry.html.mustache")
        let before = try folder.snapshot()
        let result = try folder.larder(["templates", "mine"])
        #expect(result.status == 2)
        #expect(result.error.contains("already holds 1 of the templates (expiry.html.mustache)"), "\(result.error)")
        #expect(result.error.contains("Nothing was written."))
        #expect(try folder.snapshot() == before)
    }

    @Test func aFileIsRefused() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try folder.write("notes", to: "notes.txt")
        let result = try folder.larder(["templates", "notes.txt"])
        #expect(result.status == 2)
        #expect(result.error.contains("notes.txt is a file, not a folder"), "\(result.error)")
    }
}
