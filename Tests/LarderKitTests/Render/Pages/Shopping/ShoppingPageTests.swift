import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport

/// The shopping page of the household fixture: FreshMart (most open items, with an aisle map) is
/// walked in aisle order with the anywhere item and one item the map does not place; the wishlist
/// holds euros, dollars and an unpriced wish.
@Suite struct ShoppingPageTests {
    /// The rows of the page's `table`s with `class`, each as its cells' texts.
    static func rows(_ html: String, tableClass: String) throws -> [[[String]]] {
        let elements = try PageAudit.elements(of: html, page: "shopping.html")
        return elements.filter { $0.name == "table" && $0.attribute("class") == tableClass }.map { table in
            table.descendants(named: ["tr"]).map { row in row.children.map { $0.text() } }
        }
    }

    @Test func theWalkIsInAisleOrderWithEachLinesBestDealBesideIt() throws {
        let walk = try #require(try Self.rows(RenderedFixture().file("shopping.html"), tableClass: "checklist").first)
        #expect(walk.first == ["✓", "Aisle", "Item", "Quantity", "Best deal"])
        // Milk is listed at FreshMart, but its cheapest deal is the Corner shop's; Parsnips come
        // from the Sunday roast grocery list only.
        #expect(
            walk.dropFirst() == [
                ["☐", "Aisle 1 · Produce", "Roma tomatoes", "2 lb", "Tomatoes: 1.49, save 1.00"],
                ["☐", "Aisle 1 · Produce", "Spinach", "1 bag", "Baby spinach: 1.49, save 0.50"],
                ["☐", "Aisle 2", "Eggs free range any store", "12", "no deal"],
                [
                    "☐", "Aisle 10 · Dairy", "Milk whole from Sunday roast", "2 l",
                    "Milk: 0.89, save 0.30 at Corner `Shop` | [x](http://y) other store",
                ],
                [
                    "☐", "No known aisle", "<script>alert(1)</script> \"><img src=x onerror=alert(1)>", "1",
                    "<script>alert(1)</script> crisps: 0.99, save 1.00",
                ],
                ["☐", "No known aisle", "Parsnips any store from Sunday roast", "", "no deal"],
            ])
    }

    @Test func everyStoreWithAnAisleMapIsWalkedAndTheChosenOneFirst() throws {
        let fixture = try RenderedFixture()
        #expect(fixture.report.shopping.walks.map(\.store) == ["FreshMart", "Corner `Shop` | [x](http://y)"])
        let page = try fixture.file("shopping.html")
        let headings = try PageAudit.elements(of: page, page: "shopping.html").filter { $0.name == "h2" }
            .map { $0.text() }
        #expect(headings.prefix(2) == ["FreshMart, in aisle order", "Corner `Shop` | [x](http://y), in aisle order"])
    }

    @Test func printingLeavesTheWalkAndTheOtherStoresAsChecklists() throws {
        let fixture = try RenderedFixture()
        let page = try fixture.file("shopping.html")
        let elements = try PageAudit.elements(of: page, page: "shopping.html")
        let hidden = elements.filter { ($0.attribute("class") ?? "").split(separator: " ").contains("in-walk") }
        // Both stores have a walk, so their lists by store are for the screen only.
        #expect(
            hidden.map { $0.descendants(named: ["caption"]).first?.text() } == [
                "Corner `Shop` | [x](http://y) (2)", "FreshMart (4)", "Anywhere (2)",
            ])
        let screenOnly = elements.filter { $0.attribute("class") == "screen-only" }.compactMap {
            $0.attribute("aria-labelledby")
        }
        #expect(screenOnly == ["by-store", "bought", "wishlist"])
        let style = try #require(elements.first { $0.name == "style" }).rawText
        let print = try #require(style.range(of: "@media print")).upperBound
        for rule in [
            "nav, footer.site, .skip { display: none; }", ".screen-only, .in-walk { display: none; }",
            "table.checklist .check { display: table-cell; width: 2rem; }",
        ] {
            #expect(style[print...].contains(rule), "the print stylesheet has \(rule)")
        }
        #expect(style[..<print].contains(".check { display: none; }"), "the ☐ column is for paper only")
    }

    @Test func theWishlistTotalsEachCurrencyOnItsOwn() throws {
        let page = try RenderedFixture().file("shopping.html")
        #expect(page.contains("<td class=\"total\" colspan=\"2\">€12.50 · $449.99</td>"), "euros and dollars apart")
        #expect(page.contains("Totals: €47.50 · $469.99 · 1 item without a price;"))
        #expect(!page.contains("462.49") && !page.contains("517.49"), "never added across currencies")
    }

    @Test func theWeeklyReportSaysWhatToBuyWhereInAisleOrder() throws {
        let markdown = try RenderedFixture().file("report.md")
        #expect(
            markdown.contains(
                """
                At FreshMart, in aisle order:

                | Done | Aisle | Item | Quantity | Best deal | Notes |
                |---|---|---|---:|---|---|
                | ☐ | Aisle 1 · Produce | Roma tomatoes | 2 lb | Tomatoes: 1.49, save 1.00 |  |
                | ☐ | Aisle 1 · Produce | Spinach | 1 bag | Baby spinach: 1.49, save 0.50 |  |
                | ☐ | Aisle 2 | Eggs | 12 |  | free range (any store) |
                | ☐ | Aisle 10 · Dairy | Milk | 2 l | Milk: 0.89, save 0.30 at Corner \\`Shop\\` \\| \\[x\\](http\\://y) | whole |
                """))
        // Every store with an aisle map is walked, the Corner shop too: no store is a flat list.
        #expect(markdown.contains("At Corner \\`Shop\\` \\| \\[x\\](http\\://y), in aisle order:"))
        #expect(!markdown.contains("Elsewhere:"))
        #expect(markdown.contains(#"| All | 5 | €47\.50 · \$469\.99 · 1 item without a price |"#))
    }

    @Test func onlyTheWishPicturesAtWebAddressesAreLinks() throws {
        let page = try RenderedFixture().file("shopping.html")
        let links = try PageAudit.elements(of: page, page: "shopping.html").filter { $0.name == "a" }
        let outside = links.compactMap { $0.attribute("href") }.filter { $0.hasPrefix("http") }
        #expect(
            outside == [
                "https://img.example/mixer.png?size=l&fmt=png", "https://img.example/tea%22pot%3C1%3E.png",
            ])
        #expect(page.contains("href=\"https://img.example/mixer.png?size=l&amp;fmt=png\" rel=\"noopener noreferrer\""))
        #expect(
            page.contains(
                "<td><span class=\"note\">not a web address, not linked:</span> <code>javascript:alert(1)</code>"))
    }
}
