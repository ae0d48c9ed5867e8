import Foundation
import GRDB
import Testing

@testable import LarderStore

// Expiry Alert's shopping list and wishlist (seed 000 part B): a CSV a person would export, and the
// `{ "items": [...] }` list responses of the API. The CSVs carry no ids, so theirs are derived.
extension FormatMatrixTests {
    @Test(
        "shopping_items: a CSV with human headers and yes/no/x booleans, and the API's { items } list",
        arguments: [
            ("shopping_items/shopping-list.csv", ["derived", "derived", "derived"]),
            ("shopping_items/shopping-items.json", ["shp-2047", "shp-2044", "shp-2041"]),
        ])
    func shoppingItems(fixture: String, ids: [String]) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["shopping_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "shopping_items", orderedBy: "name") == [
                [
                    "id": ids[0], "group_id": "0042", "created_by": "usr-5e90b7", "name": "Coffee filters #2",
                    "quantity": 3, "unit": nil, "where_to_buy": nil, "category_id": "cat-household",
                    "is_purchased": 1, "purchased_at": "2026-11-20T10:00:00Z", "purchased_by": "usr-5e90b7",
                    "moved_to_inventory": 0, "inventory_item_id": nil, "notes": "\"Melitta\" size 2, not 4",
                    "created_at": "2026-11-16T08:00:00Z", "updated_at": "2026-11-20T10:00:00Z",
                ],
                [
                    "id": ids[1], "group_id": "0042", "created_by": "usr-8c2d41", "name": "Oat milk, barista",
                    "quantity": 1, "unit": "carton", "where_to_buy": "Trader Joe's", "category_id": "cat-dairy",
                    "is_purchased": 1, "purchased_at": "2026-11-19T17:02:44Z", "purchased_by": "usr-5e90b7",
                    "moved_to_inventory": 1, "inventory_item_id": "food-1011", "notes": nil,
                    "created_at": "2026-11-17T21:15:00Z", "updated_at": "2026-11-19T17:05:12Z",
                ],
                [
                    "id": ids[2], "group_id": "0042", "created_by": "usr-8c2d41", "name": "Tomatoes", "quantity": 2,
                    "unit": "lb", "where_to_buy": "Star Market", "category_id": "cat-produce", "is_purchased": 0,
                    "purchased_at": nil, "purchased_by": nil, "moved_to_inventory": 0, "inventory_item_id": nil,
                    "notes": "Roma if they look good", "created_at": "2026-11-18T07:31:10Z",
                    "updated_at": "2026-11-18T07:31:10Z",
                ],
            ])
    }

    @Test(
        "wish_items: a semicolon CSV with `Desire Level` and money as $, € and 1,299.00, and the API's { items } list",
        arguments: [
            ("wish_items/wishlist.csv", ["derived", "derived", "derived"]),
            ("wish_items/wish-items.json", ["wish-301", "wish-302", "wish-305"]),
        ])
    func wishItems(fixture: String, ids: [String]) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["wish_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "wish_items", orderedBy: "name") == [
                [
                    "id": ids[0], "group_id": "0042", "created_by": "usr-8c2d41",
                    "name": "Le Creuset Dutch oven, 5.5 qt", "notes": "for stews; Marseille blue", "price": 419.95,
                    "currency_code": "USD", "rating": 5, "image_url": "https://img.example/lc-55.jpg",
                    "created_at": "2026-03-14T20:11:05Z", "updated_at": "2026-03-14T20:11:05Z",
                ],
                [
                    "id": ids[1], "group_id": "0042", "created_by": "usr-5e90b7", "name": "Moka pot (6 cup)",
                    "notes": nil, "price": 34.9, "currency_code": "EUR", "rating": 2, "image_url": nil,
                    "created_at": "2026-06-01T08:00:00Z", "updated_at": nil,
                ],
                [
                    "id": ids[2], "group_id": "0042", "created_by": "usr-8c2d41", "name": "Stand mixer",
                    "notes": "only if on sale; \"Artisan\" model", "price": 1299.0, "currency_code": "USD",
                    "rating": 3, "image_url": nil, "created_at": "2026-09-30T12:45:00Z",
                    "updated_at": "2026-10-02T09:00:00Z",
                ],
            ])
    }
}
