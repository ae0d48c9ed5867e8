import Foundation
import LarderTestSupport
import Testing

/// One store under two names, through the built `larder`: a weekly-ad page names the store "FreshWay
/// Market Cambridge", the shopping list and the aisle map "FreshWay Market" (chain "FreshWay"). The
/// page's deals meet the list, the list is walked in aisle order, every active deal is counted, and
/// `-v` says why the names were joined; `stores.csv` splits them again, or pins two other names.
@Suite struct StoreIdentityCommandTests {
    let cli = EndToEndTests()

    /// The page's products: name, deal price, regular price.
    static let offers: [(String, String, String)] = [
        ("Kerrygold Pure Irish Butter 8 oz", "3.49", "4.79"), ("Bananas (per lb)", "0.49", "0.69"),
        ("Chobani Plain Greek Yogurt 32 oz", "4.99", "6.49"), ("Hass Avocados, each", "1.25", "1.99"),
        ("Pete and Gerry's Organic Eggs, Dozen", "4.99", "6.99"), ("Sweet Potatoes (per lb)", "0.99", "1.99"),
        ("Stove Top Stuffing Mix 6 oz", "1.99", "3.29"), ("Bounty Paper Towels, 6 Double Rolls", "8.99", "12.99"),
        ("Land O Lakes Heavy Whipping Cream 1 pt", "2.99", "4.29"), ("BelGioioso Parmesan Wedge 8 oz", "4.99", "6.99"),
    ]

