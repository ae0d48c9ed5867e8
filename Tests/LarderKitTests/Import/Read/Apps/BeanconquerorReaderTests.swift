import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct BeanconquerorReaderTests {
    /// The brew columns a Beanconqueror brew fills, without `extra_fields` (checked on its own).
    static let brewColumns = """
        SELECT id, timestamp, method, recipe_name_at_brew, dose_grams, target_yield_grams, water_temperature_celsius,
            grind_label, rating, rating_original, rating_scale_max, note, bean_name, bean_id, mill_id, preparation_id
        FROM brew_logs ORDER BY id
        """

    @Test func aBackupFolderImportsEveryBrewWithItsPreparationBeanAndRescaledRating() throws {
        let result = try JSONFileImport(fixture: "beanconqueror")
        #expect(
            result.sections == [
                "BREWS → brew_logs", "BEANS → coffee_beans", "PREPARATION → coffee_preparations",
                "MILL → coffee_mills", "BREWS → brew_logs",
            ])
        #expect(result.summary.counts == RowCounts(read: 8, inserted: 7, rejected: 1))
        #expect(result.summary.files.flatMap(\.warnings) == [])
        #expect(
            try result.rows(Self.brewColumns) == [
                [
                    "id": "brew-a", "timestamp": "2025-11-18T07:45:10Z", "method": "v60",
                    "recipe_name_at_brew": "My V60", "dose_grams": 15.0, "target_yield_grams": 250.0,
                    "water_temperature_celsius": 94.0, "grind_label": "18 clicks", "rating": 4,
                    "rating_original": 8.0, "rating_scale_max": 10.0, "note": "Bright and sweet",
                    "bean_name": "Ethiopia Guji", "bean_id": "bean-eth", "mill_id": "mill-1",
                    "preparation_id": "prep-v60",
                ],
                [
                    "id": "brew-b", "timestamp": "2025-11-21T18:05:00Z", "method": "Clever Dripper",
                    "recipe_name_at_brew": "Clever Dripper", "dose_grams": 16.5, "target_yield_grams": 240.0,
                    "water_temperature_celsius": nil, "grind_label": nil, "rating": 5, "rating_original": 10.0,
                    "rating_scale_max": 10.0, "note": nil, "bean_name": nil, "bean_id": "bean-unknown", "mill_id": nil,
                    "preparation_id": "prep-custom",
                ],
                [
                    "id": "brew-d", "timestamp": "2025-11-22T07:10:00Z", "method": "v60",
                    "recipe_name_at_brew": "My V60", "dose_grams": 18.0, "target_yield_grams": 300.0,
                    "water_temperature_celsius": 93.5, "grind_label": "17 clicks", "rating": 3,
                    "rating_original": 5.0, "rating_scale_max": 10.0, "note": "Slightly sour",
                    "bean_name": "Ethiopia Guji", "bean_id": "bean-eth", "mill_id": nil, "preparation_id": "prep-v60",
                ],
            ])
        #expect(
            try result.rows("SELECT extra_fields FROM brew_logs WHERE id = 'brew-a'") == [
                [
                    "extra_fields":
                        #"{"brew_time":185,"brew_quantity_type":"GR","brew_beverage_quantity":0,"#
                        + #""coordinates":{"latitude":null,"longitude":null}}"#
                ]
            ])
        #expect(
            try result.rejected() == [
                [
                    "location": "$.BREWS[2]", "field": "rating",
                    "reason":
                        "`rating` is `0`, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew above 0, up to 10"
                        + " (the file's scale, which larder rescales to 1–5).",
                ]
            ])
    }

    @Test func aRejectedBrewKeepsTheExportedBrewAndNamesTheFilesField() throws {
        let backup = """
            {"BREWS": [{"grind_weight": 0, "brew_quantity": 250, "rating": 4, "mill_speed": 0,
                        "config": {"uuid": "brew-zero-dose", "unix_timestamp": 1763208000}}]}
            """
        let result = try JSONFileImport(text: backup, named: "Beanconqueror.json")
        #expect(
            try result.rows("SELECT location, field, value, reason, raw_row FROM rejected_rows") == [
                [
                    "location": "$.BREWS[0]", "field": "grind_weight", "value": "0",
                    "reason":
                        "`grind_weight` is `0`, which breaks seed 002 §3.2 (“doseGrams > 0”); give the dose in grams,"
                        + " more than 0.",
                    "raw_row":
                        #"{"grind_weight":0,"brew_quantity":250,"rating":4,"mill_speed":0,"#
                        + #""config":{"uuid":"brew-zero-dose","unix_timestamp":1763208000}}"#,
                ]
            ])
    }

    @Test func anEspressoYieldIsTheBeverageQuantityAndARejectionNamesIt() throws {
        let backup = """
            {"BREWS": [{"grind_weight": 18, "brew_quantity": 0, "brew_beverage_quantity": 36.5, "rating": 3,
                        "config": {"uuid": "espresso-1", "unix_timestamp": 1763208000}},
                       {"grind_weight": 18, "brew_quantity": 0, "brew_beverage_quantity": 0, "rating": 3,
                        "config": {"uuid": "espresso-2", "unix_timestamp": 1763208100}}]}
            """
        let result = try JSONFileImport(text: backup, named: "Beanconqueror.json")
        #expect(
            try result.rows("SELECT id, target_yield_grams FROM brew_logs") == [
                ["id": "espresso-1", "target_yield_grams": 36.5]
            ])
        #expect(
            try result.rows("SELECT field, value FROM rejected_rows") == [["field": "brew_quantity", "value": "0"]])
    }

    @Test func aChunkWithoutItsBackupUsesDefaultsForWhatItCannotLookUp() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let chunk = try String(
            contentsOfFile: try JSONFileImport.fixture("beanconqueror/Beanconqueror_Brews_1.json"), encoding: .utf8)
        let result = try JSONFileImport(paths: [try folder.write(chunk, to: "Beanconqueror_Brews_1.json")])
        #expect(
            try result.rows(Self.brewColumns) == [
                [
                    "id": "brew-d", "timestamp": "2025-11-22T07:10:00Z", "method": nil,
                    "recipe_name_at_brew": "Beanconqueror brew", "dose_grams": 18.0, "target_yield_grams": 300.0,
                    "water_temperature_celsius": 93.5, "grind_label": "17 clicks", "rating": 5,
                    "rating_original": 5.0, "rating_scale_max": 5.0, "note": "Slightly sour",
                    "bean_name": nil, "bean_id": "bean-eth", "mill_id": nil, "preparation_id": "prep-v60",
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
        #expect(
            result.sections == ["BREWS → brew_logs", "BEANS → coffee_beans", "PREPARATION → coffee_preparations"])
        #expect(try result.rows("SELECT id, name FROM coffee_beans") == [["id": "b1", "name": "Kenya AA"]])
        #expect(
            try result.rows(Self.brewColumns) == [
                [
                    "id": "x1", "timestamp": "2025-11-15T12:00:00Z", "method": "portafilter",
                    "recipe_name_at_brew": "Gaggia", "dose_grams": 18.0, "target_yield_grams": 36.0,
                    "water_temperature_celsius": nil, "grind_label": nil, "rating": 3, "rating_original": 2.5,
                    "rating_scale_max": 5.0, "note": nil, "bean_name": "Kenya AA", "bean_id": "b1", "mill_id": nil,
                    "preparation_id": "p1",
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
        ("Beanconqueror.json", true), ("beanconqueror_brews_12.json", true), ("Beanconqueror_Beans_1.json", true),
        ("Beanconqueror_Brews_.json", false), ("brews.json", false),
    ])
    func backupNames(name: String, isBackup: Bool) {
        #expect(BeanconquerorReader.isBackupName(name) == isBackup)
    }
}
