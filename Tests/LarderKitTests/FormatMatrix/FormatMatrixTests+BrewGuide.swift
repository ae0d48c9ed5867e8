import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore

// BrewGuide (seed 002) exports its DTOs as top-level JSON arrays in camelCase; a spreadsheet of the same
// fields is the CSV. Brew logs also come as a journal's HTML table.
extension FormatMatrixTests {
    /// The id of the starter recipe V60 Classic.
    static let v60Classic = "277582F0-93F5-4C2C-888E-44F94ECC6C7F"
    /// The id of the custom recipe Little Wolf Colombia.
    static let littleWolf = "9C4E1A7B-0D2F-4E6A-8B3C-5F7D9E1A2B4C"

    @Test(
        "brew_recipes: a camelCase CSV and a top-level array; imported without their steps, both are marked invalid",
        arguments: ["brew_recipes/brew-recipes.csv", "brew_recipes/BrewGuide-recipes.json"])
    func brewRecipes(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["brew_recipes"], counts: RowCounts(read: 2, inserted: 2))
        let noSteps = "the recipe has no steps (seed 002 §3.1: at least 1 step)"
        #expect(
            try file.rows(of: "brew_recipes") == [
                [
                    "id": Self.v60Classic, "method": "v60", "name": "V60 Classic", "is_starter": 1,
                    "origin": "starter", "is_valid": 0, "validation_errors": noSteps, "default_dose": 15.0,
                    "default_target_yield": 250.0, "default_water_temperature": 94.0,
                    "default_grind_label": "mediumFine", "grind_tactile_descriptor": "like table salt",
                    "created_at": "2026-06-01T11:02:45Z", "modified_at": "2026-06-01T11:02:45Z",
                ],
                [
                    "id": Self.littleWolf, "method": "v60", "name": "Little Wolf Colombia", "is_starter": 0,
                    "origin": "custom", "is_valid": 0, "validation_errors": noSteps, "default_dose": 16.5,
                    "default_target_yield": 264.0, "default_water_temperature": 93.0, "default_grind_label": "medium",
                    "grind_tactile_descriptor": nil, "created_at": "2026-09-27T08:14:00Z",
                    "modified_at": "2026-10-05T07:50:31Z",
                ],
            ])
    }

    @Test(
        "brew_recipe_steps: a camelCase CSV and a top-level array, stepId as the id",
        arguments: ["brew_recipe_steps/recipe-steps.csv", "brew_recipe_steps/BrewGuide-recipeSteps.json"])
    func brewRecipeSteps(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["brew_recipe_steps"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "brew_recipe_steps", orderedBy: "order_index") == [
                [
                    "id": "7BC71CD2-CED2-4692-BACA-69E743FF8B2B", "recipe_id": Self.v60Classic, "order_index": 0,
                    "instruction_text": "Rinse the paper filter with hot water, then discard the rinse water.",
                    "timer_duration_seconds": nil, "water_amount_grams": nil, "is_cumulative_water_target": 1,
                ],
                [
                    "id": "1E0B6D3A-44C1-4F0B-9A8E-2C7D5B3F1A90", "recipe_id": Self.v60Classic, "order_index": 1,
                    "instruction_text": "Bloom with 45 g of water.", "timer_duration_seconds": 45.0,
                    "water_amount_grams": 45.0, "is_cumulative_water_target": 1,
                ],
                [
                    "id": "A93F2C11-7D6E-4B58-8C0A-1F2E3D4C5B6A", "recipe_id": Self.v60Classic, "order_index": 2,
                    "instruction_text": "Pour slowly to 250 g.", "timer_duration_seconds": 90.5,
                    "water_amount_grams": 250.0, "is_cumulative_water_target": 1,
                ],
            ])
    }

    @Test("brew_logs: a brew journal CSV with human headers (Date, Recipe, Dose, Yield, Taste, Notes)")
    func brewLogsFromCSV() throws {
        let file = try MatrixImport("brew_logs/brew-journal.csv")
        try file.expectStored(in: ["brew_logs"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "brew_logs", orderedBy: "timestamp") == [
                Self.brew(
                    "derived", "2026-11-18T07:12:40Z", "v60", nil, "V60 Classic", 15.0, 250.0, 94.0, "mediumFine", 4,
                    nil, nil),
                Self.brew(
                    "derived", "2026-11-19T07:05:02Z", "v60", nil, "Little Wolf Colombia", 16.5, 264.0, 93.0, "medium",
                    2, "tooSour", "kettle wasn't back up to temperature, 88 °C"),
                Self.brew(
                    "derived", "2026-11-20T06:58:19Z", "v60", nil, "V60 Classic", 15.0, 250.0, 94.0, "fine", 5, nil,
                    "Ethiopia Guji — best cup this week ☕"),
            ])
    }

    @Test("brew_logs: BrewGuide's top-level array of brew logs with recipe ids and null notes")
    func brewLogsFromJSON() throws {
        let file = try MatrixImport("brew_logs/BrewGuide-brewLogs.json")
        try file.expectStored(in: ["brew_logs"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "brew_logs", orderedBy: "timestamp") == [
                Self.brew(
                    "5A0D2C7E-91B3-4F6A-8E2D-7C1B0A9F3E54", "2026-11-18T07:12:40Z", "v60", Self.v60Classic,
                    "V60 Classic", 15.0, 250.0, 94.0, "mediumFine", 4, nil, nil),
                Self.brew(
                    "B2F8E6D4-0C1A-4B3E-9F7D-5A6C8E0B2D19", "2026-11-19T07:05:02Z", "v60", Self.littleWolf,
                    "Little Wolf Colombia", 16.5, 264.0, 93.0, "medium", 2, "tooSour",
                    "kettle wasn't back up to temperature, 88 °C"),
            ])
    }

    @Test("brew_logs: a journal's HTML table, times without seconds, an entity and markup in the note")
    func brewLogsFromHTML() throws {
        let file = try MatrixImport("brew_logs/brew-journal.html")
        try file.expectStored(in: ["brew_logs"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "brew_logs", orderedBy: "timestamp") == [
                Self.brew(
                    "derived", "2026-11-18T07:12:00Z", "V60", nil, "V60 Classic", 15.0, 250.0, 94.0, "mediumFine", 4,
                    nil, nil),
                Self.brew(
                    "derived", "2026-11-19T07:05:00Z", "V60", nil, "Little Wolf Colombia", 16.5, 264.0, 93.0, "medium",
                    2, "tooSour", "kettle wasn’t back up to temperature"),
                Self.brew(
                    "derived", "2026-11-20T06:58:00Z", "V60", nil, "V60 Classic", 15.0, 250.0, 94.0, "fine", 5, nil,
                    "Ethiopia Guji — best cup this week"),
            ])
    }

    /// A whole `brew_logs` row, with no Beanconqueror rating scale and no bean.
    static func brew(
        _ id: String, _ timestamp: String, _ method: String, _ recipeID: String?, _ recipeName: String,
        _ dose: Double, _ yield: Double, _ temperature: Double, _ grind: String, _ rating: Int,
        _ tasteTag: String?, _ note: String?
    ) -> Row {
        [
            "id": id, "timestamp": timestamp, "method": method, "recipe_id": recipeID,
            "recipe_name_at_brew": recipeName, "dose_grams": dose, "target_yield_grams": yield,
            "water_temperature_celsius": temperature, "grind_label": grind, "rating": rating,
            "rating_original": nil, "rating_scale_max": nil, "taste_tag": tasteTag, "note": note, "bean_name": nil,
            "bean_id": nil, "mill_id": nil, "preparation_id": nil, "extra_fields": nil,
        ]
    }
}
