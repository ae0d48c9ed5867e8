import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderRender

/// `larder run` on exports written to attack the pages and the disk (Tests/LarderKitTests/Fixtures/hostile,
/// plus files with hostile names): every page parses to nothing that runs, loads or links elsewhere, the
/// Markdown keeps its structure, and nothing is written outside the output folder.
@Suite struct HostileContentTests {
    /// The hostile exports.
    static let fixture = Paths.fixtures.appendingPathComponent("hostile")
    /// Files named to break pages or paths, each a copy of the fixture's `stock.csv`.
    static let hostileFileNames = ["<img src=x onerror=alert('file')>.csv", "| [f](javascript:alert(1)) |.csv"]
    /// Where a `../` or absolute owner name would land if it became a path.
    static let escapeTargets = ["/tmp/larder-hostile-g3", "/etc/larder-hostile-g2", "/tmp/larder-hostile-g3-256f"]

    /// A fresh folder holding the hostile exports in `data/`, for `larder run` to read; removed by the caller.
    static func folderWithHostileData() throws -> URL {
        let folder = try EndToEndTests().makeFolder()
        let data = folder.appendingPathComponent("data")
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path) {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent(name), to: data.appendingPathComponent(name))
        }
        for name in Self.hostileFileNames {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent("stock.csv"), to: data.appendingPathComponent(name))
        }
        return folder
    }

    /// `larder run` on `folder`'s data, with larder's templates, into `site/output`.
    static func run(in folder: URL) throws -> EndToEndTests.Result {
        let templates = Paths.templates.path
        return try EndToEndTests().larder(
            ["run", "data", "--templates", templates, "--as-of", "2026-11-22", "--out", "site/output"], in: folder)
    }

    @Test func runWritesPagesWhereNothingRunsAndNothingLandsOutsideTheOutput() throws {
        let folder = try Self.folderWithHostileData()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.tree(folder)
        let result = try Self.run(in: folder)
        #expect(result.status == 1, "users-nul.json is refused, so the run fails after rendering")
        #expect(
            result.error.contains(
                "data/users-nul.json at byte 47, $.users[0].name: a string holds the character U+0000"))

        let output = folder.appendingPathComponent("site/output")
        let files = try Self.tree(output)
        let pages = DashboardPage.all.count
        #expect(files.filter { $0.hasSuffix(".html") }.count == 1 + 5 * pages, "the owners' index, five owners' pages")
        for file in files where !file.hasSuffix("/") {
            let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            if file.hasSuffix(".html") { #expect(try PageAudit.problems(inHTML: text, named: file) == []) }
            if file.hasSuffix(".md") { #expect(PageAudit.problems(inMarkdown: text, named: file) == []) }
            if file.hasSuffix(".json") { #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil) }
        }
        let after = try Self.tree(folder).filter { !$0.hasPrefix("site/output/") && !$0.hasPrefix("larder.sqlite") }
        #expect(after == before.union(["site/"]))
        #expect(Self.escapeTargets.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        try expectHostileTextShownAsText(in: output, files: files)
    }

    /// The attack strings did reach the pages, as text: the audit above had something to find.
    private func expectHostileTextShownAsText(in output: URL, files: Set<String>) throws {
        let expiry = try #require(files.first { $0.hasPrefix("north-flat-") && $0.hasSuffix("/expiry.html") })
        let html = try String(contentsOf: output.appendingPathComponent(expiry), encoding: .utf8)
        let text = try HTMLDocument(data: Data(html.utf8), path: expiry).root?.text() ?? ""
        #expect(text.contains("MARKER-G1 <img src=x onerror=alert(1)> milk"))
        #expect(text.contains(#"Dairy" onmouseover="alert(2)"#))
        let shopping = try #require(files.first { $0.hasPrefix("north-flat-") && $0.hasSuffix("/shopping.html") })
        let wishes = try String(contentsOf: output.appendingPathComponent(shopping), encoding: .utf8)
        let wishText = try HTMLDocument(data: Data(wishes.utf8), path: shopping).root?.text() ?? ""
        #expect(wishText.contains("not a web address, not linked: javascript:alert('wish')"))
        let report = try #require(files.first { $0.hasPrefix("north-flat-") && $0.hasSuffix("/report.md") })
        let markdown = try String(contentsOf: output.appendingPathComponent(report), encoding: .utf8)
        #expect(markdown.contains(#"| https\://evil\.example/login | "#))
        #expect(markdown.contains("| someone\u{2060}@evil\\.example | "))
        let index = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(index.contains(#"[North flat \<script\>alert('group')\</script\>](north-flat-"#))
    }

    /// Every file and folder under `root`, relative, folders with a trailing slash.
    static func tree(_ root: URL) throws -> Set<String> {
        var paths: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            paths.insert(relative + (isFolder ? "/" : ""))
        }
        return paths
    }

    @Test func theAuditFindsWhatItLooksFor() throws {
        let page =
            #"<p onclick="x">a</p><script>b</script><a href=" JavaScript:c">d</a><img src="//evil/e">"#
            + #"<a href="data:text/html,f">g</a><a href="../index.html">ok</a><a href="https://ok.example">ok</a>"#
        #expect(try PageAudit.problems(inHTML: page, named: "bad.html").count == 6)
        let markdown =
            "| a | b |\n|---|---|\n| x | y | z |\n[t](javascript:u) <b>v</b> [ok](owner/report.md) \\<i\\>\n"
            + "https://evil.example www.evil.example someone@evil.example [ok](https://ok.example)\n"
            + "https\\://evil\\.example www\\.evil\\.example someone\u{2060}@evil\\.example\n"
        #expect(PageAudit.problems(inMarkdown: markdown, named: "bad.md").count == 6)
    }
}
