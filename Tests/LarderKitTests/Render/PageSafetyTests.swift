import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderRender

/// Every page larder writes is static: no script, no event handler, no script or data URL, no
/// WebAssembly, nothing loaded from elsewhere; read back with libxml2.
@Suite struct PageSafetyTests {
    @Test func everyOutputPageIsStatic() throws {
        let fixture = try RenderedFixture()
        #expect(fixture.pages.count == DashboardPage.all.count)
        for page in fixture.pages {
            #expect(try PageAudit.problems(inHTML: page.contents, named: page.path) == [])
        }
        let markdown = try fixture.file("report.md")
        let unescaped = markdown.replacingOccurrences(of: "\\<", with: "").lowercased()
        #expect(!unescaped.contains("<script") && !unescaped.contains(".wasm"))
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "t.html has a <script> element"),
        ("<img src=\"x.png\" onerror=\"alert(1)\">", "t.html: <img onerror=\"alert(1)\"> is an event attribute"),
        (
            "<a href=\" java\tscript:alert(1)\">x</a>",
            "t.html: <a href=\" java\tscript:alert(1)\"> is a script or data URL"
        ),
        (
            "<img src=\"data:image/png;base64,AA\">",
            "t.html: <img src=\"data:image/png;base64,AA\"> is a script or data URL"
        ),
        (
            "<img src=\"https://cdn.example/x.png\">",
            "t.html: <img src=\"https://cdn.example/x.png\"> loads a remote resource"
        ),
        (
            "<link rel=\"stylesheet\" href=\"//cdn.example/x.css\">",
            "t.html: <link href=\"//cdn.example/x.css\"> loads a remote resource"
        ),
        ("<style>body { background: url(x.png) }</style>", "t.html has a stylesheet that loads a url( or @import"),
        ("<p style=\"background:url(x.png)\">x</p>", "t.html: <p style=\"background:url(x.png)\"> loads a url("),
        ("<object data=\"app.wasm\"></object>", "t.html refers to a .wasm file"),
    ])
    func theAuditCatchesWhatAPageMustNotHold(_ body: String, _ problem: String) throws {
        let problems = try PageAudit.problems(
            inHTML: "<!doctype html><html><body>\(body)</body></html>", named: "t.html")
        #expect(problems.contains(problem), "\(problems)")
    }

    @Test func theAuditAcceptsLinksToOtherSites() throws {
        let html = "<html><body><a href=\"https://example.org/\">a link is not a resource</a></body></html>"
        #expect(try PageAudit.problems(inHTML: html, named: "t.html") == [])
    }

    @Test func everyPageIsAccessible() throws {
        for page in try RenderedFixture().pages {
            let elements = try PageAudit.elements(of: page.contents, page: page.path)
            let named = { (name: String) in elements.filter { $0.name == name } }
            #expect(named("html").first?.attribute("lang") == "en", "\(page.path)")
            #expect(named("h1").count == 1, "\(page.path) has one h1")
            for landmark in ["header", "nav", "main", "footer"] {
                #expect(named(landmark).count == 1, "\(page.path) has one <\(landmark)>")
            }
            for table in named("table") {
                #expect(table.children.first?.name == "caption", "\(page.path): a table opens with its caption")
            }
            for header in named("th") {
                #expect(["col", "row"].contains(header.attribute("scope")), "\(page.path): every th has a scope")
            }
            // A chart is an image named by its title and description; a legend's colour swatch is hidden.
            for svg in named("svg") {
                #expect(
                    (svg.attribute("role") == "img" && svg.attribute("aria-labelledby") != nil)
                        || svg.attribute("aria-hidden") == "true", "\(page.path)")
            }
        }
    }

    @Test func everyLinkLeadsToAPageOfTheOutputAnAnchorOrACheckedWebAddress() throws {
        let files = Set(DashboardPage.all.map(\.file))
        var outside = 0
        for page in try RenderedFixture().pages {
            for link in try PageAudit.elements(of: page.contents, page: page.path) where link.name == "a" {
                let href = try #require(link.attribute("href"))
                if files.contains(href) || href.hasPrefix("#") { continue }
                outside += 1
                #expect(SafeURL(href)?.href == href, "\(page.path) links \(href)")
                #expect(link.attribute("rel") == "noopener noreferrer", "\(page.path): \(href) opens nothing back")
            }
        }
        #expect(outside == 2, "the fixture's two web picture addresses, and nothing else, lead outside")
    }
}
