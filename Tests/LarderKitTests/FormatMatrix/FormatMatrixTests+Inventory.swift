import Foundation
import GRDB
import Testing

@testable import LarderStore

// Food in the house arrives from three apps in three formats: Fridgy's CSV (seed 004), Expiry Alert's
// `{ "food_items": [...] }` (seed 000) and a kitchen app's "export as HTML".
extension FormatMatrixTests {
    @Test("inventory_items: Fridgy's CSV, MM/DD/YYYY dates, `1 punnet` quantities and expiry from shelf life")
    func inventoryFromFridgyCSV() throws {
        let file = try MatrixImport("inventory_items/Fridgy-ingredients.csv")
        try file.expectStored(in: ["inventory_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "inventory_items") == [
                [
                    "id": "F-01", "group_id": nil, "user_id": "Qm3TzK8wPa", "name": "Strawberries", "quantity": 1.0,
                    "unit": "punnet", "category_id": "cat-produce", "category": nil, "location_id": nil,
                    "location": nil, "purchase_date": "2026-11-20", "expiration_date": "2026-11-24",
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": nil,
                    "currency_code": nil, "status": "in_stock", "discarded_at": nil, "notes": nil,
                    "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "F-02", "group_id": nil, "user_id": "Qm3TzK8wPa", "name": "Kale", "quantity": 1.0,
                    "unit": "bag", "category_id": "cat-produce", "category": nil, "location_id": nil,
                    "location": nil, "purchase_date": "2026-11-18", "expiration_date": "2026-11-23",
                    "best_before_date": nil, "shelf_life_days": 5, "expiration_estimated": 1, "price": nil,
                    "currency_code": nil, "status": "in_stock", "discarded_at": nil, "notes": nil,
                    "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "F-03", "group_id": nil, "user_id": "Qm3TzK8wPa", "name": "Chia seeds", "quantity": 250.0,
                    "unit": "g", "category_id": "cat-pantry", "category": nil, "location_id": nil,
                    "location": nil, "purchase_date": "2026-11-02", "expiration_date": nil,
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": nil,
                    "currency_code": nil, "status": "in_stock", "discarded_at": nil, "notes": nil,
                    "created_at": nil, "updated_at": nil,
                ],
            ])
    }

    @Test("inventory_items: Expiry Alert's { food_items } envelope with best-before, discarded and consumed items")
    func inventoryFromExpiryAlertJSON() throws {
        let file = try MatrixImport("inventory_items/food-items.json")
        try file.expectStored(in: ["inventory_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "inventory_items") == [
                [
                    "id": "food-1001", "group_id": "0042", "user_id": nil, "name": "Whole milk", "quantity": 1.0,
                    "unit": "gal", "category_id": "cat-dairy", "category": nil, "location_id": "loc-fridge",
                    "location": nil, "purchase_date": "2026-11-16", "expiration_date": "2026-11-21",
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": 4.29,
                    "currency_code": "USD", "status": "in_stock", "discarded_at": nil, "notes": nil,
                    "created_at": "2026-11-16T22:41:09Z", "updated_at": "2026-11-16T22:41:09Z",
                ],
                [
                    "id": "food-1007", "group_id": "0042", "user_id": nil, "name": "Sourdough loaf", "quantity": 0.5,
                    "unit": "loaf", "category_id": "cat-bakery", "category": nil, "location_id": "loc-pantry",
                    "location": nil, "purchase_date": "2026-11-14", "expiration_date": nil,
                    "best_before_date": "2026-11-18", "shelf_life_days": nil, "expiration_estimated": 0,
                    "price": 7.5, "currency_code": "USD", "status": "discarded", "discarded_at": "2026-11-20",
                    "notes": "went mouldy in the bread bin", "created_at": "2026-11-14T18:02:33Z",
                    "updated_at": "2026-11-20T08:15:40Z",
                ],
                [
                    "id": "food-1012", "group_id": "0042", "user_id": nil, "name": "Frozen peas", "quantity": 2.0,
                    "unit": "bag", "category_id": "cat-frozen", "category": nil, "location_id": "loc-0031",
                    "location": nil, "purchase_date": "2026-10-03", "expiration_date": "2027-04-03",
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": 2.19,
                    "currency_code": "USD", "status": "consumed", "discarded_at": nil, "notes": nil,
                    "created_at": "2026-10-03T16:20:00Z", "updated_at": "2026-11-19T19:01:12Z",
                ],
            ])
    }

    @Test("inventory_items: an HTML export with DD.MM.YYYY dates, 1,89 € prices, status words and markup in cells")
    func inventoryFromHTMLExport() throws {
        let file = try MatrixImport("inventory_items/kitchen-export.html")
        try file.expectStored(in: ["inventory_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "inventory_items", orderedBy: "name") == [
                [
                    "id": "derived", "group_id": nil, "user_id": nil, "name": "Basmati rice", "quantity": 1.5,
                    "unit": "kg", "category_id": nil, "category": nil, "location_id": nil, "location": "Pantry",
                    "purchase_date": "2026-10-02", "expiration_date": nil, "best_before_date": "2027-10-02",
                    "shelf_life_days": nil, "expiration_estimated": 0, "price": 3.49, "currency_code": "EUR",
                    "status": "in_stock", "discarded_at": nil, "notes": nil, "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "derived", "group_id": nil, "user_id": nil, "name": "Ben & Jerry's Cookie Dough",
                    "quantity": 1.0, "unit": "tub", "category_id": nil, "category": nil, "location_id": nil,
                    "location": "Garage freezer", "purchase_date": "2026-11-14", "expiration_date": "2027-04-30",
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": 6.49,
                    "currency_code": "EUR", "status": "consumed", "discarded_at": nil,
                    "notes": "Hidden behind the peas", "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "derived", "group_id": nil, "user_id": nil, "name": "Crème fraîche (full fat)",
                    "quantity": 1.0, "unit": "cup", "category_id": nil, "category": nil, "location_id": nil,
                    "location": "Fridge", "purchase_date": "2026-11-19", "expiration_date": "2026-11-26",
                    "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0, "price": 1.89,
                    "currency_code": "EUR", "status": "in_stock", "discarded_at": nil,
                    "notes": "Opened – use soon", "created_at": nil, "updated_at": nil,
                ],
            ])
    }
}