    /// A saved weekly-ad page: the store and its place in JSON-LD, each deal a schema.org Product with an Offer.
    static var page: String {
        let products = offers.map { name, price, regular in
            """
            {"@type": "Product", "name": "\(name)", "offers": {"@type": "Offer", "price": "\(price)",
              "priceCurrency": "USD", "priceValidUntil": "2026-11-29",
              "availableAtOrFrom": {"@type": "Place", "name": "FreshWay Market Cambridge",
                "address": {"@type": "PostalAddress", "postalCode": "02139", "addressLocality": "Cambridge"}},
              "priceSpecification": {"@type": "UnitPriceSpecification",
                "priceType": "https://schema.org/StrikethroughPrice", "price": "\(regular)", "priceCurrency": "USD"}}}
            """
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Weekly Ad | FreshWay Market Cambridge</title>
            <script type="application/ld+json">
            {"@context": "https://schema.org", "@type": "GroceryStore", "name": "FreshWay Market Cambridge",
             "address": {"@type": "PostalAddress", "addressLocality": "Cambridge", "postalCode": "02139"}}
            </script>
            <script type="application/ld+json">
            {"@context": "https://schema.org", "@graph": [\(products.joined(separator: ",\n"))]}
            </script>
            </head><body><h1>FreshWay Market Cambridge — Weekly Ad</h1></body></html>
            """
    }

    /// The shopping list: what the page has deals on, under "FreshWay Market", tomatoes on deal at another
    /// store only, and tofu listed under another store.
    static let shopping = """
        {"items": [
        {"id": "s1", "group_id": "g1", "category_id": "c1", "name": "Butter", "where_to_buy": "FreshWay Market", "quantity": 2, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s2", "group_id": "g1", "category_id": "c1", "name": "Bananas", "where_to_buy": "FreshWay Market", "quantity": 3, "unit": "lb", "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s3", "group_id": "g1", "category_id": "c1", "name": "Greek yogurt", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s4", "group_id": "g1", "category_id": "c1", "name": "Avocados", "where_to_buy": "FreshWay Market", "quantity": 3, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s5", "group_id": "g1", "category_id": "c1", "name": "Eggs", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s6", "group_id": "g1", "category_id": "c1", "name": "Sweet potatoes", "where_to_buy": "FreshWay Market", "quantity": 3, "unit": "lb", "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s7", "group_id": "g1", "category_id": "c1", "name": "Stuffing mix", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s8", "group_id": "g1", "category_id": "c1", "name": "Paper towels", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s9", "group_id": "g1", "category_id": "c1", "name": "Heavy cream", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s10", "group_id": "g1", "category_id": "c1", "name": "Parmesan", "where_to_buy": "FreshWay Market", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s11", "group_id": "g1", "category_id": "c1", "name": "Tofu", "where_to_buy": "Corner Grocer", "quantity": 1, "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"},
        {"id": "s12", "group_id": "g1", "category_id": "c1", "name": "Roma tomatoes", "where_to_buy": "FreshWay Market", "quantity": 2, "unit": "lb", "is_purchased": false, "created_at": "2026-11-20T08:00:00Z"}
        ]}
        """

    /// The aisle map, under the store's short name and its chain.
    static let aisles = """
        storeName,storeChain,location,itemName,aisle,section
        FreshWay Market,FreshWay,02139,bananas,Aisle 1,Produce
        FreshWay Market,FreshWay,02139,tomatoes,Aisle 1,Produce
        FreshWay Market,FreshWay,02139,avocados,Aisle 1,Produce
        FreshWay Market,FreshWay,02139,sweet potatoes,Aisle 1,Produce
        FreshWay Market,FreshWay,02139,parmesan,Aisle 2,Cheese
        FreshWay Market,FreshWay,02139,stuffing mix,Aisle 6,Soups & Stuffing
        FreshWay Market,FreshWay,02139,paper towels,Aisle 10,Paper Goods
        FreshWay Market,FreshWay,02139,greek yogurt,Aisle 12,Dairy
        FreshWay Market,FreshWay,02139,eggs,Aisle 12,Dairy
        FreshWay Market,FreshWay,02139,butter,Aisle 12,Dairy
        FreshWay Market,FreshWay,02139,heavy cream,Aisle 12,Dairy

        """

    /// Deals at another store, one on the list's tofu.
    static let otherDeals = """
        store,zip,item,was,now,valid_until
        Market Basket,02143,Nasoya Tofu 14 oz,2.99,2.49,2026-11-29
        Market Basket,02143,Roma Tomatoes (per lb),1.29,0.99,2026-11-29

        """

    /// The household's folder, with `stores` as its stores.csv when given; what `larder run -v` printed,
    /// report.md and report.json.
    func run(stores: String? = nil) throws -> (output: String, markdown: String, json: [String: Any]) {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(Self.page, "data/freshway-weekly-ad.html", in: folder)
        try cli.write(Self.shopping, "data/shopping-items.json", in: folder)
        try cli.write(Self.aisles, "data/storeItemLocations-freshway.csv", in: folder)
        try cli.write(Self.otherDeals, "data/market-basket-deals.csv", in: folder)
        if let stores { try cli.write(stores, "data/stores.csv", in: folder) }
        let result = try cli.larder(["run", "data", "--out", "out", "--as-of", "2026-11-23", "-v"], in: folder)
        try #require(result.status == 0, "\(result.output)\n\(result.error)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("out/report.md"), encoding: .utf8)
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (result.output, markdown, json)
    }

    @Test func thePagesDealsMeetTheListWalkedInAisleOrderAndVerboseSaysWhy() throws {
        let (output, markdown, json) = try run()
        let savings = try #require(json["savings"] as? [String: Any])
        #expect(savings["activeDeals"] as? Int == 12, "every deal of the page and the other store")
        let matches = try #require(savings["matches"] as? [[String: Any]])
        let matched = Set(matches.compactMap { $0["item"] as? String })
        #expect(matched.count == 12, "\(matched)")
        let storeSavings = try #require(savings["storeSavings"] as? [[String: Any]])
        #expect(storeSavings.first?["store"] as? String == "FreshWay Market")
        let shopping = try #require(json["shopping"] as? [String: Any])
        let walks = try #require(shopping["walks"] as? [[String: Any]])
        #expect(walks.first?["store"] as? String == "FreshWay Market")
        #expect(walks.first?["itemsWithoutAisle"] as? Int == 0)
        #expect(output.contains("store: “FreshWay Market Cambridge” is FreshWay Market: deals,"), "\(output)")
        #expect(output.contains("“cambridge” at the end of the name is its place"), "\(output)")
        #expect(markdown.contains("At FreshWay Market, in aisle order:"))
        let aisle = markdown.split(separator: "\n").filter { $0.hasPrefix("| ☐ |") }.map { $0.split(separator: "|")[1] }
        #expect(aisle.map { $0.trimmingCharacters(in: .whitespaces) }.first == "Aisle 1 · Produce", "\(aisle)")
        #expect(
            markdown.contains("| Butter | 2 | Kerrygold Pure Irish Butter 8 oz: 3.49, save 1.30 |"), "\(markdown)")
        #expect(markdown.contains("Bananas (per lb): 0.49/lb, save 0.20/lb |"), "\(markdown)")
        #expect(markdown.contains("Roma Tomatoes (per lb): 0.99/lb, save 0.30/lb at Market Basket"), "\(markdown)")
        // Sweet potatoes, 3 lb on the list, save 1.00 a lb: 3.00 of the store's saving.
        let saving = try #require(storeSavings.first?["savingCents"] as? Int)
        #expect(saving == 130 + 3 * 20 + 150 + 74 + 200 + 3 * 100 + 130 + 400 + 130 + 200)
    }

    @Test func storesCSVSplitsTheTwoNamesAndPinsTwoOthers() throws {
        let split = try run(
            stores: """
                name,store
                FreshWay Market Cambridge,FreshWay Cambridge
                FreshWay Market,FreshWay Market
                Corner Grocer,Market Basket

                """)
        let savings = try #require(split.json["savings"] as? [String: Any])
        let stores = try #require(savings["storeSavings"] as? [[String: Any]]).compactMap { $0["store"] as? String }
        #expect(stores.contains("FreshWay Cambridge") && !stores.contains("FreshWay Market"), "\(stores)")
        #expect(
            split.output.contains("store: “FreshWay Market Cambridge” is FreshWay Cambridge: deals, stores.csv says so")
        )
        #expect(split.output.contains("store: “Corner Grocer” is Market Basket: list, stores.csv says so"))
        #expect(split.markdown.contains("Kerrygold Pure Irish Butter 8 oz: 3.49, save 1.30 at FreshWay Cambridge"))
        let shopping = try #require(split.json["shopping"] as? [String: Any])
        let groups = try #require(shopping["byStore"] as? [[String: Any]]).compactMap { $0["store"] as? String }
        #expect(groups.contains("Market Basket") && !groups.contains("Corner Grocer"), "\(groups)")
        #expect(!split.markdown.contains("Corner Grocer"))
    }
}
