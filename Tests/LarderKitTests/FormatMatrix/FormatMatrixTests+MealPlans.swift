import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore

// Savry's meal plans and grocery lists (seed 001). In Firestore a grocery list holds its items, so one
// export fills grocery_lists and grocery_list_items; a CSV has one file per table.
extension FormatMatrixTests {
    @Test("meal_plans: a camelCase CSV with `a; b` store lists and a zip with a leading 0")
    func mealPlansFromCSV() throws {
        let file = try MatrixImport("meal_plans/meal-plans.csv")
        try file.expectStored(in: ["meal_plans"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "meal_plans") == [
                [
                    "id": "mp_2026w47", "user_id": "0Kq7mWd2XbTz3", "name": "Week 47", "budget": 100.0,
                    "total_cost": 86.4, "actual_cost": 91.15, "is_completed": 1, "start_date": "2026-11-16",
                    "end_date": "2026-11-22", "zip_code": "02139", "preferred_stores": #"["Star Market","H Mart"]"#,
                    "dietary_restrictions": #"["vegetarian"]"#, "estimated_savings": 12.35, "shopping_list": nil,
                    "meals": nil, "created_at": "2026-11-15T00:00:00Z", "updated_at": "2026-11-23T05:00:00Z",
                ],
                [
                    "id": "mp_2026w48", "user_id": "0Kq7mWd2XbTz3", "name": "Week 48", "budget": 95.0,
                    "total_cost": 78.1, "actual_cost": nil, "is_completed": 0, "start_date": "2026-11-23",
                    "end_date": "2026-11-29", "zip_code": "02139", "preferred_stores": #"["Star Market"]"#,
                    "dietary_restrictions": nil, "estimated_savings": 9.8, "shopping_list": nil, "meals": nil,
                    "created_at": "2026-11-22T05:00:00Z", "updated_at": "2026-11-22T05:00:00Z",
                ],
            ])
    }

    @Test("meal_plans: Savry's Firestore export with {seconds, nanoseconds} dates, a shopping list and meals")
    func mealPlansFromFirestore() throws {
        let file = try MatrixImport("meal_plans/firestore-export.json")
        try file.expectStored(in: ["meal_plans"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "meal_plans") == [
                [
                    "id": "mp_2026w47", "user_id": "0Kq7mWd2XbTz3", "name": "Week 47", "budget": 100.0,
                    "total_cost": 86.4, "actual_cost": 91.15, "is_completed": 1, "start_date": "2026-11-16",
                    "end_date": "2026-11-22", "zip_code": "02139", "preferred_stores": #"["Star Market","H Mart"]"#,
                    "dietary_restrictions": #"["vegetarian"]"#, "estimated_savings": 12.35,
                    "shopping_list": #"{"byStore":{"Star Market":["roma tomatoes"],"H Mart":["napa cabbage"]}}"#,
                    "meals": #"[{"day":"Monday","dinner":"rcp_7f3k2LqP"}]"#, "created_at": "2026-11-15T00:00:00Z",
                    "updated_at": "2026-11-23T05:00:00Z",
                ],
                [
                    "id": "mp_2026w48", "user_id": "0Kq7mWd2XbTz3", "name": "Week 48", "budget": 95.0,
                    "total_cost": 78.1, "actual_cost": nil, "is_completed": 0, "start_date": "2026-11-23",
                    "end_date": "2026-11-29", "zip_code": "02139", "preferred_stores": #"["Star Market"]"#,
                    "dietary_restrictions": "[]", "estimated_savings": 9.8, "shopping_list": "{}", "meals": "[]",
                    "created_at": "2026-11-22T05:00:00Z", "updated_at": "2026-11-22T05:00:00Z",
                ],
            ])
    }

    @Test("grocery_lists: a CSV with human headers and $ totals")
    func groceryListsFromCSV() throws {
        let file = try MatrixImport("grocery_lists/grocery-lists.csv")
        try file.expectStored(in: ["grocery_lists"], counts: RowCounts(read: 2, inserted: 2))
        #expect(try file.rows(of: "grocery_lists") == Self.groceryLists)
    }

    @Test("grocery_lists and grocery_list_items: one Firestore export, each list's items in list order")
    func groceryListsWithItemsFromFirestore() throws {
        let file = try MatrixImport("grocery_lists/firestore-export.json")
        try file.expectStored(
            in: ["grocery_lists", "grocery_list_items"], counts: RowCounts(read: 6, inserted: 6))
        #expect(try file.rows(of: "grocery_lists") == Self.groceryLists)
        let ines = "0Kq7mWd2XbTz3"
        #expect(
            try file.rows(of: "grocery_list_items") == Self.saturdayShop(userID: ines) + [
                [
                    "id": "gl_0420#0", "grocery_list_id": "gl_0420", "position": 0, "user_id": "8hYt2LpR0vNc1",
                    "name": "Oat milk, barista", "quantity": 1.0, "unit": "carton", "category": "Dairy",
                    "price": 3.99, "store": "Star Market", "aisle": "Aisle 7", "section": "Dairy", "checked": 1,
                ]
            ])
    }

    @Test("grocery_list_items: a snake_case CSV of one list's items; ids are `<list id>#<position>` as in Firestore")
    func groceryListItemsFromCSV() throws {
        let file = try MatrixImport("grocery_list_items/grocery-list-items.csv")
        try file.expectStored(in: ["grocery_list_items"], counts: RowCounts(read: 3, inserted: 3))
        #expect(try file.rows(of: "grocery_list_items") == Self.saturdayShop(userID: nil))
    }

    /// The two grocery lists, whole rows.
    static var groceryLists: [Row] {
        [
            [
                "id": "gl_0419", "user_id": "0Kq7mWd2XbTz3", "meal_plan_id": "mp_2026w47", "name": "Saturday shop",
                "total_cost": 23.47, "created_at": "2026-11-21T06:00:00Z", "updated_at": "2026-11-21T09:40:00Z",
            ],
            [
                "id": "gl_0420", "user_id": "8hYt2LpR0vNc1", "meal_plan_id": nil, "name": "Top-up", "total_cost": 4.58,
                "created_at": "2026-11-19T18:12:30Z", "updated_at": "2026-11-19T18:12:30Z",
            ],
        ]
    }

    /// The three items of list `gl_0419`, whole rows; the owner is the list's when the export says it.
    static func saturdayShop(userID: String?) -> [Row] {
        [
            [
                "id": "gl_0419#0", "grocery_list_id": "gl_0419", "position": 0, "user_id": userID,
                "name": "Roma tomatoes", "quantity": 2.0, "unit": "lb", "category": "Produce", "price": 3.98,
                "store": "Star Market", "aisle": "Aisle 1", "section": "Produce", "checked": 1,
            ],
            [
                "id": "gl_0419#1", "grocery_list_id": "gl_0419", "position": 1, "user_id": userID,
                "name": "Napa cabbage", "quantity": 1.0, "unit": "head", "category": "Produce", "price": 0.99,
                "store": "H Mart", "aisle": nil, "section": nil, "checked": 0,
            ],
            [
                "id": "gl_0419#2", "grocery_list_id": "gl_0419", "position": 2, "user_id": userID,
                "name": "Red lentils", "quantity": 0.5, "unit": "kg", "category": "Pantry", "price": nil,
                "store": nil, "aisle": nil, "section": nil, "checked": 0,
            ],
        ]
    }
}
