import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore

// Custom story events (seed 003), Fridgy's favourites (seed 004, a Parse app) and the shelf-life
// reference data.
extension FormatMatrixTests {
    @Test("custom_events: a CSV of the app's local store under the old names (seed 003 renames), two unmapped")
    func customEventsFromLocalStoreCSV() throws {
        let file = try MatrixImport("custom_events/CustomStoryEvents.csv")
        try file.expectStored(
            in: ["custom_events"], counts: RowCounts(read: 2, inserted: 2), unmapped: ["iconName", "colorHex"])
        #expect(
            try file.rows(of: "custom_events") == [
                [
                    "id": "0B7E4D21-9A8C-4F3E-B6D5-2C1E0F9A8B7D", "user_id": nil, "title": "Grandma's Garden",
                    "description": nil, "prompt_seed": nil, "category": "family", "age_range": "4-6", "tone": nil,
                    "keywords": nil, "ai_enhanced": 0, "usage_count": 0, "is_favorite": 0, "last_used_at": nil,
                    "created_at": "2026-10-30T19:12:45Z", "updated_at": nil,
                ],
                [
                    "id": "6F1C2B9E-3D4A-4E8B-9C7D-0A1B2C3D4E5F", "user_id": nil, "title": "First Day at Nursery",
                    "description": "Chidi is nervous about his first morning.",
                    "prompt_seed": "a shy boy finds a friend who loves fire trucks", "category": "learning",
                    "age_range": "2-4", "tone": "reassuring", "keywords": #"["nursery","friends","courage"]"#,
                    "ai_enhanced": 1, "usage_count": 23, "is_favorite": 1, "last_used_at": "2026-11-21T00:40:00Z",
                    "created_at": "2026-04-04T00:01:00Z", "updated_at": nil,
                ],
            ])
    }

    @Test("custom_events: the API's { customEvents } envelope with paging fields")
    func customEventsFromAPI() throws {
        let file = try MatrixImport("custom_events/custom-events.json")
        try file.expectStored(in: ["custom_events"], counts: RowCounts(read: 2, inserted: 2))
        let user = "cmnjajdgbqmzuql1k7bhrmw5m"
        #expect(
            try file.rows(of: "custom_events") == [
                [
                    "id": "cmnjkhal6r58wql1kz3pgam5a", "user_id": user, "title": "First Day at Nursery",
                    "description": "Chidi is nervous about his first morning.",
                    "prompt_seed": "a shy boy finds a friend who loves fire trucks", "category": "learning",
                    "age_range": "2-4", "tone": "reassuring", "keywords": #"["nursery","friends","courage"]"#,
                    "ai_enhanced": 1, "usage_count": 23, "is_favorite": 1, "last_used_at": "2026-11-21T00:40:00Z",
                    "created_at": "2026-04-04T00:01:00Z", "updated_at": "2026-11-21T00:40:00Z",
                ],
                [
                    "id": "cmo0x8d1f00a2ql1kgrd7w3ye", "user_id": user, "title": "Grandma's Garden",
                    "description": nil, "prompt_seed": nil, "category": "family", "age_range": "4-6", "tone": nil,
                    "keywords": "[]", "ai_enhanced": 0, "usage_count": 0, "is_favorite": 0, "last_used_at": nil,
                    "created_at": "2026-10-30T19:12:45Z", "updated_at": "2026-10-30T19:12:45Z",
                ],
            ])
    }

    @Test("favorites: Fridgy's CSV with MM/DD/YYYY HH:MM times that a later row settles")
    func favoritesFromCSV() throws {
        let file = try MatrixImport("favorites/Favorites.csv")
        try file.expectStored(in: ["favorites"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "favorites", orderedBy: "recipe_id") == [
                [
                    "id": "derived", "user_id": "Qm3TzK8wPa", "recipe_id": "R-01", "is_favorite": 0,
                    "created_at": "2026-11-02T08:40:00Z",
                ],
                [
                    "id": "derived", "user_id": "Qm3TzK8wPa", "recipe_id": "R-02", "is_favorite": 1,
                    "created_at": "2026-10-04T08:12:00Z",
                ],
                [
                    "id": "derived", "user_id": "Qm3TzK8wPa", "recipe_id": "R-03", "is_favorite": 1,
                    "created_at": "2026-10-19T07:55:00Z",
                ],
            ])
    }

    @Test("favorites: a Parse export ({ results }, objectId, pointers to the user and the recipe)")
    func favoritesFromParseExport() throws {
        let file = try MatrixImport("favorites/Favorites.json")
        try file.expectStored(
            in: ["favorites"], counts: RowCounts(read: 2, inserted: 2), unmapped: ["updatedAt", "ACL"])
        #expect(
            try file.rows(of: "favorites", orderedBy: "recipe_id") == [
                [
                    "id": "xWMyZ4YEGZ", "user_id": "Qm3TzK8wPa", "recipe_id": "R-02", "is_favorite": 1,
                    "created_at": "2026-10-04T08:12:00Z",
                ],
                [
                    "id": "f3kP0aLq9B", "user_id": "Qm3TzK8wPa", "recipe_id": "R-03", "is_favorite": 1,
                    "created_at": "2026-10-19T07:55:00Z",
                ],
            ])
    }

    @Test(
        "shelf_life: larder's snake_case reference CSV and a camelCase top-level array",
        arguments: ["shelf_life/shelf_life.csv", "shelf_life/shelf-life.json"])
    func shelfLife(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["shelf_life"], counts: RowCounts(read: 3, inserted: 3))
        let source = "USDA FoodKeeper-style default"
        #expect(
            try file.rows(
                of: "shelf_life", orderedBy: "category, product",
                columns: ["id", "product", "category", "pantry_days", "refrigerator_days", "freezer_days", "source"])
                == [
                    [
                        "id": "derived", "product": nil, "category": "Dairy", "pantry_days": nil,
                        "refrigerator_days": 7,
                        "freezer_days": 90, "source": source,
                    ],
                    [
                        "id": "derived", "product": "milk", "category": "Dairy", "pantry_days": nil,
                        "refrigerator_days": 7, "freezer_days": 90, "source": source,
                    ],
                    [
                        "id": "derived", "product": "kale", "category": "Produce", "pantry_days": nil,
                        "refrigerator_days": 5, "freezer_days": 240, "source": "FoodKeeper: \"Greens, leafy\"",
                    ],
                ])
    }
}
