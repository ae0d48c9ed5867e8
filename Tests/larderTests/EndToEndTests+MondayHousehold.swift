import Foundation
import LarderTestSupport
import Testing

/// The Lee household (Tests/LarderKitTests/Fixtures/monday-household) on Monday 23 Nov, with every case
/// of a report a household can act on safely: a leftover past the date larder estimated, a recipe that
/// needs food to throw out, an inventory row rejected for its date, a shopping-list export larder cannot
/// recognise, one store under two names (a weekly-ad page says "FreshWay Market Cambridge", the list and
/// the aisle map "FreshWay Market"), waste last week, a month spent too fast and an event never used.
/// index.html, the analysis page, report.md and report.json say the same of each.
extension EndToEndTests {
    /// `larder run` on the Lee household; the output folder's index.html, report.md, report.json and
    /// every page, by file name. The caller removes `folder`.
    func leeHousehold(in folder: URL) throws -> (pages: [String: String], json: [String: Any]) {
        let data = Paths.fixtures.appendingPathComponent("monday-household").path
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

    /// The names report.json lists under `expiry.key`.
    static func expiryNames(_ json: [String: Any], _ key: String) -> [String] {
        (((json["expiry"] as? [String: Any])?[key] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
    }

    /// The text of expiry.html's row for `name`, tags and all.
    static func expiryRow(_ page: String, _ name: String) -> String {
        guard let start = page.range(of: "<tr><th scope=\"row\">\(name)</th>") else { return "" }
        return String(page[start.lowerBound...].prefix { $0 != "\n" })
    }

    @Test func aLeftoverPastItsEstimatedDateIsToThrowOutInEveryOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let throwOut = Self.expiryNames(json, "throwOut")
        #expect(throwOut == ["Old salsa", "Milk", "Feta", "Chicken thighs", "Leftover pad thai"])
        #expect(Self.expiryNames(json, "check") == [], "nothing high-risk is left to a sniff test")
        let items = try #require((json["expiry"] as? [String: Any])?["throwOut"] as? [[String: Any]])
        let leftover = try #require(items.last)
        #expect(leftover["isEstimated"] as? Bool == true && leftover["daysLeft"] as? Int == -2)
        #expect((leftover["highRisk"] as? [String: Any])?["kind"] as? String == "cookedLeftovers")
        let row = Self.expiryRow(pages["expiry.html"]!, "Leftover pad thai")
        #expect(row.contains("Throw out") && row.contains("estimated to expire 2 days ago"), "\(row)")
        #expect(!row.contains("smell before eating"), "\(row)")
        #expect(
            pages["report.md"]!.contains("Leftover pad thai (estimated to expire 2 days ago; cooked leftovers)."))
        #expect(pages["report.md"]!.contains("### Check or throw out (\(throwOut.count))"))
        for page in ["index.html", "expiry.html"] {
            #expect(pages[page]!.contains("\(throwOut.count)</span> to throw out</li>"), "\(page)")
            #expect(pages[page]!.contains("0</span> to check</li>"), "\(page)")
        }
    }

    @Test func aRecipeNeedingFoodToThrowOutSaysSoInEveryOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let recipes = try #require((json["expiry"] as? [String: Any])?["useItUp"] as? [[String: Any]])
        #expect(recipes.map { $0["name"] as? String } == ["Shakshuka with Feta"], "suggested for the eggs")
        #expect(recipes.first?["uses"] as? [String] == ["Eggs"])
        #expect(recipes.first?["toThrowOut"] as? [String] == ["Feta"])
        #expect(recipes.first?["missing"] as? [String] == ["yellow onion"])
        #expect(Self.expiryNames(json, "throwOut").contains("Feta"))
        #expect(
            pages["expiry.html"]!.contains(
                "Shakshuka with Feta</strong> uses Eggs (3 ingredients); <span class=\"bad\">to throw out, not to cook"
                    + " with: Feta</span>; not in stock: yellow onion"))
        #expect(
            pages["report.md"]!.contains(
                "Use it up: **Shakshuka with Feta** (Eggs; to throw out, not to cook with: Feta; not in stock: yellow"
                    + " onion)"))
    }

    @Test func oneStoreUnderTwoNamesIsOneStoreInEveryOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let shopping = try #require(json["shopping"] as? [String: Any])
        let stores = try #require(shopping["stores"] as? [[String: Any]])
        #expect(stores.map { $0["name"] as? String } == ["FreshWay Market Cambridge"])
        #expect(stores.map { $0["store"] as? String } == ["FreshWay Market"])
        let savings = try #require(json["savings"] as? [String: Any])
        let deals = try #require(savings["activeDeals"] as? Int)
        #expect(deals == 4, "every deal of the page")
        let walks = try #require(shopping["walks"] as? [[String: Any]])
        #expect(walks.map { $0["store"] as? String } == ["FreshWay Market"])
        #expect(walks.first?["itemsWithoutAisle"] as? Int == 1)
        let storeSavings = try #require(savings["storeSavings"] as? [[String: Any]])
        #expect(storeSavings.map { $0["store"] as? String } == ["FreshWay Market"])
        #expect(storeSavings.first?["savingCents"] as? Int == 3 * 20 + 130 + 130, "bananas per lb, 3 lb on the list")
        for page in ["index.html", "savings.html"] {
            #expect(pages[page]!.contains("\(deals)</span> active deals</li>"), "\(page)")
            #expect(pages[page]!.contains("cheapest for the list at FreshWay Market"), "\(page)")
        }
        #expect(pages["index.html"]!.contains("4</span> to pick up at FreshWay Market, in aisle order</li>"))
        #expect(pages["shopping.html"]!.contains("Shopping list for FreshWay Market: 4 items in aisle order"))
        let markdown = try #require(pages["report.md"])
        #expect(markdown.contains("- **Buy**: 4 items: 4 at FreshWay Market, in aisle order."))
        #expect(markdown.contains("At FreshWay Market, in aisle order:"))
        #expect(
            markdown.contains(
                "| ☐ | Aisle 12 · Dairy | Butter | 2 | Kerrygold Pure Irish Butter 8 oz: 3.49, save 1.30 |"))
        #expect(markdown.contains("deals for the list save 3.20 at FreshWay Market."))
        for (name, page) in pages where name != "report.json" {
            #expect(!page.contains("FreshWay Market Cambridge"), "\(name) names the store by its page's name")
        }
        // Bananas bought on Saturday, 2 lb while the deal ran: 0.20 a lb off, 0.40 saved.
        let realised = try #require(savings["realised"] as? [String: Any])
        #expect(realised["totalCents"] as? Int == 40)
        #expect((realised["items"] as? [[String: Any]])?.first?["weight"] as? Double == 2)
        #expect(pages["savings.html"]!.contains("<td class=\"num\">0.40 (2 lb at 0.20/lb)</td>"))
        #expect(markdown.contains("- **Bananas**, bought 21 Nov: 0.40 (2 lb at 0.20/lb) off with Bananas (per lb) at"))
        #expect(markdown.contains("- **Saved**: 0.40 on deals already;"))
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
        #expect(pages["report.md"]!.contains(Self.markdown("nearest is shopping_items, but \(lacks).")))
    }

    /// With no list but the export larder could not recognise, the shopping page and the digest name it
    /// instead of asking for a shopping list.
    @Test func anUnrecognisedExportAloneIsWhatTheShoppingPageNames() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = Paths.fixtures.appendingPathComponent("monday-household/shopping-export.csv")
        try write(try String(contentsOf: export, encoding: .utf8), "data/shopping-export.csv", in: folder)
        let run = try larder(["run", "data", "--out", "site", "--as-of", "2026-11-23", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let site = folder.appendingPathComponent("site")
        let shopping = try String(contentsOf: site.appendingPathComponent("shopping.html"), encoding: .utf8)
        let markdown = try String(contentsOf: site.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(shopping.contains("Nothing here yet: shopping-export.csv was kept as text"))
        #expect(markdown.contains("- **Buy**: " + Self.markdown("Nothing here yet: shopping-export.csv")))
        #expect(
            !shopping.contains("import a shopping list export") && !markdown.contains("import a shopping list export"))
    }

    @Test func onAMondayTheDigestGivesLastWeeksWasteAndTheMonthsVerdict() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pages, json) = try leeHousehold(in: folder)
        let expiry = try #require(json["expiry"] as? [String: Any])
        let names = { (key: String) in ((expiry[key] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
        #expect(names("wasteThisWeek") == [])
        #expect(names("wasteLastWeek") == ["Bagged salad", "Milk", "Feta", "Chicken thighs", "Leftover pad thai"])
        #expect((expiry["wasteLastWeekCost"] as? [[String: Any]])?.first?["cents"] as? Int == 299 + 199 + 429 + 650)
        let markdown = try #require(pages["report.md"])
        #expect(
            markdown.contains(
                "- **Wasted**: last week (16–22 Nov), 5 items, \\$15\\.77 (1 without a price). → [Eat first](#eat-first)"
            ))
        #expect(
            pages["expiry.html"]!.contains(
                "Last week (16–22 Nov): 5 items, $15.77 (1 without a price): Bagged salad, Milk, Feta, Chicken thighs, Leftover pad thai."
            )
        )
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
