import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct BeanconquerorReaderTests {
    @Test func aBackupFolderImportsEveryBrewWithItsPreparationBeanAndRescaledRating() throws {
        let result = try JSONFileImport(fixture: "beanconqueror")
        #expect(
            result.sections == [
                "BREWS → brew_logs", "BEANS → raw_beans", "PREPARATION → raw_preparation", "MILL → raw_mill",
                "BREWS → brew_logs",
            ])
        #expect(result.summary.counts == RowCounts(read: 8, inserted: 7, rejected: 1))
        #expect(result.summary.files.flatMap(\.warnings) == [], "kept as text on purpose, without a warning")
        #expect(
            try result.rows(of: "brew_logs") == [
                [
                    "id": "brew-a", "timestamp": "2025-11-18T07:45:10Z", "method": "v60", "recipe_id": nil,
                    "recipe_name_at_brew": "My V60", "dose_grams": 15.0, "target_yield_grams": 250.0,
                    "water_temperature_celsius": 94.0, "grind_label": "18 clicks", "rating": 4,
                    "rating_original": 8.0, "rating_scale_max": 10.0, "taste_tag": nil, "note": "Bright and sweet",
                    "bean_name": "Ethiopia Guji",
                ],
                [
                    "id": "brew-b", "timestamp": "2025-11-21T18:05:00Z", "method": "Clever Dripper", "recipe_id": nil,
                    "recipe_name_at_brew": "Clever Dripper", "dose_grams": 16.5, "target_yield_grams": 240.0,
                    "water_temperature_celsius": nil, "grind_label": nil, "rating": 5, "rating_original": 10.0,
                    "rating_scale_max": 10.0, "taste_tag": nil, "note": nil, "bean_name": nil,
                ],
                [
                    "id": "brew-d", "timestamp": "2025-11-22T07:10:00Z", "method": "v60", "recipe_id": nil,
                    "recipe_name_at_brew": "My V60", "dose_grams": 18.0, "target_yield_grams": 300.0,
                    "water_temperature_celsius": 93.5, "grind_label": "17 clicks", "rating": 3,
                    "rating_original": 5.0, "rating_scale_max": 10.0, "taste_tag": nil, "note": "Slightly sour",
                    "bean_name": "Ethiopia Guji",
                ],
            ])
        #expect(
            try result.rejected() == [
                [
                    "location": "$.BREWS[2]", "field": "rating",
                    "reason":
                        "`rating` is empty, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew from 1 to 5.",
                ]
            ])
    }

    @Test func aChunkWithoutItsBackupUsesDefaultsForWhatItCannotLookUp() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let chunk = try String(
            contentsOfFile: try JSONFileImport.fixture("beanconqueror/Beanconqueror_Brews_1.json"), encoding: .utf8)
        let result = try JSONFileImport(paths: [try folder.write(chunk, to: "Beanconqueror_Brews_1.json")])
        #expect(
            try result.rows(of: "brew_logs") == [
                [
                    "id": "brew-d", "timestamp": "2025-11-22T07:10:00Z", "method": nil, "recipe_id": nil,
                    "recipe_name_at_brew": "Beanconqueror brew", "dose_grams": 18.0, "target_yield_grams": 300.0,
                    "water_temperature_celsius": 93.5, "grind_label": "17 clicks", "rating": 5,
                    "rating_original": 5.0, "rating_scale_max": 5.0, "taste_tag": nil, "note": "Slightly sour",
                    "bean_name": nil,
                ]
            ])
    }

    @Test func aRenamedBackupIsRecognisedByItsKeys() throws {
        let backup = """
            {"BEANS": [{"name": "Kenya AA", "config": {"uuid": "b1"}}],
             "BREWS": [{"grind_weight": 18, "brew_beverage_quantity": 36, "method_of_preparation": "p1", "bean": "b1",
                        "rating": 2.5, "config": {"uuid": "x1", "unix_timestamp": 1763208000}}],
             "PREPARATION": [{"name": "Gaggia", "type": "PORTAFILTER", "config": {"uuid": "p1"}}]}
            """
        let result = try JSONFileImport(text: backup, named: "coffee-backup.json")
        #expect(result.sections == ["BREWS → brew_logs", "BEANS → raw_beans", "PREPARATION → raw_preparation"])
        #expect(try result.rows("SELECT name FROM raw_beans") == [["name": "Kenya AA"]])
        #expect(
            try result.rows(of: "brew_logs") == [
                [
                    "id": "x1", "timestamp": "2025-11-15T12:00:00Z", "method": "portafilter", "recipe_id": nil,
                    "recipe_name_at_brew": "Gaggia", "dose_grams": 18.0, "target_yield_grams": 36.0,
                    "water_temperature_celsius": nil, "grind_label": nil, "rating": 3, "rating_original": 2.5,
                    "rating_scale_max": 5.0, "taste_tag": nil, "note": nil, "bean_name": "Kenya AA",
                ]
            ])
    }

    @Test(arguments: [
        (8.0, 10.0, "4"), (10.0, 10.0, "5"), (0.5, 5.0, "1"), (2.5, 5.0, "3"), (1.0, 5.0, "2"), (75.0, 100.0, "4"),
        (12.0, 10.0, "6"),
    ])
    func ratingsAreRescaledNotClamped(rating: Double, maximum: Double, rescaled: String) {
        #expect(BeanconquerorBrew.rescaled(rating, maximum: maximum) == .number(rescaled))
    }

    @Test func anUnratedBrewHasNoRating() {
        #expect(BeanconquerorBrew.rescaled(0, maximum: 5) == nil)
    }

    @Test(arguments: [
        ("Beanconqueror.json", true), ("beanconqueror_brews_12.json", true), ("Beanconqueror_Beans_1.json", false),
        ("Beanconqueror_Brews_.json", false), ("brews.json", false),
    ])
    func backupNames(name: String, isBackup: Bool) {
        #expect(BeanconquerorReader.isBackupName(name) == isBackup)
    }
}
