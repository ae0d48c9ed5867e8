import Foundation
import LarderTestSupport
import Testing

/// Issue 29's points 7 and 8 through the `larder` executable (docs/IMPORT.md, "Saved web pages"): a shop's
/// product page gets its shop from the offer's seller, then `og:site_name`, the host of its canonical link
/// or `og:url`, the "saved from" comment, the end of its title; offers that differ by size stay rows of
/// their own; and each table of a page is recognised on its own headers, so a store-hours table beside
/// the deals is kept as text, never read as deals.
@Suite struct ProductPageTests {
    let cli = EndToEndTests()

    /// One product page: the product's JSON-LD with `offers`, and the page's other parts as given.
    static func page(
        product: String, offers: [String], head: String = "", title: String? = nil, heading: String? = nil,
        top: String = ""
    ) -> String {
        """
        \(top)<!DOCTYPE html>
        <html><head>\(title.map { "<title>\($0)</title>" } ?? "")
        \(head)
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Product", "name": "\(product)",
         "offers": [\(offers.joined(separator: ",\n"))]}
        </script></head>
        <body>\(heading.map { "<h1>\($0)</h1>" } ?? "")<p>Fresh, every day.</p></body></html>
        """
    }

    /// An offer: its price, and its `name`, `sku` and `seller` when given.
    static func offer(price: String, name: String? = nil, sku: String? = nil, seller: String? = nil) -> String {
        var members = ["\"@type\": \"Offer\"", "\"price\": \"\(price)\"", "\"priceCurrency\": \"USD\""]
        if let name { members.append("\"name\": \"\(name)\"") }
        if let sku { members.append("\"sku\": \"\(sku)\"") }
        if let seller { members.append("\"seller\": {\"@type\": \"Organization\", \"name\": \"\(seller)\"}") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func aProductPageNamedOnlyByItsTitleStoresEveryPortionSize() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = [("500 g", "2.49"), ("1 kg", "4.29"), ("2 kg", "7.99"), ("5 kg", "17.49"), ("10 kg", "31.99")]
        let html = Self.page(
            product: "Organic Rolled Oats", offers: sizes.map { Self.offer(price: $0.1, name: $0.0) },
            title: "Organic Rolled Oats | Hearth & Grain", heading: "Organic Rolled Oats")
        try html.write(to: folder.appendingPathComponent("data/oats.html"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "-v", "data/oats.html"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("5 read, 5 inserted"), "\(result.output)")
        #expect(result.output.contains("`Hearth & Grain`, from the end of the <title>"), "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let rows = try probe.strings(
            "SELECT store_name || ' | ' || item_name || ' | ' || printf('%.2f', discount_price) FROM deals"
                + " ORDER BY discount_price")
        #expect(rows == sizes.map { "Hearth & Grain | Organic Rolled Oats (\($0.0)) | \($0.1)" })
        #expect(try probe.count("rejected_rows") == 0)
    }

    /// The sources of a product page's shop, best first, each as it is written on a generated page and
    /// the store name the test expects from it.
    enum ShopSource: CaseIterable {
        case seller, siteName, canonical, ogURL, savedFrom, title

        /// How the test writes a host: its own rule, lowercased and without `www.`, is the expectation.
        static func host(_ label: String, _ number: Int, www: Bool) -> (written: String, stored: String) {
            let stored = "\(label)\(number).example"
            return ((www ? "https://WWW." : "https://") + stored.uppercased() + "/p/\(number)?ref=1", stored)
        }
    }

    /// The class: 240 product pages, each with a random subset of the six sources naming six different
    /// shops (and some with none), imported in one run. Each page's deal has the shop of the first source
    /// present in the order docs/IMPORT.md states; a page with none is rejected for want of a store.
    @Test func generatedPagesTakeTheShopOfTheBestSourcePresent() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator(seed: 707)
        var expected: [String: String?] = [:]
        for number in 0..<240 {
            let present = ShopSource.allCases.filter { _ in random.next() % 2 == 0 }
            let chosen = number % 20 == 0 ? [] : present
            var head = ""
            var top = ""
            var seller: String?
            var title: String?
            var store: String?
            for source in chosen {
                let www = random.next() % 2 == 0
                var stored: String
                switch source {
                case .seller:
                    stored = "Seller Shop \(number)"
                    seller = stored
                case .siteName:
                    stored = "Site Shop \(number)"
                    head += "<meta property=\"og:site_name\" content=\"\(stored)\">\n"
                case .canonical:
                    let host = ShopSource.host("canonical", number, www: www)
                    head += "<link rel=\"canonical\" href=\"\(host.written)\">\n"
                    stored = host.stored
                case .ogURL:
                    let host = ShopSource.host("ogurl", number, www: www)
                    head += "<meta property=\"og:url\" content=\"\(host.written)\">\n"
                    stored = host.stored
                case .savedFrom:
                    let host = ShopSource.host("savedfrom", number, www: www)
                    top =
                        "<!-- saved from url=(\(String(format: "%04d", host.written.utf8.count)))\(host.written) -->\n"
                    stored = host.stored
                case .title:
                    stored = "Title Shop \(number)"
                    title = random.next() % 2 == 0 ? "Item \(number) | \(stored)" : "\(stored) – Item \(number)"
                }
                store = store ?? stored
            }
            let html = Self.page(
                product: "Item \(number)", offers: [Self.offer(price: "\(number % 9 + 1).25", seller: seller)],
                head: head, title: title ?? "Item \(number)", heading: "Item \(number)", top: top)
            try html.write(
                to: folder.appendingPathComponent("data/page\(number).html"), atomically: true, encoding: .utf8)
            expected["Item \(number)"] = .some(store)
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let stored = Dictionary(
            uniqueKeysWithValues: try probe.strings("SELECT item_name || '\t' || store_name FROM deals").map {
                let parts = $0.split(separator: "\t", omittingEmptySubsequences: false)
                return (String(parts[0]), String(parts[1]))
            })
        let rejected = Set(
            try probe.strings(
                "SELECT json_extract(raw_row, '$.item_name') FROM rejected_rows WHERE field = 'store_name'"))
        for (item, store) in expected {
            if let store {
                #expect(stored[item] == store, "\(item)")
            } else {
                #expect(rejected.contains(item) && stored[item] == nil, "\(item): \(stored[item] ?? "not stored")")
            }
        }
        #expect(stored.count + rejected.count == 240)
    }

    /// The class: 150 products of 1–6 offers, each offer with or without a size, a SKU, and a price that
    /// may repeat another's. Every offer is a row of its own (the test counts them), named with its size
    /// when its product has several offers and it gives one.
    @Test func generatedOffersThatDifferBySizeOrSKUStayApart() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator(seed: 3030)
        let sizes = ["250 g", "500 g", "1 kg", "2 kg", "6-pack", "12 oz", "Family size"]
        var expectedNames: [String] = []
        for number in 0..<150 {
            let count = Int(random.next() % 6) + 1
            var offers: [String] = []
            var usedSizes = sizes.shuffled(using: &random)
            for index in 0..<count {
                let size = random.next() % 3 == 0 ? nil : usedSizes.popLast()
                let sku = random.next() % 2 == 0 ? "SKU-\(number)-\(index)" : nil
                offers.append(Self.offer(price: "\(Int(random.next() % 3) + 1).99", name: size, sku: sku))
                expectedNames.append(count > 1 && size != nil ? "Product \(number) (\(size!))" : "Product \(number)")
            }
            let html = Self.page(
                product: "Product \(number)", offers: offers,
                head: "<meta property=\"og:site_name\" content=\"Corner Shop\">")
            try html.write(
                to: folder.appendingPathComponent("data/product\(number).html"), atomically: true, encoding: .utf8)
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("repeat the id or key"), "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.strings("SELECT item_name FROM deals ORDER BY item_name") == expectedNames.sorted())
        #expect(try probe.count("rejected_rows") == 0)
    }

    @Test func aStoreHoursTableBesideTheDealsIsKeptAsText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let html = """
            <!DOCTYPE html><html><head><title>Weekly Ad – FreshWay Market</title>
            <script type="application/ld+json">{"@type": "GroceryStore", "name": "FreshWay Market", "address":
             {"@type": "PostalAddress", "addressLocality": "Cambridge", "postalCode": "02139"}}</script></head>
            <body><h1>FreshWay Market Weekly Ad</h1><p>Prices valid through 11/30/2026.</p>
            <table><tr><th>Item</th><th>Now</th><th>Was</th></tr>
            <tr><td>Bananas</td><td>$0.59</td><td>$0.79</td></tr><tr><td>Cola</td><td>$4.99</td><td>$6.49</td></tr></table>
            <h2>Store hours</h2><table><tr><th>Day</th><th>Hours</th></tr>
            \(days.map { "<tr><td>\($0)</td><td>7am–10pm</td></tr>" }.joined())</table>
            <h2>Departments</h2><table><tr><th>Department</th><th>Phone</th></tr>
            <tr><td>Pharmacy</td><td>555-0100</td></tr><tr><td>Bakery</td><td>555-0101</td></tr></table>
            </body></html>
            """
        try html.write(to: folder.appendingPathComponent("data/ad.html"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "-v", "data/ad.html"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("→ deals: 2 read, 2 inserted"), "\(result.output)")
        #expect(result.output.contains("→ raw_ad_html_table_2: 7 read, 7 inserted"), "\(result.output)")
        #expect(result.output.contains("→ raw_ad_html_table_3: 2 read, 2 inserted"), "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.strings("SELECT Day FROM raw_ad_html_table_2 ORDER BY rowid") == days)
        #expect(
            try probe.strings("SELECT store_name || ' ' || zip_code || ' ' || valid_until FROM deals")
                == Array(repeating: "FreshWay Market 02139 2026-11-30", count: 2))
        #expect(try probe.count("rejected_rows") == 0)
    }

