import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore

/// A row of `deals` as a test expects it; the columns schema.org data never fills are nil.
struct ExpectedDeal: Sendable {
    var id = "derived"
    var item: String
    var store: String
    var price: Double
    var original: Double?
    var currency: String?
    var validUntil: String?
    var zipCode: String?
    var location: String?
    var category: String?
    var image: String?
    var description: String?

    /// The percent off the deal rule computes from the two prices, rounded to 0.1 (nil without an original).
    var percentOff: Double? {
        original.map { original in (((original - price) / original * 100) * 10).rounded() / 10 }
    }

    /// The whole row, in the table's column order.
    var row: Row {
        [
            "id": id, "store_name": store, "location": location, "zip_code": zipCode, "item_name": item,
            "category": category, "original_price": original, "discount_price": price, "currency_code": currency,
            "discount_percent": percentOff, "valid_until": validUntil, "aisle": nil, "section": nil, "image_url": image,
            "description": description, "scraped_at": nil, "created_at": nil, "updated_at": nil,
            "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
        ]
    }
}

/// A JSON-LD block and the deals it holds.
struct JSONLDCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var json: String
    var deals: [ExpectedDeal]
}

extension HTMLReaderTests {
    @Test("A saved store page: JSON-LD (@graph, list, references, price specifications) and microdata")
    func importsAStoreDealsPage() throws {
        let page = try HTMLPageImport(fixture: "freshmart-weekly-deals.html")
        #expect(page.summary.failures == [])
        let file = try #require(page.summary.files.first)
        #expect(file.sections.map(\.table) == ["raw_freshmart_weekly_deals_html_table_1", "deals"])
        #expect(file.counts == RowCounts(read: 9, inserted: 9))
        let image = "https://cdn.freshmart.example/img/"
        let deals = [
            ExpectedDeal(
                id: "FM-10231", item: "Ben & Jerry's Cookie Dough Ice Cream, 465 ml", store: "FreshMart", price: 4.99,
                original: 6.79, currency: "USD", validUntil: "2026-03-08", zipCode: "02139", location: "Cambridge",
                category: "Frozen > Ice Cream", image: image + "10231-front.jpg",
                description: "Vanilla ice cream with gobs of chocolate chip cookie dough."),
            ExpectedDeal(
                id: "FM-30412", item: "Colombian Ground Coffee, 12 oz", store: "FreshMart", price: 7.99,
                original: 10.49,
                currency: "USD", validUntil: "2026-03-08", category: "Coffee & Tea", image: image + "30412.jpg"),
            ExpectedDeal(
                id: "FM-40119", item: "Greek Yogurt, Plain, 32 oz", store: "FreshMart", price: 3.5, original: 4.79,
                currency: "USD", category: "Dairy"),
            ExpectedDeal(
                item: "Hass Avocados, large", store: "FreshMart", price: 1.49, original: 1.99, currency: "USD",
                validUntil: "2026-03-08", zipCode: "02139", location: "Cambridge", category: "Produce"),
            ExpectedDeal(
                item: "Hass Avocados, large", store: "FreshMart", price: 1.29, currency: "USD",
                validUntil: "2026-03-08",
                zipCode: "02144", location: "Somerville", category: "Produce"),
            ExpectedDeal(
                id: "https://www.freshmart.example/p/20877#offer", item: "Organic Bananas", store: "FreshMart",
                price: 0.59, original: 0.79, currency: "USD", validUntil: "2026-03-08", category: "Produce",
                image: image + "20877.jpg"),
            ExpectedDeal(
                item: "Sourdough Loaf", store: "FreshMart", price: 3.49, currency: "USD", validUntil: "2026-03-04",
                image: image + "51230.jpg", description: "Baked in store every morning."),
        ]
        #expect(try page.rows(of: "deals", orderedBy: "item_name, zip_code") == deals.map(\.row))
        #expect(
            try page.rows("SELECT _source_location, Day, Opens, Closes FROM raw_freshmart_weekly_deals_html_table_1")
                == [
                    [
                        "_source_location": "table 1 row 2", "Day": "Monday–Saturday", "Opens": "7:00",
                        "Closes": "22:00",
                    ],
                    ["_source_location": "table 1 row 3", "Day": "Sunday", "Opens": "8:00", "Closes": "20:00"],
                ])
    }

    @Test(
        "JSON-LD shapes",
        arguments: [
            JSONLDCase(
                testDescription: "a single Product with one Offer",
                json: """
                    {"@context": "https://schema.org", "@type": "Product", "name": "Rolled oats, 1 kg", "sku": "CS-77",
                     "offers": {"@type": "Offer", "price": "2.29", "priceCurrency": "EUR", "priceValidUntil": "2026-03-10",
                       "seller": {"@type": "GroceryStore", "name": "Corner Shop"}}}
                    """,
                deals: [
                    ExpectedDeal(
                        id: "CS-77", item: "Rolled oats, 1 kg", store: "Corner Shop", price: 2.29, currency: "EUR",
                        validUntil: "2026-03-10")
                ]),
            JSONLDCase(
                testDescription: "an Offer of an itemOffered, with its seller as text",
                json: """
                    {"@context": "https://schema.org", "@type": "Offer", "@id": "https://corner.example/o/5",
                     "price": 1.05, "priceCurrency": "EUR", "seller": "Corner Shop",
                     "itemOffered": {"@type": "Product", "name": "Free-range eggs, 6"}}
                    """,
                deals: [
                    ExpectedDeal(
                        id: "https://corner.example/o/5", item: "Free-range eggs, 6", store: "Corner Shop", price: 1.05,
                        currency: "EUR")
                ]),
            JSONLDCase(
                testDescription: "an AggregateOffer that lists its offers",
                json: """
                    {"@context": "https://schema.org", "@type": "Product", "name": "Espresso beans, 500 g",
                     "offers": {"@type": "AggregateOffer", "lowPrice": "8.99", "highPrice": "11.50",
                       "priceCurrency": "EUR", "priceValidUntil": "2026-03-15",
                       "offers": [
                         {"@type": "Offer", "sku": "CS-9-A", "price": "8.99", "seller": {"name": "Corner Shop"},
                          "priceSpecification": {"@type": "PriceSpecification", "priceType": "ListPrice", "price": "10.99"}},
                         {"@type": "Offer", "sku": "CS-9-B", "price": "9.49", "seller": {"name": "Bean Bar"}}]}}
                    """,
                deals: [
                    ExpectedDeal(
                        id: "CS-9-B", item: "Espresso beans, 500 g", store: "Bean Bar", price: 9.49, currency: "EUR",
                        validUntil: "2026-03-15"),
                    ExpectedDeal(
                        id: "CS-9-A", item: "Espresso beans, 500 g", store: "Corner Shop", price: 8.99, original: 10.99,
                        currency: "EUR", validUntil: "2026-03-15"),
                ]),
            JSONLDCase(
                testDescription: "a ProductGroup's variants",
                json: """
                    {"@context": "https://schema.org", "@type": "ProductGroup", "name": "Sparkling water",
                     "hasVariant": [
                       {"@type": "Product", "name": "Sparkling water, lemon, 1 l", "sku": "CS-31",
                        "offers": {"@type": "Offer", "price": "0.69", "seller": {"name": "Corner Shop"}}},
                       {"@type": "Product", "name": "Sparkling water, lime, 1 l", "sku": "CS-32",
                        "offers": {"@type": "Offer", "price": "0.75", "seller": {"name": "Corner Shop"}}}]}
                    """,
                deals: [
                    ExpectedDeal(id: "CS-31", item: "Sparkling water, lemon, 1 l", store: "Corner Shop", price: 0.69),
                    ExpectedDeal(id: "CS-32", item: "Sparkling water, lime, 1 l", store: "Corner Shop", price: 0.75),
                ]),
            JSONLDCase(
                testDescription: "entities in names and a raw new line inside a string",
                json: """
                    {"@context": "https://schema.org", "@type": "Product", "name": "Ben &amp; Jerry&#39;s Half Baked",
                     "description": "Two tubs
                    for 8 €", "offers": {"@type": "Offer", "price": "8", "priceCurrency": "EUR",
                       "seller": {"name": "Corner &amp; Co"}}}
                    """,
                deals: [
                    ExpectedDeal(
                        item: "Ben & Jerry's Half Baked", store: "Corner & Co", price: 8, currency: "EUR",
                        description: "Two tubs for 8 €")
                ]),
        ])
    func readsJSONLDShapes(_ shape: JSONLDCase) throws {
        let page = try HTMLPageImport(
            page: #"<html><head><script type="application/ld+json">\#(shape.json)</script></head><body></body></html>"#,
            named: "offer.html")
        #expect(page.summary.failures == [])
        #expect(try page.rows(of: "deals", orderedBy: "item_name, store_name") == shape.deals.map(\.row))
    }

    @Test("An offer without a price is rejected with its place in the script")
    func offerWithoutPriceIsRejected() throws {
        let page = try HTMLPageImport(
            page: """
                <script type="application/ld+json">{"@type": "Organization", "name": "Corner Shop"}</script>
                <script type="application/ld+json">
                  {"@context": "https://schema.org", "@type": "Product", "name": "Mystery box",
                   "offers": {"@type": "Offer", "priceCurrency": "EUR", "seller": {"name": "Corner Shop"}}}
                </script>
                """, named: "offer.html")
        #expect(page.summary.files.map(\.counts) == [RowCounts(read: 1, rejected: 1)])
        #expect(
            try page.rows("SELECT path, location, line, kind, field, value, reason, raw_row FROM rejected_rows") == [
                [
                    "path": page.path, "location": "JSON-LD script 2 $.offers", "line": nil, "kind": "deals",
                    "field": "discount_price", "value": nil,
                    "reason":
                        "`discount_price` is empty; every deals row needs a discount_price (seed 001 §3 supermarketDiscounts).",
                    "raw_row":
                        #"{"id":null,"item_name":"Mystery box","store_name":"Corner Shop","discount_price":null,"#
                        + #""original_price":null,"currency_code":"EUR","valid_until":null,"zip_code":null,"#
                        + #""location":null,"image_url":null,"description":null,"category":null}"#,
                ]
            ])
    }

    @Test("A JSON-LD script that is not JSON is left out with a warning naming it; the rest of the page is read")
    func malformedJSONLD() throws {
        let page = try HTMLPageImport(
            page: """
                <script type="application/ld+json">{"@type": "WebSite", "name": "Corner Shop"}</script>
                <script type="application/ld+json">{"@type": "Product", "name": "Milk", "offers": {"price": 1.1</script>
                <table><tr><th>Item</th><th>Quantity</th></tr><tr><td>Milk</td><td>1</td></tr></table>
                """, named: "offer.html")
        #expect(page.summary.failures == [])
        let file = try #require(page.summary.files.first)
        #expect(file.counts == RowCounts(read: 1, inserted: 1))
        #expect(
            file.warnings.first
                == "\(page.path): JSON-LD script 2 is not valid JSON, so its schema.org data (offers, the store) was"
                + " not read; the rest of the page was. Save the page again, or fix the script's JSON.")
        #expect(try page.rows("SELECT count(*) AS n FROM deals") == [["n": 0]])
    }
}
