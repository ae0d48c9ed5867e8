import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderRender

/// The savings page of the household fixture: the meal plan limits deals to zip code 10115 at
/// FreshMart and the Corner shop; one deal ended the day before `asOf`, one is for another zip code.
@Suite struct SavingsPageTests {
    @Test func eachItemToBuyShowsTheDealsItMatchedCheapestFirst() throws {
        let page = try RenderedFixture().file("savings.html")
        #expect(
            page.contains(
                "<tr><th scope=\"row\">Milk <span class=\"note\">shopping list, Sunday roast</span></th>"
                    + "<td>Milk <span class=\"flag good\">cheapest</span> <span class=\"note\">Corner `Shop` | [x](http://y)"
                    + " · until 29 Nov (in 7 days)</span></td><td class=\"num\">0.89 <span class=\"note\">was 1.19</span>"
                    + " <span class=\"note\">save 0.30</span></td></tr>"))
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
                "<tr><th scope=\"row\">FreshMart</th><td class=\"num\">4 of 8</td><td class=\"num good\">2.80</td>"))
    }

    @Test func theCheapestStoreComesWithTheRuleItWasChosenBy() throws {
        let fixture = try RenderedFixture()
        let page = try fixture.file("savings.html")
        // Eight items to buy: FreshMart and the Corner shop have deals on four each, half the list;
        // FreshMart's save more.
        let verdict = "FreshMart is cheapest for the list: deals on 4 of 8 items to buy, saving 2.80."
        #expect(page.contains("<p>\(verdict)</p>"))
        #expect(page.contains("<p class=\"advice\">\(SavingsFindings.basketRule)</p>"))
        #expect(page.contains("cheapest for the list: deals on 4 of 8 items, saving 2.80</li>"))
        #expect(page.contains("<p class=\"advice\">Bought while a matching deal ran: 0.80 saved.</p>"))
        #expect(page.contains("<p>1 meal plan for November 2026: 4.50 estimated savings.</p>"))
        let markdown = try fixture.file("report.md")
        #expect(markdown.contains("\(verdict) A store is named cheapest only when it has deals on at least half"))
        #expect(markdown.contains("| FreshMart | 4 of 8 | 2.80 | ████████████████ |"))
        #expect(markdown.contains(#"| Corner \`Shop\` \| \[x\](http\://y) | 4 of 8 | 1.56 | ████████▉ |"#))
    }

    @Test func noStoreIsNamedCheapestWithoutDealsOnHalfTheList() throws {
        var report = try RenderedFixture().report.savings
        report.basketItems = 10
        report.basket = .init(rule: SavingsFindings.basketRule, listItems: 10, minimumItems: 5)
        report.storeSavings = [
            .init(store: "Aldi", matchedItems: 3, savingCents: 500, itemsWithoutRegularPrice: 0),
            .init(store: "Kroger", matchedItems: 4, savingCents: 120, itemsWithoutRegularPrice: 0),
        ]
        let basket = SavingsPage.basket(report, text: { $0 })
        #expect(basket.cheapest == nil)
        #expect(
            basket.verdict
                == "No store has deals on at least 5 of the 10 items to buy, so none is named cheapest;"
                + " Kroger has deals on most (4), saving 1.20.")
        let stores = SavingsPage.storeSavings(report, text: { $0 })
        #expect(stores.map(\.items) == ["3 of 10", "4 of 10"])
        #expect(stores.map(\.coversEnough) == [false, false])
    }
}
