import Foundation
import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

// Savry's user-owned collections (seed 001) as Firestore exports (`__collections__` trees keyed by
// document id, timestamps in the shapes tools write) and as CSVs of the same documents.
extension FormatMatrixTests {
    @Test(
        "users: a CSV with human headers and $ budgets, and a Firestore export with __datatype__ timestamps",
        arguments: ["users/users.csv", "users/firestore-export.json"])
    func users(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["users"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "users") == [
                [
                    "id": "0Kq7mWd2XbTz3", "email": "ines.moreau@example.org", "group_id": nil, "name": "Inès Moreau",
                    "tier": "PRO", "weekly_budget": 120.0, "monthly_budget": 480.5, "notification": 1,
                    "dietary_restrictions": "vegetarian", "created_at": "2026-01-12T08:30:00Z",
                    "updated_at": "2026-11-20T16:45:10Z",
                ],
                [
                    "id": "8hYt2LpR0vNc1", "email": "karim.haddad@example.org", "group_id": nil,
                    "name": "Karim Haddad", "tier": "FREE", "weekly_budget": 75.0, "monthly_budget": nil,
                    "notification": 0, "dietary_restrictions": nil, "created_at": "2026-02-03T19:04:55Z",
                    "updated_at": "2026-02-03T19:04:55Z",
                ],
            ])
    }

    @Test("recipes: Fridgy's CSV, whose plain lists become JSON arrays of strings")
    func recipesFromFridgyCSV() throws {
        let file = try MatrixImport("recipes/Fridgy-recipes.csv")
        try file.expectStored(in: ["recipes"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "recipes") == [
                Self.recipe(
                    "R-01", "Strawberry Banana Smoothie", #"["strawberries","banana","kefir","honey"]"#,
                    #"["Blend everything until smooth","add ice if you like it colder."]"#, "290 kcal, 9 g protein",
                    "https://fridgy-assets.example/recipes/strawberry-banana.jpg"),
                Self.recipe(
                    "R-02", "Green Kale Smoothie", #"["kale","banana","almond milk","ginger"]"#,
                    #"["Blend the kale with the almond milk first","then add the rest."]"#, "240 kcal, 6 g protein",
                    "https://fridgy-assets.example/recipes/green-kale.jpg"),
            ])
    }

    @Test("recipes: Savry's Firestore export with ingredient objects, instruction lists and bare _seconds timestamps")
    func recipesFromFirestore() throws {
        let file = try MatrixImport("recipes/firestore-export.json")
        try file.expectStored(in: ["recipes"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "recipes") == [
                [
                    "id": "rcp_7f3k2LqP", "user_id": "0Kq7mWd2XbTz3", "name": "Lentil & tomato soup",
                    "description": "A cheap weeknight soup that freezes well.",
                    "ingredients": #"[{"name":"red lentils","amount":200,"unit":"g"},"#
                        + #"{"name":"canned tomatoes","amount":1,"unit":"can"}]"#,
                    "instructions": #"["Rinse the lentils.","Simmer everything for 25 minutes."]"#,
                    "prep_time": 10, "cook_time": 25, "servings": 4, "calories": 310, "difficulty": "easy",
                    "cuisine": "Middle Eastern", "dietary_tags": #"["vegan","gluten-free"]"#,
                    "estimated_cost": 4.8, "nutrition_fact": nil, "image": nil, "is_public": 1,
                    "created_at": "2026-11-16T05:00:00Z", "updated_at": "2026-11-16T05:00:00Z",
                ],
                [
                    "id": "rcp_9Ab01XyZ", "user_id": "0Kq7mWd2XbTz3", "name": "Napa cabbage kimchi pancakes",
                    "description": nil, "ingredients": #"[{"name":"napa cabbage kimchi","amount":1,"unit":"cup"}]"#,
                    "instructions": #"["Mix the batter.","Fry until crisp."]"#, "prep_time": 15, "cook_time": 20,
                    "servings": 2, "calories": nil, "difficulty": "medium", "cuisine": "Korean",
                    "dietary_tags": "[]", "estimated_cost": nil, "nutrition_fact": nil, "image": nil,
                    "is_public": 0, "created_at": "2026-11-19T18:12:30Z", "updated_at": "2026-11-21T09:40:00Z",
                ],
            ])
    }

    @Test(
        "budget_entries: a CSV with human headers, $ amounts and type words, and a Firestore export",
        arguments: [
            ("budget_entries/budget.csv", ["derived", "derived", "derived"], [String?](repeating: nil, count: 3)),
            (
                "budget_entries/firestore-export.json", ["be_001", "be_002", "be_003"],
                ["2026-11-01T12:00:00Z", "2026-11-03T18:22:07Z", "2026-11-05T20:30:00Z"]
            ),
        ])
    func budgetEntries(fixture: String, ids: [String], createdAt: [String?]) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["budget_entries"], counts: RowCounts(read: 3, inserted: 3))
        let user = "0Kq7mWd2XbTz3"
        #expect(
            try file.rows(of: "budget_entries", orderedBy: "date") == [
                [
                    "id": ids[0], "user_id": user, "amount": 90.0, "category": "Groceries",
                    "description": "Weekly shop", "date": "2026-11-02", "type": "PLANNED", "created_at": createdAt[0],
                ],
                [
                    "id": ids[1], "user_id": user, "amount": 84.2, "category": "Groceries",
                    "description": "Star Market", "date": "2026-11-03", "type": "ACTUAL", "created_at": createdAt[1],
                ],
                [
                    "id": ids[2], "user_id": user, "amount": 31.5, "category": "Eating out",
                    "description": "Pho, two bowls", "date": "2026-11-05", "type": "ACTUAL",
                    "created_at": createdAt[2],
                ],
            ])
    }

    /// A whole Fridgy `recipes` row: no owner, description, times, Savry fields or timestamps.
    static func recipe(
        _ id: String, _ name: String, _ ingredients: String, _ instructions: String, _ nutrition: String,
        _ image: String
    ) -> Row {
        [
            "id": id, "user_id": nil, "name": name, "description": nil, "ingredients": ingredients,
            "instructions": instructions, "prep_time": nil, "cook_time": nil, "servings": nil, "calories": nil,
            "difficulty": nil, "cuisine": nil, "dietary_tags": nil, "estimated_cost": nil,
            "nutrition_fact": nutrition, "image": image, "is_public": nil, "created_at": nil, "updated_at": nil,
        ]
    }
}
