import Foundation
import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

// Deals (Savry `supermarketDiscounts`, seed 001) arrive as a spreadsheet CSV, as a Firestore export,
// as a deals site's table and as a store page's schema.org JSON-LD. A missing percent is computed
// from the two prices, rounded to 0.1 (docs/IMPORT.md).
extension FormatMatrixTests {
    @Test("deals: a CSV with Was/Now/Percent Off headers, $ prices, `27%`, MM/DD/YYYY and a zip with a leading 0")
    func dealsFromCSV() throws {
        let file = try MatrixImport("deals/weekly-deals.csv")
        try file.expectStored(in: ["deals"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "deals", orderedBy: "item_name") == [
                Self.deal(
                    "derived", "H Mart", "Cambridge", "Napa cabbage", "Produce", 1.99, 0.99, 50.0, "2026-12-03",
                    "Aisle 1", "Produce"),
                Self.deal(
                    "derived", "Star Market", "Cambridge", "Oat milk, barista", "Dairy", 5.49, 3.99, 27.0,
                    "2026-11-29", "Aisle 7", "Dairy"),
                Self.deal(
                    "derived", "Star Market", "Cambridge", "Roma tomatoes", "Produce", 2.49, 1.99, 20.1,
                    "2026-11-29", "Aisle 1", "Produce"),
            ])
    }

    @Test("deals: Savry's Firestore export, validUntil and scrapedAt as timestamp objects")
    func dealsFromFirestore() throws {
        let file = try MatrixImport("deals/firestore-export.json")
        try file.expectStored(in: ["deals"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "deals", orderedBy: "item_name") == [
                [
                    "id": "b7Re01sWqZ5yHc3D", "store_name": "H Mart", "location": "Cambridge", "zip_code": "02139",
                    "item_name": "Napa cabbage", "category": "Produce", "original_price": 1.99,
                    "discount_price": 0.99, "currency_code": nil, "discount_percent": 50.0,
                    "valid_until": "2026-12-03", "aisle": "Aisle 1", "section": "Produce",
                    "image_url": "https://cdn.example/hmart/napa.jpg", "description": nil,
                    "scraped_at": "2026-11-15T00:00:00Z", "created_at": "2026-11-15T00:00:00Z",
                    "updated_at": "2026-11-15T00:00:00Z",
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ],
                [
                    "id": "Xk2pQ9vLmN04aTr7", "store_name": "Star Market", "location": "Cambridge",
                    "zip_code": "02139", "item_name": "Roma tomatoes", "category": "Produce", "original_price": 2.49,
                    "discount_price": 1.99, "currency_code": nil, "discount_percent": 20.0,
                    "valid_until": "2026-11-29", "aisle": "Aisle 1", "section": "Produce", "image_url": nil,
                    "description": "Vine-ripened, sold by the pound", "scraped_at": "2026-11-15T00:00:00Z",
                    "created_at": "2026-11-15T00:00:00Z", "updated_at": "2026-11-15T00:00:00Z",
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ],
            ])
    }

    @Test("deals: a deals site's HTML table, links and struck-out prices in cells, `Nov 29, 2026` dates")
    func dealsFromHTMLTable() throws {
        let file = try MatrixImport("deals/cambridge-deals-this-week.html")
        try file.expectStored(in: ["deals"], counts: RowCounts(read: 3, inserted: 3))
        // The table has no city column; the page's <title> ("… in Cambridge, MA 02139 | DealFinder") gives it.
        #expect(
            try file.rows(of: "deals", orderedBy: "item_name") == [
                Self.deal(
                    "derived", "Trader Joe's", "Cambridge", "Mandarins & clementines, 2 lb bag", nil, 4.99, 3.49,
                    30.0, "2026-12-01", nil, nil),
                Self.deal(
                    "derived", "H Mart", "Cambridge", "Napa cabbage", nil, 1.99, 0.99, 50.0, "2026-12-03", nil, nil),
                Self.deal(
                    "derived", "Star Market", "Cambridge", "Roma tomatoes per lb", nil, 2.49, 1.99, 20.1,
                    "2026-11-29", nil, nil),
            ])
    }

    @Test("deals: a store's product page with a schema.org Offer in JSON-LD and a ListPrice")
    func dealsFromJSONLD() throws {
        let file = try MatrixImport("deals/star-market-product.html")
        try file.expectStored(in: ["deals"], counts: RowCounts(read: 1, inserted: 1))
        #expect(
            try file.rows(of: "deals") == [
                [
                    "id": "960021877", "store_name": "Star Market", "location": "Cambridge", "zip_code": "02139",
                    "item_name": "Oat Milk Barista Edition, 32 fl oz", "category": "Dairy", "original_price": 5.49,
                    "discount_price": 3.99, "currency_code": "USD", "discount_percent": 27.3,
                    "valid_until": "2026-11-29", "aisle": nil, "section": nil,
                    "image_url": "https://images.starmarket.example/960021877.jpg",
                    "description": "Creamy oat drink that foams like dairy.", "scraped_at": nil, "created_at": nil,
                    "updated_at": nil,
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ]
            ])
    }

    /// A whole `deals` row in zip code 02139 with no currency, image, description or times: the
    /// columns a CSV or HTML table of deals gives, in table order.
    static func deal(
        _ id: String, _ store: String, _ location: String?, _ item: String, _ category: String?,
        _ original: Double, _ discount: Double, _ percent: Double, _ validUntil: String, _ aisle: String?,
        _ section: String?
    ) -> Row {
        [
            "id": id, "store_name": store, "location": location, "zip_code": "02139", "item_name": item,
            "category": category, "original_price": original, "discount_price": discount, "currency_code": nil,
            "discount_percent": percent, "valid_until": validUntil, "aisle": aisle, "section": section,
            "image_url": nil, "description": nil, "scraped_at": nil, "created_at": nil, "updated_at": nil,
            "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
        ]
    }
}
