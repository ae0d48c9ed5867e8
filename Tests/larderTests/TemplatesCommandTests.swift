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

    @Test func aFolderHoldingAnythingIsRefused() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try folder.write("draft", to: "mine/notes.txt")
        let before = try folder.snapshot()
        let result = try folder.larder(["templates", "mine"])
        #expect(result.status == 2)
        #expect(result.error.contains("mine is not empty (it holds notes.txt)"), "\(result.error)")
        #expect(result.error.contains("Nothing was written."))
        #expect(try folder.snapshot() == before)
    }

    @Test func larderOutputFolderAndFoldersInsideItAreRefused() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let run = try folder.larder(["run", "data", "--out", "site", "--as-of", "2026-11-22", "-q"])
        #expect(run.status == 0, "\(run.error)")
        let before = try folder.snapshot()
        let itself = try folder.larder(["templates", "site"])
        #expect(itself.status == 2)
        #expect(itself.error.contains("site is larder's output folder (it holds .larder-output)"), "\(itself.error)")
        #expect(itself.error.contains("replaces it whole"))
        let inside = try folder.larder(["templates", "site/mine"])
        #expect(inside.status == 2)
        #expect(inside.error.contains("site/mine lies inside larder's output folder"), "\(inside.error)")
        #expect(try folder.snapshot() == before, "nothing was written")
        let again = try folder.larder(["run", "data", "--out", "site", "--as-of", "2026-11-22", "-q"])
        #expect(again.status == 0, "\(again.error)")
    }

    @Test(arguments: [
        ("{{{name}}}", "{{{name}}}"), ("{{& name}}", "{{& name}}"), ("{{{ item.note }}}", "{{{ item.note }}}"),
        ("{{{.}}}", "{{{.}}}"),
    ])
    func aTemplatePuttingAValueOtherThanAChartInTheRawIsRefused(_ tag: String, _ named: String) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["templates", "mine"]).status == 0)
        let file = folder.url.appendingPathComponent("mine/partials/foot.mustache")
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        try folder.write(
            lines.prefix(2).joined(separator: "\n") + "\n<p>\(tag)</p>\n" + lines.dropFirst(2).joined(separator: "\n"),
            to: "mine/partials/foot.mustache")
        let result = try folder.larder(["report", "--templates", "mine", "--out", "site", "--as-of", "2026-11-22"])
        #expect(result.status != 0)
        #expect(
            result.error.contains("mine/partials/foot.mustache line 3: \(named) puts a value in the page without"),
            "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    }

    @Test func chartsInTheRawAndBracesInCommentsAreAccepted() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["templates", "mine"]).status == 0)
        let file = folder.url.appendingPathComponent("mine/expiry.html.mustache")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("{{{chart}}}"))
        try folder.write(
            text.replacingOccurrences(of: "{{{chart}}}", with: "{{& chart}}{{! not {{{name}}} }}"),
            to: "mine/expiry.html.mustache")
        let result = try folder.larder(["report", "--templates", "mine", "--out", "site", "--as-of", "2026-11-22"])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func changingTheTagDelimitersIsRefused() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        #expect(try folder.larder(["templates", "mine"]).status == 0)
        let file = folder.url.appendingPathComponent("mine/events.html.mustache")
        let text = try String(contentsOf: file, encoding: .utf8)
        try folder.write("{{=<% %>=}}\n<%& title%>\n<%={{ }}=%>\n" + text, to: "mine/events.html.mustache")
        let result = try folder.larder(["report", "--templates", "mine", "--out", "site", "--as-of", "2026-11-22"])
        #expect(result.status != 0)
        #expect(
            result.error.contains("mine/events.html.mustache line 1: the template changes its tag delimiters"),
            "\(result.error)")
    }
}
