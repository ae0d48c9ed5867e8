import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore

@Suite struct TemplateLibraryTests {
    @Test func aMissingPageIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("<p>{{asOf}}</p>", to: "index.html.mustache")
        let renderer = try ReportRenderer(templates: folder.url)
        let report = try Report.build(from: try LarderDatabase(), asOf: RenderedFixture.asOf)
        let missing = folder.url.appendingPathComponent("expiry.html.mustache").path
        #expect(throws: RenderError.templateMissing(file: missing)) {
            try renderer.files(for: report, formats: [.html])
        }
        #expect(
            RenderError.templateMissing(file: missing).errorDescription
                == "The template \(missing) is missing; copy it from larder's templates/ folder into your templates"
                + " folder.")
    }

    @Test func aTemplateSyntaxErrorNamesTheFileAndLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("<p>\n{{#expiry}}\n</p>", to: "index.html.mustache")
        #expect {
            try ReportRenderer(templates: folder.url)
        } throws: { error in
            guard case RenderError.templateSyntax(let file, let line, _, _) = error else { return false }
            return file == folder.url.appendingPathComponent("index.html.mustache").path && line == 3
        }
    }

    @Test func aMissingPartialNamesItsFileAndTheTemplateThatIncludesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("{{> partials/head}}\n<p>{{asOf}}</p>", to: "index.html.mustache")
        #expect(
            throws: RenderError.partialMissing(
                file: folder.url.appendingPathComponent("partials/head.mustache").path,
                usedBy: folder.url.appendingPathComponent("index.html.mustache").path)
        ) {
            try TemplateLibrary(folder: folder.url)
        }
    }

    @Test func aMarkdownPartialMustBeText() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("{{%CONTENT_TYPE: TEXT}}\n# Report\n{{> partials/list}}\n", to: "report.md.mustache")
        try folder.write("- {{name}}\n", to: "partials/list.mustache")
        #expect(
            throws: RenderError.markdownNotText(
                file: folder.url.appendingPathComponent("partials/list.mustache").path,
                usedBy: folder.url.appendingPathComponent("report.md.mustache").path)
        ) {
            try TemplateLibrary(folder: folder.url)
        }
        try folder.write("{{%CONTENT_TYPE: TEXT}}\n- {{name}}\n", to: "partials/list.mustache")
        let library = try TemplateLibrary(folder: folder.url)
        #expect(try library.render(["name": "a<b"], template: "report.md") == "# Report\n- a<b\n")
    }

    @Test func everyMarkdownPartialOfLardersTemplatesIsText() throws {
        let library = try TemplateLibrary(folder: Paths.templates)
        #expect(
            try library.render(["asOfLong": "<today>"], template: "report.md").hasPrefix(
                "# larder weekly report — <today>"))
    }

    @Test(arguments: [
        (
            "{{> partials/head}}\n{{#x}}{{>partials/row.md }}{{/x}}{{> partials/head}}",
            ["partials/head", "partials/row.md"]
        ),
        ("no partials {{name}} {{{chart}}}", []),
    ])
    func partialsAreFoundInATemplate(_ text: String, _ expected: [String]) {
        #expect(TemplateLibrary.partials(in: text) == expected)
    }
}