    /// The class: 120 weekly-ad pages whose page gives every deals column it can (store, place, last day),
    /// each with a deals table and 1–3 other tables whose headers come from words that name no column of
    /// larder's (hours, departments, nutrients). Each other table is kept as text with all its rows; only
    /// the deals table is deals.
    @Test func generatedPagesKeepEveryOtherTableAsText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededGenerator(seed: 88)
        let words = [
            "Day", "Hours", "Opens", "Closes", "Department", "Phone", "Holiday", "Nutrient", "Daily value", "Contact",
        ]
        var otherRows = 0
        for number in 0..<120 {
            var tables =
                "<table><tr><th>Item</th><th>Sale price</th></tr><tr><td>Apples \(number)</td><td>$1.99</td></tr></table>"
            for _ in 0..<(Int(random.next() % 3) + 1) {
                let headers = Array(words.shuffled(using: &random).prefix(Int(random.next() % 3) + 2))
                let rows = Int(random.next() % 6) + 1
                otherRows += rows
                tables +=
                    "<table><tr>" + headers.map { "<th>\($0)</th>" }.joined() + "</tr>"
                    + (0..<rows).map { row in
                        "<tr>" + headers.map { "<td>\($0) \(row)</td>" }.joined() + "</tr>"
                    }.joined() + "</table>"
            }
            let html = """
                <html><head><title>Weekly Ad</title></head><body>
                <h1>Store \(number) Weekly Ad – Cambridge, MA 02139</h1><p>Valid 11/24/2026 – 11/30/2026</p>\(tables)</body></html>
                """
            try html.write(
                to: folder.appendingPathComponent("data/ad\(number).html"), atomically: true, encoding: .utf8)
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.count("deals") == 120)
        #expect(try probe.count("rejected_rows") == 0)
        let raw = try probe.strings("SELECT table_name FROM import_raw_tables")
        #expect(try raw.reduce(0) { $0 + (try probe.count($1)) } == otherRows)
    }
}
