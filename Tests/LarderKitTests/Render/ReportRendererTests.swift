import Foundation
import Testing

@testable import LarderKit

@Suite struct ReportRendererTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    func renderedFixture() throws -> [(path: String, contents: String)] {
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([
            Paths.fixtures.appendingPathComponent("household").path
        ])
        #expect(summary.counts.rejected == 0)
        let report = try Report.build(from: database, asOf: Self.asOf)
        return try ReportRenderer(templates: Paths.templates).files(
            for: report, formats: ReportRenderer.Format.allCases)
    }

    @Test func pagesMatchTheirSnapshots() throws {
        let files = try renderedFixture()
        #expect(files.map(\.path) == ["index.html", "expiry.html", "report.md", "report.json"])
        for file in files { try expectSnapshot(file.contents, named: "household/\(file.path)") }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try renderedFixture()
        let second = try renderedFixture()
        #expect(first.map(\.contents) == second.map(\.contents))
    }

    @Test func importedTextIsEscapedForEachFormat() throws {
        let files = Dictionary(uniqueKeysWithValues: try renderedFixture().map { ($0.path, $0.contents) })
        let html = try #require(files["expiry.html"])
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Snacks &amp; &quot;treats&quot;"))
        let markdown = try #require(files["report.md"])
        #expect(markdown.contains(#"| \<script\>alert(1)\</script\> | in 2 days |"#))
        #expect(markdown.contains(#"| Butter \[salted\] | in 4 days |"#))
        let unescaped = markdown.indices.filter { index in
            markdown[index] == "<" && (index == markdown.startIndex || markdown[markdown.index(before: index)] != "\\")
        }
        #expect(unescaped.isEmpty, "every < from imported text is escaped")
    }

    @Test func aMissingTemplateIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("<p>{{asOf}}</p>", to: "index.html.mustache")
        let renderer = try ReportRenderer(templates: folder.url)
        let report = try Report.build(from: try LarderDatabase(), asOf: Self.asOf)
        #expect(
            throws: RenderError.templateMissing(file: folder.url.appendingPathComponent("expiry.html.mustache").path)
        ) {
            try renderer.files(for: report, formats: [.html])
        }
    }

    @Test func aTemplateSyntaxErrorNamesTheFileAndLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("<p>\n{{#expiry}}\n</p>", to: "index.html.mustache")
        #expect {
            try ReportRenderer(templates: folder.url)
        } throws: { error in
            guard case RenderError.templateSyntax(let file, let line, _, _) = error else { return false }
            return file.hasSuffix("index.html.mustache") && line == 3
        }
    }

    @Test func aFailedRenderLeavesThePreviousOutputUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("output")
        let report = try Report.build(from: try LarderDatabase(), asOf: Self.asOf)
        try ReportRenderer(templates: Paths.templates).render(report, formats: [.md], to: output)
        let before = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        try folder.write("only an index", to: "broken/index.html.mustache")
        #expect(throws: RenderError.self) {
            try ReportRenderer(templates: folder.url.appendingPathComponent("broken")).render(
                report, formats: [.html], to: output)
        }
        #expect(try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8) == before)
    }
}
