import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// Whole reports rendered from databases holding hostile names (bare web and e-mail addresses, `#`,
/// `1.`, `>` and `-` where a line starts, entities, images, HTML) read under GitHub's renderer as
/// larder wrote them: no link, heading, list, table row or element that larder's templates did not write.
@Suite struct HostileMarkdownTests {
    /// Every report.md of the hostile fixture (the owners' index and each owner's) and the household's.
    static func reports() throws -> [(path: String, contents: String)] {
        let database = try LarderDatabase()
        _ = try ImportSession(database: database).importPaths([Paths.fixtures.appendingPathComponent("hostile").path])
        let hostile = try OwnerReportTests().render(database).filter { $0.key.hasSuffix("report.md") }
        let household = try RenderedFixture().file("report.md")
        return hostile.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [("household/report.md", household)]
    }

    @Test(.enabled(if: CMarkGFM.executable != nil, CMarkGFM.missing))
    func everyReportRendersUnderCmarkGFMWithOnlyLarderLinksAndMarkup() throws {
        let reports = try Self.reports()
        #expect(reports.count == 7, "the owners' index, five owners' reports and the household's")
        var shown = ""
        for report in reports {
            let html = try CMarkGFM.html(report.contents)
            #expect(MarkdownRenderingAudit.problems(markdown: report.contents, html: html, named: report.path) == [])
            shown += html
        }
        let links = Set(shown.matches(of: /href="([^"]*)"/).map { String($0.1) })
        let sections = Set(["#eat-first", "#shopping", "#savings", "#budget", "#coffee", "#not-imported"])
        #expect(
            links.allSatisfy { ($0.hasSuffix("/report.md") && !$0.contains(":")) || sections.contains($0) }, "\(links)")
        for name in [
            "https://evil.example/login", "www.evil.example", "someone\u{2060}@evil.example",
            "mailto:someone\u{2060}@evil.example", "xmpp:someone\u{2060}@evil.example/home",
            "&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; ![x](https://evil.example/x.png) ~~gone~~ ftp://evil.example $x$",
            "# &lt;svg onload=alert(15)&gt; www.evil.example", "1. ..\\..\\windows\\win.ini",
            "&gt; MARKER-U1 quote https://evil.example/login", "+ MARKER-U2 list www.evil.example",
            "- takeaway someone\u{2060}@evil.example",
        ] {
            #expect(shown.contains(name), "\(name) is shown as written")
        }
    }

    @Test(arguments: [
        ("x", "<p>x <a href=\"https://evil.example\">https://evil.example</a></p>", "a link larder did not write"),
        ("[a](n/report.md)", "<p><a href=\"n/report.md\">a</a> <a href=\"n/report.md\">b</a></p>", "did not write"),
        ("- x", "<ul>\n<li>\n<h1>x</h1>\n</li>\n</ul>", "1 headings where the lines write 0"),
        ("- x", "<ul>\n<li>\n<ul>\n<li>x</li>\n</ul>\n</li>\n</ul>", "2 list items where the lines write 1"),
        ("x", "<ol>\n<li>x</li>\n</ol>", "a <ol> larder's templates never write"),
        ("x", "<p><img src=\"x\" alt=\"\" /></p>", "a <img> larder's templates never write"),
        ("x", "<p><code>x</code></p>", "a <code> larder's templates never write"),
        ("x\n===", "<h1>x</h1>", "1 headings where the lines write 0"),
    ])
    func theAuditFindsWhatLarderDidNotWrite(_ markdown: String, _ html: String, _ problem: String) {
        let problems = MarkdownRenderingAudit.problems(markdown: markdown, html: html, named: "t.md")
        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }

    @Test func theAuditAcceptsWhatLarderWrites() {
        let markdown = "# R\n\n- **a** [b](n/report.md)\n\n| A | B |\n|---|---|\n| \\| | x |\n"
        let html =
            "<h1>R</h1>\n<ul>\n<li><strong>a</strong> <a href=\"n/report.md\">b</a></li>\n</ul>\n<table>\n<thead>\n"
            + "<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>|</td>\n<td>x</td>\n</tr>\n</tbody>\n</table>\n"
        #expect(MarkdownRenderingAudit.problems(markdown: markdown, html: html, named: "t.md") == [])
        #expect(MarkdownRenderingAudit.writtenLinks(in: #"[a](x) \[b\](y) \\[c](z) [d\](w)"#) == ["x", "z"])
    }
}
