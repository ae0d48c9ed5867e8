import Foundation
import LarderTestSupport
import Testing

/// A store's saved weekly-ad page whose deals table lacks the store, its place or the sale's last day:
/// the page around the table gives them, in the order docs/IMPORT.md ("Saved web pages") states, and
/// `-v` says where each came from. Each fixture of `Fixtures/html/weekly-ad/` goes through the executable.
@Suite struct WeeklyAdPageTests {
    let cli = EndToEndTests()

    /// One imported page: what `larder import -v` printed and what it stored.
    struct Imported {
        var output: String
        /// Each deal as `store | location | zip | item | was | now | percent | valid until` (`-` for NULL).
        var deals: [String]
        /// Each rejected row as `location: field: reason`.
        var rejected: [String]
    }

    private func importPage(_ name: String, expecting summary: String) throws -> Imported {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("data/\(name)")
        try FileManager.default.copyItem(
            at: Paths.fixtures.appendingPathComponent("html/weekly-ad/\(name)"), to: page)
        let result = try cli.larder(["import", "-v", "data/\(name)"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(summary), "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let columns = [
            "store_name", "location", "zip_code", "item_name", "original_price", "discount_price", "discount_percent",
            "valid_until",
        ].map { "ifnull(\($0), '-')" }.joined(separator: " || ' | ' || ")
        return Imported(
            output: result.output,
            deals: try probe.strings("SELECT \(columns) FROM deals ORDER BY item_name, store_name"),
            rejected: try probe.strings(
                "SELECT location || ': ' || field || ': ' || reason FROM rejected_rows ORDER BY id"))
    }

    @Test func jsonLDAloneGivesTheStoreAndItsPlaceAndSaveGivesOrChecksThePrices() throws {
        let page = try importPage(
            "jsonld-only.html", expecting: "deals: 3 read, 2 inserted, 0 updated, 0 unchanged, 1 rejected")
        // No lang: slash dates are read month first, so 12/01/2026 is 1 December.
        #expect(
            page.deals == [
                "Star Market | Cambridge | 02139 | Boneless Chicken Breast (per lb) | 5.99 | 3.99 | 33.4 | 2026-11-24",
                "Star Market | Cambridge | 02139 | Honeycrisp Apples (per lb) | 2.99 | 1.99 | 33.4 | 2026-12-01",
            ])
        #expect(
            page.rejected == [
                "table 1 row 4: Save: `Save` is `$1.50`, which does not match the prices: `Was` 5.49 and `Now` 4.49"
                    + " make 1 off; correct the amount saved or the prices (they must agree within a cent)."
            ])
        #expect(
            page.output.contains("page: `store_name`: `Star Market`, from schema.org GroceryStore in JSON-LD script 1"))
        #expect(page.output.contains("page: `zip_code`: `02139`, from schema.org GroceryStore in JSON-LD script 1"))
        #expect(page.output.contains("page: `valid_until`: its own `Valid through` column\n"))
        #expect(page.output.contains("corrected: `original_price` was computed from `Now` and `Save` (1 row)"))
    }

    @Test func metaTagsAloneGiveTheStoreThePlaceAndTheLastDay() throws {
        let page = try importPage(
            "meta-only.html", expecting: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(
            page.deals == [
                "Star Market | Cambridge | 02139 | Barilla Spaghetti 16 oz | 2.19 | 1.25 | 42.9 | 2026-11-24",
                "Star Market | Cambridge | 02139 | Cage-Free Large Eggs, 12 ct | 4.29 | 3.49 | 18.6 | 2026-11-24",
            ])
        #expect(page.output.contains("page: `store_name`: `Star Market`, from <meta property=\"og:site_name\">"))
        #expect(
            page.output.contains(
                "page: `location`: `Cambridge`, from <meta property=\"business:contact_data:locality\">"))
        #expect(page.output.contains("page: `valid_until`: `2026-11-24`, from <meta name=\"description\">"))
    }

    @Test func theHeadingBeatsTheTitleAndAYearlessValidLineTakesTheTitlesYear() throws {
        let page = try importPage(
            "heading-title.html", expecting: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected")
        // `Valid 11/18 – 11/24` fills the empty Ends cell only; the row's own 11/22/2026 stays.
        #expect(
            page.deals == [
                "Shaw's | Somerville | 02143 | Cabot Sharp Cheddar 8 oz | - | 2.99 | - | 2026-11-24",
                "Shaw's | Somerville | 02143 | Clementines, 3 lb bag | - | 4.99 | - | 2026-11-22",
            ])
        #expect(page.output.contains("page: `store_name`: `Shaw's`, from <h1>"))
        #expect(
            page.output.contains(
                "page: `valid_until`: its own `Ends` column; where a cell is empty, `2026-11-24`, from the line"
                    + " `Valid 11/18 – 11/24`"))
    }

    @Test func aTitleAloneNamesTheStoreAndMakesAnItemAndPriceTableADealsTable() throws {
        let page = try importPage(
            "title-only.html", expecting: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(
            page.deals == ["Market Basket | Somerville | 02143 | Russet Potatoes, 5 lb bag | - | 2.49 | - | 2026-11-28"]
        )
        #expect(page.output.contains("of these, store_name, location, zip_code, valid_until come from the page"))
        #expect(page.output.contains("page: `store_name`: `Market Basket`, from <title>"))
    }

    @Test func eachTableTakesItsOwnCaption() throws {
        let page = try importPage(
            "caption.html", expecting: "[caption.html table 2] → deals: 1 read, 1 inserted, 0 updated, 0 unchanged")
        #expect(
            page.deals == [
                "Shaw's | Somerville | 02143 | Land O Lakes Butter 16 oz | 6.29 | 4.79 | 23.8 | 2026-11-25",
                "Star Market | Cambridge | 02139 | Land O Lakes Butter 16 oz | 6.49 | 4.99 | 23.1 | 2026-11-24",
            ])
        #expect(page.output.contains("page: `zip_code`: `02143`, from the <caption> of table 2"))
    }

    /// Every source disagrees: the row's own cell, then the caption, then JSON-LD, then meta, h1 and title.
    @Test func conflictingSourcesFollowTheOrderOfPrecedence() throws {
        let page = try importPage(
            "conflicting.html", expecting: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(
            page.deals == [
                "Star Market Porter Sq | Cambridge | 02138 | Bananas (per lb) | 0.69 | 0.49 | 29.0 | 2026-11-21",
                "Star Market Cambridge | Cambridge | 02138 | Greek Yogurt 32 oz | 6.99 | 5.49 | 21.5 | 2026-11-24",
            ])
        #expect(
            page.output.contains(
                "page: `store_name`: its own `Store` column; where a cell is empty, `Star Market Cambridge`, from"
                    + " schema.org GroceryStore in JSON-LD script 1"))
        #expect(page.output.contains("page: `zip_code`: `02138`, from the <caption> of table 1"))
        #expect(page.output.contains("`2026-11-24`, from schema.org SaleEvent in JSON-LD script 1"))
    }

    /// Without schema.org data: og:site_name beats the h1 and the title, the h1's place beats the title's,
    /// and a `<time datetime>` dates a year-less line.
    @Test func withoutSchemaDataMetaBeatsTheHeadingWhichBeatsTheTitle() throws {
        let page = try importPage(
            "no-schema.html", expecting: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(page.deals == ["Star Market | Somerville | 02143 | Baby Spinach 5 oz | - | 2.99 | - | 2026-11-24"])
        #expect(page.output.contains("page: `location`: `Somerville`, from <h1>"))
    }

    @Test func aJSONLDScriptThatIsNotJSONIsLeftOutWithAWarning() throws {
        let page = try importPage(
            "broken-jsonld.html", expecting: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(
            page.deals == [
                "Star Market | Cambridge | 02139 | Cage-Free Large Eggs, 12 ct | 4.29 | 3.49 | 18.6 | 2026-11-24"
            ])
        #expect(
            page.output.contains(
                "warning: data/broken-jsonld.html: JSON-LD script 1 is not valid JSON, so its schema.org data (offers,"
                    + " the store) was not read; the rest of the page was."))
        #expect(page.output.contains("from schema.org GroceryStore in JSON-LD script 2"))
    }

    @Test func aBritishPageReadsSlashDatesDayFirst() throws {
        let page = try importPage(
            "day-first.html", expecting: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(page.deals == ["Tesco | - | - | Tesco Semi-Skimmed Milk 4 pints | 1.65 | 1.45 | 12.1 | 2026-12-01"])
        #expect(page.output.contains("page: `location`: neither its own columns nor the page give it"))
    }

    @Test func struckAndStrongPricesInOneCellAreTheWasAndTheNowPrice() throws {
        let page = try importPage(
            "struck-prices.html", expecting: "deals: 3 read, 3 inserted, 0 updated, 0 unchanged, 0 rejected")
        #expect(
            page.deals == [
                "Star Market | - | - | Bananas (per lb) | - | 0.59 | - | 2026-11-24",
                "Star Market | - | - | Haagen-Dazs Ice Cream 14 oz | 5.99 | 3.99 | 33.4 | 2026-11-24",
                "Star Market | - | - | Tostitos Tortilla Chips 13 oz | 5.29 | 3.0 | 43.3 | 2026-11-24",
            ])
    }

    /// Page text is untrusted: markup in it stays text, control characters go, and it is cut to 100 characters.
    @Test func pageTextIsCleanedAndCappedBeforeItIsStored() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "Star Market ", count: 20)
        let html = """
            <html><head><meta property="og:site_name" content="\(long)">
            <script type="application/ld+json">{"@type": "GroceryStore", "address": {"postalCode": "02139\\u0007",
             "addressLocality": "&lt;img src=x onerror=alert(1)&gt;Cambridge"}}</script></head>
            <body><table><tr><th>Item</th><th>Was</th><th>Now</th></tr><tr><td>Milk</td><td>$3</td><td>$2</td></tr>
            </table></body></html>
            """
        try Data(html.utf8).write(to: folder.appendingPathComponent("data/ad.html"))
        let result = try cli.larder(["import", "data/ad.html"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let stored = try probe.strings("SELECT store_name || '|' || location || '|' || zip_code FROM deals")
        let name = String(long.prefix(100)).trimmingCharacters(in: .whitespaces)
        #expect(stored == ["\(name)|<img src=x onerror=alert(1)>Cambridge|02139"])
    }
}
