import Foundation
import LarderTestSupport
import Testing

/// The Lee household (Tests/LarderKitTests/Fixtures/kept-household) on Monday 23 Nov: an inventory row
/// rejected for its date, a shopping-list export larder cannot recognise, waste last week, a month spent
/// too fast and an event never used. index.html, report.md and report.json say the same of each.
extension EndToEndTests {
    /// `larder run` on the Lee household; the output folder's index.html, report.md, report.json and
    /// every page, by file name. The caller removes `folder`.
    func leeHousehold(in folder: URL) throws -> (pages: [String: String], json: [String: Any]) {
        let data = Paths.fixtures.appendingPathComponent("kept-household").path
        let run = try larder(["run", data, "--out", "site", "--as-of", "2026-11-23", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let site = folder.appendingPathComponent("site")
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: site.path) where !name.hasPrefix(".") {
            pages[name] = try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
        }
        let text = try #require(pages["report.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (pages, json)
    }

    @Test func aRejectedFoodItemIsNamedOnTheOverviewAndInTheReport() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let notImported = try #require(json["notImported"] as? [String: Any])
        let rejected = try #require(notImported["rejected"] as? [[String: Any]])
        let food = try #require(rejected.first { $0["kind"] as? String == "inventory" })
        #expect(food["count"] as? Int == 1)
        let row = try #require((food["rows"] as? [[String: Any]])?.first)
        #expect(row["name"] as? String == "Hummus")
        #expect(row["field"] as? String == "Expires")
        #expect(row["value"] as? String == "31.02.2026")
        #expect(row["location"] as? String == "line 2")
        let sentence = "1 food item could not be read: Hummus — `Expires` is 31.02.2026."
        let index = try #require(pages["index.html"])
        #expect(index.contains(sentence.replacingOccurrences(of: "`", with: "&#96;")) || index.contains(sentence))
        let markdown = try #require(pages["report.md"])
        #expect(markdown.contains("- " + Self.markdown(sentence)))
        #expect(
            pages["report.md"]!.contains(
                "- **Not imported**: 1 row could not be read and 1 part of a file was kept as text."))
    }

    @Test func anUnrecognisedShoppingExportIsNamedAndNoPageAsksForOne() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let kept = try #require((json["notImported"] as? [String: Any])?["keptAsText"] as? [[String: Any]])
        #expect(kept.count == 1)
        let export = try #require(kept.first)
        #expect(export["table"] as? String == "raw_shopping_export")
        #expect(export["nearestTable"] as? String == "shopping_items")
        #expect(export["nearestKind"] as? String == "shopping")
        #expect(export["onPurpose"] as? Bool == false)
        let lacks = try #require(export["lacks"] as? String)
        for (name, page) in pages where !name.hasSuffix(".json") {
            #expect(!page.contains("import a shopping list export"), "\(name)")
            #expect(!page.contains("import deals and a shopping list"), "\(name)")
        }
        let file = "shopping-export.csv"
        #expect(
            pages["index.html"]!.contains(
                "\(file) was kept as text in raw_shopping_export (3 rows): nearest is shopping_items"))
        #expect(pages["shopping.html"]!.contains("Nothing here yet: \(file) was kept as text"))
        #expect(pages["report.md"]!.contains(Self.markdown("nearest is shopping_items, but \(lacks).")))
        #expect(pages["report.md"]!.contains("- **Buy**: " + Self.markdown("Nothing here yet: \(file)")))
    }

    @Test func onAMondayTheDigestGivesLastWeeksWasteAndTheMonthsVerdict() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let expiry = try #require(json["expiry"] as? [String: Any])
        let names = { (key: String) in ((expiry[key] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
        #expect(names("throwOut") == ["Old salsa", "Milk", "Chicken thighs"])
        #expect(names("wasteThisWeek") == [])
        #expect(names("wasteLastWeek") == ["Bagged salad", "Milk", "Chicken thighs"])
        #expect((expiry["wasteLastWeekCost"] as? [[String: Any]])?.first?["cents"] as? Int == 299 + 199 + 650)
        let markdown = try #require(pages["report.md"])
        #expect(
            markdown.contains("- **Wasted**: last week (16–22 Nov), 3 items, \\$11\\.48. → [Eat first](#eat-first)"))
        #expect(
            pages["expiry.html"]!.contains(
                "Last week (16–22 Nov): 3 items, $11.48 (Bagged salad, Milk, Chicken thighs)."))
        let budget = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("- **Budget**") })
        #expect(budget.contains("This week (23–29 Nov): no verdict yet"))
        #expect(
            budget.contains(
                "This month (November 2026): 516.15 of 600.00 spent in the 22 days the entries cover, 83.85 left, spending too fast (on course for 703.84)."
            ), "\(budget)")
        #expect(
            budget.contains("Last week (16–22 Nov): 256.15 of 150.00 spent (170.8%), 106.15 over budget."), "\(budget)")
    }

    @Test func anEventNeverUsedIsListedWithTheStaleOnes() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let stale = try #require((json["events"] as? [String: Any])?["stale"] as? [[String: Any]])
        let titles = stale.compactMap { ($0["event"] as? [String: Any])?["title"] as? String }
        #expect(titles == ["Grandma's garden", "Snow owl"])
        #expect(stale.last?["reason"] as? String == "neverUsed")
        #expect(stale.last?["idleDays"] as? Int == 8)
        #expect(pages["events.html"]!.contains("never used; created 8 days ago"))
        #expect(pages["report.md"]!.contains("- **Snow owl** (animals): never used; created 8 days ago"))
    }

    /// `text` as larder escapes imported text for Markdown: ASCII punctuation Markdown gives a meaning to
    /// gets a backslash.
    static func markdown(_ text: String) -> String {
        let escaped: Set<Character> = [
            "!", "#", "$", "&", "*", ".", ":", "<", ">", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~",
        ]
        return text.map { escaped.contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
