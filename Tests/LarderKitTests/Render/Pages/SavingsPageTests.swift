import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport

/// The savings page of the household fixture: the meal plan limits deals to zip code 10115 at
/// FreshMart and the Corner shop; one deal ended the day before `asOf`, one is for another zip code.
@Suite struct SavingsPageTests {
    @Test func eachItemToBuyShowsTheDealsItMatchedCheapestFirst() throws {
        let page = try RenderedFixture().file("savings.html")
        #expect(
            page.contains(
                "<tr><th scope=\"row\">Milk <span class=\"note\">shopping list, Sunday roast</span></th>"
                    + "<td>Milk <span class=\"flag good\">cheapest</span> <span class=\"note\">Corner `Shop` | [x](http://y)"
                    + " · until 29 Nov (in 7 days)</span></td><td class=\"num\">0.89 <span class=\"note\">was 1.19</span></td>"
                    + "<td class=\"num\">0.30</td></tr>"))
        #expect(
            page.contains(
                "<tr><th scope=\"row\"><span class=\"sr-only\">Milk</span></th><td>Whole milk 1 l <span class=\"note\">"
                    + "FreshMart · until 28 Nov (in 6 days)</span></td>"))
        #expect(
            page.contains(
                "<tr><th scope=\"row\">Roma tomatoes <span class=\"note\">shopping list</span></th><td>Tomatoes"
                    + " <span class=\"flag good\">cheapest</span>"))
    }

    @Test func onlyDealsActiveOnTheDayForTheZipCodeAreListed() throws {
        let fixture = try RenderedFixture()
        let deals = fixture.report.savings.bestDeals.map { "\($0.store): \($0.item)" }
        #expect(deals.count == 8)
        #expect(deals.contains("FreshMart: Baby spinach"), "a deal ending on asOf is active")
        #expect(!deals.contains("FreshMart: Butter"), "a deal that ended the day before is not")
        #expect(!deals.contains("FreshMart: Spinach"), "a deal for another zip code is not")
        let page = try fixture.file("savings.html")
        #expect(page.contains("Baby spinach <span class=\"note\">FreshMart · until 22 Nov (today)</span>"))
        #expect(page.contains("Coffee beans 1 kg <span class=\"note\">FreshMart · open-ended</span>"))
    }

    @Test func theSavingsPerStoreAreAChartAndATable() throws {
        let page = try RenderedFixture().file("savings.html")
        let elements = try PageAudit.elements(of: page, page: "savings.html")
        let svg = try #require(elements.first { $0.name == "svg" })
        #expect(svg.descendants(named: ["title"]).first?.text() == "Potential savings per store")
        #expect(
            svg.descendants(named: ["desc"]).first?.text()
                == "Potential savings per store. FreshMart: 2.80; Corner `Shop` | [x](http://y): 1.56.")
        #expect(svg.descendants(named: ["rect"]).count == 2)
        #expect(
            page.contains(
                "<tr><th scope=\"row\">FreshMart</th><td class=\"num\">4</td><td class=\"num good\">2.80</td>"))
    }

    @Test func theCheapestStoreComesWithTheRuleItWasChosenBy() throws {
        let fixture = try RenderedFixture()
        let page = try fixture.file("savings.html")
        #expect(
            page.contains(
                "<p><strong>FreshMart</strong> is cheapest for the items every store has a deal on: 2.48.</p>"))
        #expect(page.contains("<p class=\"advice\">\(SavingsReport.basketRule)</p>"))
        #expect(page.contains("<caption>The basket at each store, compared on Milk, Roma tomatoes</caption>"))
        #expect(page.contains("<td class=\"num\">2.48</td><td class=\"num\">4 of 8</td>"))
        #expect(page.contains("<p class=\"advice\">Bought while a matching deal ran: 0.80 saved.</p>"))
        #expect(page.contains("<p>1 meal plan for November 2026: 4.50 estimated savings.</p>"))
        let markdown = try fixture.file("report.md")
        #expect(markdown.contains("Cheapest for the basket: **FreshMart**, 2.48 for Milk, Roma tomatoes."))
        #expect(markdown.contains("| FreshMart | 4 | 2.80 | ████████████████ |"))
        #expect(markdown.contains(#"| Corner \`Shop\` \| \[x\](http\://y) | 4 | 1.56 | ████████▉ |"#))
    }
}
