import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

/// The expiry page, the overview and the weekly report as of Tuesday 24 November over one small
/// inventory: two items to throw out, two to check (one past best before, one past an estimated
/// date), one to eat today and one within five days; one item thrown away since Monday.
@Suite struct ExpiryPageTests {
    static let inventory = """
        INSERT INTO inventory_items (id, name, expiration_date, best_before_date, expiration_estimated, status,
            discarded_at, price, currency_code, location) VALUES
            ('a', 'Ground beef', '2026-11-23', NULL, 0, 'in_stock', NULL, 5.49, 'USD', 'Fridge'),
            ('b', 'Milk', '2026-11-15', NULL, 0, 'in_stock', NULL, 1.19, 'USD', 'Fridge'),
            ('c', 'Crackers', NULL, '2026-11-23', 0, 'in_stock', NULL, 2.00, 'USD', 'Pantry'),
            ('d', 'Spinach', '2026-11-24', NULL, 0, 'in_stock', NULL, 1.99, 'USD', 'Fridge'),
            ('e', 'Feta', '2026-11-27', '2026-11-26', 0, 'in_stock', NULL, 3.00, 'USD', 'Fridge'),
            ('f', 'Bread', NULL, NULL, 0, 'discarded', '2026-11-23', 2.50, 'USD', 'Pantry'),
            ('g', 'Beef stock', '2026-11-23', NULL, 1, 'in_stock', NULL, NULL, NULL, 'Pantry');
        INSERT INTO recipes (id, name, ingredients) VALUES ('r1', 'Spinach pie', '["spinach","feta","milk"]');
        """

    /// Every file of the report.
    static func files() throws -> [String: String] {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: inventory) }
        let report = try Report.build(from: database, asOf: CivilDate(year: 2026, month: 11, day: 24)!)
        let files = try ReportRenderer(templates: Paths.templates).files(
            for: report, formats: ReportRenderer.Format.allCases)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// The cells of the rows of `html`'s tables whose caption starts with `caption`.
    static func rows(_ html: String, caption: String) throws -> [[String]] {
        let elements = try PageAudit.elements(of: html, page: "expiry.html")
        let tables = elements.filter {
            $0.name == "table" && ($0.descendants(named: ["caption"]).first?.text().hasPrefix(caption) ?? false)
        }
        return tables.flatMap { $0.descendants(named: ["tr"]).dropFirst().map { $0.children.map { $0.text() } } }
    }

    @Test func unsafeFoodIsToThrowOutAndBestBeforeOrEstimatedIsToCheck() throws {
        let page = try #require(try Self.files()["expiry.html"])
        let rows = try Self.rows(page, caption: "Check or throw out")
        #expect(rows.map { $0[0] } == ["Milk", "Ground beef", "Beef stock", "Crackers"])
        #expect(
            rows.map { $0[1] } == [
                "Throw out expired 9 days ago",
                "Throw out expired yesterday: meat (\"beef\" in its name); the FoodKeeper's advice is below the list",
                "Check estimated to expire yesterday (larder's guess from the purchase date and shelf life): look and"
                    + " smell before eating",
                "Check best before yesterday",
            ])
        #expect(page.contains("<td class=\"bad\"><strong>Throw out</strong>"))
        #expect(page.contains("<li><strong>Meat</strong>: " + FoodSafety.kind("meat")!.guidance + "</li>"))
        let eat = try Self.rows(page, caption: "Eat today / this week")
        #expect(
            eat.map { Array($0[0...2]) } == [
                ["Spinach", "Eat today expires today", "2026-11-24"],
                ["Feta", "Eat soon best before in 2 days; expires in 3 days", "2026-11-26"],
            ])
        #expect(page.contains(ExpiryPage.rule.replacingOccurrences(of: "\"", with: "&quot;")))
    }

    @Test func wasteAndUseItUpNeverShareAnItem() throws {
        let page = try #require(try Self.files()["expiry.html"])
        let waste = try Self.rows(page, caption: "Waste this week").map { $0[0] }
        #expect(waste == ["Bread", "Ground beef"])
        #expect(
            page.contains(
                "<li><strong>Spinach pie</strong> uses Spinach, Feta (3 ingredients); <span class=\"bad\">to throw out,"
                    + " not to cook with: Milk</span></li>"))
        let eat = try Self.rows(page, caption: "Eat today / this week").map { $0[0] }
        #expect(Set(waste).isDisjoint(with: eat))
    }

    @Test func theCountsAgreeAcrossIndexExpiryPageReportAndJSON() throws {
        let files = try Self.files()
        let (index, page) = (try #require(files["index.html"]), try #require(files["expiry.html"]))
        let (markdown, json) = (try #require(files["report.md"]), try #require(files["report.json"]))
        let counts = [("to throw out", "bad", 2), ("to check", "warn", 2), ("to eat today", "warn", 1)]
        for (label, tone, count) in counts {
            #expect(index.contains("<li><span class=\"figure \(tone)\">\(count)</span> \(label)</li>"), "\(label)")
            #expect(page.contains("<li><span class=\"figure \(tone)\">\(count)</span> \(label)</li>"), "\(label)")
        }
        #expect(index.contains("<li><span class=\"figure \">1</span> to eat within 5 days</li>"))
        #expect(markdown.contains("### Check or throw out (4)") && markdown.contains("### Eat today / this week (2)"))
        #expect(markdown.components(separatedBy: " | **Throw out** ").count - 1 == 2)
        #expect(markdown.components(separatedBy: " | **Check** ").count - 1 == 2)
        #expect(markdown.components(separatedBy: " | **Eat today** ").count - 1 == 1)
        #expect(markdown.components(separatedBy: " | **Eat soon** ").count - 1 == 1)
        #expect(markdown.contains("| Ground beef | **Throw out** expired yesterday: meat (\"beef\" in its name); the"))
        #expect(markdown.contains("- **Meat**: " + FoodSafety.kind("meat")!.guidance))
        #expect(markdown.contains("Use it up: **Spinach pie** (Spinach, Feta; to throw out, not to cook with: Milk); "))
        #expect(markdown.contains("2 items, \\$7\\.99"), "waste this week in report.md")

        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let expiry = try #require(root["expiry"] as? [String: Any])
        let names: (String) -> [String] = { key in
            (expiry[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        #expect(names("throwOut") == ["Milk", "Ground beef"])
        #expect(names("check") == ["Beef stock", "Crackers"])
        #expect(names("eatToday") == ["Spinach"])
        #expect(names("eatThisWeek") == ["Feta"])
        #expect(names("wasteThisWeek") == ["Bread", "Ground beef"])
    }
}
