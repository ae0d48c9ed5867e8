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

    /// A fixture, what importing it prints and stores. Rows read = inserted + rejected in each: every
    /// row is accounted for.
    struct PageCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var fixture: String
        var summary: String
        var deals: [String]
        var rejected: [String] = []
        /// Lines (or parts of lines) `-v` prints: where each value came from, warnings.
        var printed: [String]
    }

    static let cases = [
        PageCase(
            testDescription: "JSON-LD alone gives the store and its place; Save gives or checks the prices",
            fixture: "jsonld-only.html", summary: "deals: 3 read, 2 inserted, 0 updated, 0 unchanged, 1 rejected",
            // No lang: slash dates are read month first, so 12/01/2026 is 1 December.
            deals: [
                "Star Market | Cambridge | 02139 | Boneless Chicken Breast (per lb) | 5.99 | 3.99 | 33.4 | 2026-11-24",
                "Star Market | Cambridge | 02139 | Honeycrisp Apples (per lb) | 2.99 | 1.99 | 33.4 | 2026-12-01",
            ],
            rejected: [
                "table 1 row 4: Save: `Save` is `$1.50`, which does not match the prices: `Was` 5.49 and `Now` 4.49"
                    + " make 1 off; correct the amount saved or the prices (they must agree within a cent)."
            ],
            printed: [
                "page: `store_name`: `Star Market`, from schema.org GroceryStore in JSON-LD script 1",
                "page: `zip_code`: `02139`, from schema.org GroceryStore in JSON-LD script 1",
                "page: `valid_until`: its own `Valid through` column\n",
                "corrected: `original_price` was computed from `Now` and `Save` (1 row)",
            ]),
        PageCase(
            testDescription: "meta tags alone give the store, the place and the last day",
            fixture: "meta-only.html", summary: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: [
                "Star Market | Cambridge | 02139 | Barilla Spaghetti 16 oz | 2.19 | 1.25 | 42.9 | 2026-11-24",
                "Star Market | Cambridge | 02139 | Cage-Free Large Eggs, 12 ct | 4.29 | 3.49 | 18.6 | 2026-11-24",
            ],
            printed: [
                "page: `store_name`: `Star Market`, from <meta property=\"og:site_name\">",
                "page: `location`: `Cambridge`, from <meta property=\"business:contact_data:locality\">",
                "page: `valid_until`: `2026-11-24`, from <meta name=\"description\">",
            ]),
        PageCase(
            testDescription: "the h1 beats the title; a year-less Valid line takes the title's year for empty cells",
            fixture: "heading-title.html", summary: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: [
                "Shaw's | Somerville | 02143 | Cabot Sharp Cheddar 8 oz | - | 2.99 | - | 2026-11-24",
                "Shaw's | Somerville | 02143 | Clementines, 3 lb bag | - | 4.99 | - | 2026-11-22",
            ],
            printed: [
                "page: `store_name`: `Shaw's`, from <h1>",
                "page: `valid_until`: its own `Ends` column; where a cell is empty, `2026-11-24`, from the line"
                    + " `Valid 11/18 – 11/24`",
            ]),
        PageCase(
            testDescription: "a title alone names the store and makes an Item and Now table a deals table",
            fixture: "title-only.html", summary: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: ["Market Basket | Somerville | 02143 | Russet Potatoes, 5 lb bag | - | 2.49 | - | 2026-11-28"],
            printed: [
                "of these, store_name, location, zip_code, valid_until come from the page",
                "page: `store_name`: `Market Basket`, from <title>",
            ]),
        PageCase(
            testDescription: "each table takes its own caption",
            fixture: "caption.html",
            summary: "[caption.html table 2] → deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: [
                "Shaw's | Somerville | 02143 | Land O Lakes Butter 16 oz | 6.29 | 4.79 | 23.8 | 2026-11-25",
                "Star Market | Cambridge | 02139 | Land O Lakes Butter 16 oz | 6.49 | 4.99 | 23.1 | 2026-11-24",
            ],
            printed: [
                "page: `zip_code`: `02139`, from the <caption> of table 1",
                "page: `zip_code`: `02143`, from the <caption> of table 2",
            ]),
        PageCase(
            testDescription: "every source disagrees: the row's cell, the caption, JSON-LD, then meta, h1 and title",
            fixture: "conflicting.html", summary: "deals: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: [
                "Star Market Porter Sq | Cambridge | 02138 | Bananas (per lb) | 0.69 | 0.49 | 29.0 | 2026-11-21",
                "Star Market Cambridge | Cambridge | 02138 | Greek Yogurt 32 oz | 6.99 | 5.49 | 21.5 | 2026-11-24",
            ],
            printed: [
                "page: `store_name`: its own `Store` column; where a cell is empty, `Star Market Cambridge`, from"
                    + " schema.org GroceryStore in JSON-LD script 1",
                "page: `zip_code`: `02138`, from the <caption> of table 1",
                "`2026-11-24`, from schema.org SaleEvent in JSON-LD script 1",
            ]),
        PageCase(
            testDescription: "without schema.org: og:site_name beats the h1, the h1's place beats the title's,"
                + " a <time datetime> dates a year-less line",
            fixture: "no-schema.html", summary: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: ["Star Market | Somerville | 02143 | Baby Spinach 5 oz | - | 2.99 | - | 2026-11-24"],
            printed: ["page: `store_name`: `Star Market`, from <meta", "page: `location`: `Somerville`, from <h1>"]),
        PageCase(
            testDescription: "a JSON-LD script that is not JSON is left out with a warning",
            fixture: "broken-jsonld.html", summary: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: ["Star Market | Cambridge | 02139 | Cage-Free Large Eggs, 12 ct | 4.29 | 3.49 | 18.6 | 2026-11-24"],
            printed: [
                "warning: data/broken-jsonld.html: JSON-LD script 1 is not valid JSON, so its schema.org data (offers,"
                    + " the store) was not read; the rest of the page was.",
                "from schema.org GroceryStore in JSON-LD script 2",
            ]),
        PageCase(
            testDescription: "a British page reads slash dates day first",
            fixture: "day-first.html", summary: "deals: 1 read, 1 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: ["Tesco | - | - | Tesco Semi-Skimmed Milk 4 pints | 1.65 | 1.45 | 12.1 | 2026-12-01"],
            printed: ["page: `location`: neither its own columns nor the page give it"]),
        PageCase(
            testDescription: "struck and strong prices in one cell are the Was and the Now price",
            fixture: "struck-prices.html", summary: "deals: 3 read, 3 inserted, 0 updated, 0 unchanged, 0 rejected",
            deals: [
                "Star Market | - | - | Bananas (per lb) | - | 0.59 | - | 2026-11-24",
                "Star Market | - | - | Haagen-Dazs Ice Cream 14 oz | 5.99 | 3.99 | 33.4 | 2026-11-24",
                "Star Market | - | - | Tostitos Tortilla Chips 13 oz | 5.29 | 3.0 | 43.3 | 2026-11-24",
            ],
            printed: ["corrected: `discount_percent` was computed from `struck_price` and `Price`"]),
    ]

    @Test(arguments: cases)
    func aPageGivesWhatItsTableLacks(_ page: PageCase) throws {
        let imported = try importPage(page.fixture, expecting: page.summary)
        #expect(imported.deals == page.deals)
        #expect(imported.rejected == page.rejected)
        for line in page.printed { #expect(imported.output.contains(line), "\(line)\n\(imported.output)") }
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
