import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore

@Suite struct ReportRendererTests {
    @Test func everyPageMatchesItsSnapshot() throws {
        let files = try RenderedFixture().files
        #expect(
            files.map(\.path) == [
                "index.html", "expiry.html", "shopping.html", "savings.html", "budget.html", "brew.html", "events.html",
                "report.md", "report.json",
            ])
        for file in files { try expectSnapshot(file.contents, named: "household/\(file.path)") }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try RenderedFixture().files
        let second = try RenderedFixture().files
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }

    @Test func theNavigationListsEveryPageAndMarksTheCurrentOne() throws {
        let fixture = try RenderedFixture()
        for page in DashboardPage.all {
            let html = try fixture.file(page.file)
            for other in DashboardPage.all {
                let current = other.file == page.file ? " aria-current=\"page\"" : ""
                #expect(html.contains("<li><a href=\"\(other.file)\"\(current)>\(other.title)</a></li>"))
            }
            #expect(html.contains("<title>\(page.title) · larder</title>"))
        }
    }

    @Test func theOverviewAndTheWeeklyReportSumUpEveryAnalysis() throws {
        let fixture = try RenderedFixture()
        let index = try fixture.file("index.html")
        let markdown = try fixture.file("report.md")
        for page in DashboardPage.all where page.analysis != nil {
            #expect(
                index.contains(
                    "<h2 id=\"summary-\(page.analysis!.key)\"><a href=\"\(page.file)\">\(page.title)</a></h2>"))
            #expect(markdown.contains("\n## \(page.title)\n"), "report.md has a section per page")
        }
        for title in ["Eat first", "Shopping", "Savings", "Budget", "Coffee"] {
            #expect(
                markdown.contains("→ [\(title)](#\(ReportDigest.Section.anchor(for: title)))"),
                "an answer links \(title)")
        }
        #expect(
            index.contains(
                "<p>Repeat V60 everyday (4.20 on average over 5 brews): 15 g coffee to 250 g water (1:16.67)"
                    + " at 93 °C.</p>"))
        #expect(index.contains("<li><span class=\"figure \">6</span> to pick up at FreshMart, in aisle order</li>"))
        #expect(index.contains("<li><span class=\"figure good\">2.80</span> to save at FreshMart</li>"))
        #expect(!markdown.contains("| Page | Figure |"), "the answers and sections state each figure, no table again")
    }

    @Test func anEmptyDatabaseGivesEveryPageItsNothingYetSentence() throws {
        let report = try Report.build(from: try LarderDatabase(), asOf: RenderedFixture.asOf)
        let files = try ReportRenderer(templates: Paths.templates).files(for: report, formats: [.html, .md])
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        for (page, sentence) in [
            ("expiry.html", "No food in stock: import an inventory export to see what to eat first."),
            (
                "shopping.html",
                "Nothing on the shopping list or the wishlist: import a shopping list export to see what to buy where."
            ),
            (
                "savings.html",
                "No active deals and nothing to buy: import deals and a shopping list to see what you can save."
            ),
            ("budget.html", "No budget data yet: import users and budget entries to compare spending with budgets."),
            ("brew.html", "No brews logged yet: import a brew log to see which recipe to repeat."),
            ("events.html", "No custom events yet: import the story events to see how they are used."),
        ] {
            for file in ["index.html", page, "report.md"] {
                #expect(contents[file]?.contains(sentence) == true, "\(file) says: \(sentence)")
            }
        }
        for page in ["budget.html", "shopping.html", "savings.html"] {
            #expect(contents[page]?.contains("<table") == false, "\(page) draws no empty table")
        }
        let sections = contents["report.md"]?.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(sections == ["## Story events"], "report.md shows no empty section: the answers say what to import")
    }

    @Test func aFailedRenderLeavesThePreviousOutputUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("output")
        let report = try Report.build(from: try LarderDatabase(), asOf: RenderedFixture.asOf)
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
