import Foundation
import GRDB
import LarderTestSupport
import Testing

/// A Beanconqueror backup in the app's real shape (`Fixtures/json/beanconqueror-backup`: the main file, a
/// brews chunk and a beans chunk), imported through the `larder` executable: every list in its table,
/// every record accounted for, the stored values field by field, and rejections that name the file's
/// field and keep the brew as exported.
@Suite struct BeanconquerorImportTests {
    let cli = EndToEndTests()
    static let fixture = Paths.fixtures.appendingPathComponent("json/beanconqueror-backup")
    static let hambela = "0b1c1a8e-5d2f-4d8c-9a41-7f3e2c6d9b10"
    static let niche = "19f2b22c-fab5-4a2d-a97e-f7c1a491adf7"
    static let v60 = "7d4c1e9b-3a2f-4b6d-8e0c-5f1a2b3c4d5e"

    /// A folder whose `data/` holds a copy of the fixture's files.
    func folderWithBackup() throws -> URL {
        let folder = try cli.makeFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path) {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent(name), to: folder.appendingPathComponent("data/\(name)"))
        }
        return folder
    }

    /// The rows `sql` returns from the folder's database.
    func rows(_ sql: String, in folder: URL) throws -> [Row] {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        return try queue.read { try Row.fetchAll($0, sql: sql) }
    }

    /// The number of objects in a top-level list of a fixture file (`""` for a file that is a list).
    static func count(of list: String, in file: String) throws -> Int {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.appendingPathComponent(file)))
        let array = list.isEmpty ? json as? [Any] : (json as? [String: Any])?[list] as? [Any]
        return try #require(array).count
    }

    @Test func everyListLandsInItsTableAndEveryRecordIsAccountedFor() throws {
        let folder = try folderWithBackup()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try cli.larder(["import", "data"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        // read = inserted + updated + unchanged + rejected, and read is every object of the list.
        let expected: [(String, String, String, String)] = [
            ("Beanconqueror.json [BREWS]", "brew_logs", "BREWS", "3 inserted, 0 updated, 0 unchanged, 2 rejected"),
            ("Beanconqueror.json [BEANS]", "coffee_beans", "BEANS", "2 inserted, 0 updated, 0 unchanged, 1 rejected"),
            ("Beanconqueror.json [MILL]", "coffee_mills", "MILL", "2 inserted, 0 updated, 0 unchanged, 0 rejected"),
            (
                "Beanconqueror.json [PREPARATION]", "coffee_preparations", "PREPARATION",
                "3 inserted, 0 updated, 0 unchanged, 0 rejected"
            ),
            (
                "Beanconqueror.json [WATER]", "raw_beanconqueror_water", "WATER",
                "1 inserted, 0 updated, 0 unchanged, 0 rejected"
            ),
            ("Beanconqueror_Beans_1.json", "coffee_beans", "", "1 inserted, 0 updated, 0 unchanged, 0 rejected"),
            ("Beanconqueror_Brews_1.json", "brew_logs", "", "1 inserted, 0 updated, 0 unchanged, 0 rejected"),
        ]
        for (section, table, list, counts) in expected {
            let file = String(section.prefix { $0 != " " })
            let read = try Self.count(of: list, in: file)
            #expect(
                imported.output.contains("data/\(section) → \(table): \(read) read, \(counts)\n"),
                "\(section)\n\(imported.output)")
        }
        #expect(
            imported.error.contains(
                "warning: 1 row of brew_logs → coffee_beans point at rows no import has provided (e.g. id"
                    + " 3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e05: bean_id 0f0f0f0f-dead-4bee-8f00-000000000000)"),
            "\(imported.error)")
        #expect(
            imported.output.contains(
                "Imported 3 files (run 1): 16 read, 13 inserted, 0 updated, 0 unchanged, 3 rejected."))
        let ledger = try rows(
            "SELECT count(*) AS files FROM import_files WHERE rows_read = rows_inserted + rows_updated + rows_unchanged + rows_rejected",
            in: folder)
        #expect(ledger == [["files": 3]])

        let again = try cli.larder(["import", "--force", "data"], in: folder)
        #expect(
            again.output.contains("Imported 3 files (run 2): 16 read, 0 inserted, 0 updated, 13 unchanged, 3 rejected.")
        )
        #expect(try rows("SELECT count(*) AS n FROM rejected_rows", in: folder) == [["n": 3]])
    }

    @Test func beansMillsAndPreparationsAreStoredFieldByField() throws {
        let folder = try folderWithBackup()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try cli.larder(["import", "data"], in: folder)
        let beans = try rows(
            """
            SELECT id, name, roaster, roast, roast_range, bean_mix, bean_roasting_type, roasting_date, buy_date,
                weight_grams, cost, rating, decaffeinated, finished, favourite, aromatics, note, url, bean_information,
                created_at, json_extract(extra_fields, '$.frozenStorageType') AS frozen, id_scope
            FROM coffee_beans ORDER BY name
            """, in: folder)
        #expect(
            beans == [
                [
                    "id": "c3d9e4f1-2b7a-4e08-b6c5-9f1a0d8e2b47", "name": "Decaf Colombia",
                    "roaster": "Counter Culture",
                    "roast": "UNKNOWN", "roast_range": nil, "bean_mix": "SINGLE_ORIGIN",
                    "bean_roasting_type": "UNKNOWN",
                    "roasting_date": "2026-11-10", "buy_date": nil, "weight_grams": 250.0, "cost": 18.0, "rating": nil,
                    "decaffeinated": 1, "finished": 0, "favourite": 0, "aromatics": nil, "note": nil, "url": nil,
                    "bean_information":
                        #"[{"country":"Colombia","region":"","farm":"","farmer":"","elevation":"","harvest_time":"","#
                        + #""variety":"","processing":"Sugarcane EA","certification":"","percentage":0,"#
                        + #""purchasing_price":0,"fob_price":0}]"#,
                    "created_at": "2025-11-07T07:20:00Z", "frozen": "UNKNOWN", "id_scope": "",
                ],
                [
                    "id": Self.hambela, "name": "Ethiopia Hambela Alaka", "roaster": "George Howell Coffee",
                    "roast": "LIGHT", "roast_range": 2.5, "bean_mix": "SINGLE_ORIGIN", "bean_roasting_type": "FILTER",
                    "roasting_date": "2026-10-28", "buy_date": "2026-11-02", "weight_grams": 340.0, "cost": 24.5,
                    "rating": 4.0, "decaffeinated": 0, "finished": 0, "favourite": 1, "aromatics": "jasmine, bergamot",
                    "note": nil, "url": "https://example.com/hambela",
                    "bean_information":
                        #"[{"country":"Ethiopia","region":"Guji","farm":"","farmer":"","elevation":"2100","#
                        + #""harvest_time":"","variety":"Heirloom","processing":"Washed","certification":"","#
                        + #""percentage":100,"purchasing_price":0,"fob_price":0}]"#,
                    "created_at": "2025-11-01T09:30:00Z", "frozen": "UNKNOWN", "id_scope": "",
                ],
                [
                    "id": "5e0f7c2a-91b3-4c55-8d0e-2a6b4f1c7e93", "name": "House Espresso", "roaster": "Broadsheet",
                    "roast": "UNKNOWN", "roast_range": nil, "bean_mix": "BLEND", "bean_roasting_type": "ESPRESSO",
                    "roasting_date": nil, "buy_date": nil, "weight_grams": nil, "cost": nil, "rating": nil,
                    "decaffeinated": 0, "finished": 1, "favourite": 0, "aromatics": nil, "note": "dark, chocolate",
                    "url": nil, "bean_information": "[]", "created_at": "2025-06-01T14:00:00Z", "frozen": "UNKNOWN",
                    "id_scope": "",
                ],
            ])
        #expect(
            try rows(
                "SELECT id, name, note, finished, created_at, extra_fields FROM coffee_mills ORDER BY name", in: folder)
                == [
                    [
                        "id": "2be3036a-c89d-45bb-bc2b-2d2da5cb853f", "name": "1Zpresso JX-Pro", "note": "office",
                        "finished": 1, "created_at": "2025-05-30T18:05:51Z", "extra_fields": #"{"attachments":[]}"#,
                    ],
                    [
                        "id": Self.niche, "name": "Niche Zero", "note": nil, "finished": 0,
                        "created_at": "2025-05-30T18:05:02Z", "extra_fields": #"{"attachments":[]}"#,
                    ],
                ])
        #expect(
            try rows(
                """
                SELECT id, name, type, style_type, note, finished, created_at, json_extract(extra_fields, '$.tools') AS tools
                FROM coffee_preparations ORDER BY name
                """, in: folder)
                == [
                    [
                        "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", "name": "Clever Dripper",
                        "type": "CUSTOM_PREPARATION", "style_type": "FULL_IMMERSION", "note": nil, "finished": 0,
                        "created_at": "2025-05-30T18:04:40Z", "tools": "[]",
                    ],
                    [
                        "id": "543a92af-8a87-46a0-b916-592fb61ee46f", "name": "Lelit Mara X", "type": "PORTAFILTER",
                        "style_type": "ESPRESSO", "note": nil, "finished": 0, "created_at": "2025-05-30T18:02:11Z",
                        "tools": "[]",
                    ],
                    [
                        "id": Self.v60, "name": "My V60", "type": "V60", "style_type": "POUR_OVER", "note": nil,
                        "finished": 0, "created_at": "2025-05-30T18:03:20Z", "tools": "[]",
                    ],
                ])
    }

    @Test func brewsAreStoredFieldByFieldAndLinkedToTheirBeanMillAndPreparation() throws {
        let folder = try folderWithBackup()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try cli.larder(["import", "data"], in: folder)
        let brews = try rows(
            """
            SELECT l.id, timestamp, method, recipe_name_at_brew, dose_grams, target_yield_grams,
                water_temperature_celsius, grind_label, l.rating, rating_original, rating_scale_max, l.note, bean_name,
                b.name AS bean, m.name AS mill, p.name AS preparation,
                json_extract(l.extra_fields, '$.brew_time') AS brew_time, json_extract(l.extra_fields, '$.tds') AS tds
            FROM brew_logs l LEFT JOIN coffee_beans b ON b.id = l.bean_id LEFT JOIN coffee_mills m ON m.id = l.mill_id
                LEFT JOIN coffee_preparations p ON p.id = l.preparation_id
            WHERE l.id IN ('3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e01', '3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e02',
                '3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e06')
            ORDER BY timestamp
            """, in: folder)
        #expect(
            brews == [
                [
                    "id": "3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e01", "timestamp": "2025-11-18T07:45:10Z", "method": "v60",
                    "recipe_name_at_brew": "My V60", "dose_grams": 15.0, "target_yield_grams": 250.0,
                    "water_temperature_celsius": 94.0, "grind_label": "18 clicks", "rating": 4, "rating_original": 8.0,
                    "rating_scale_max": 10.0, "note": "Bright and sweet", "bean_name": "Ethiopia Hambela Alaka",
                    "bean": "Ethiopia Hambela Alaka", "mill": "Niche Zero", "preparation": "My V60", "brew_time": 185,
                    "tds": 1.38,
                ],
                [
                    "id": "3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e02", "timestamp": "2025-11-19T05:30:00Z",
                    "method": "portafilter", "recipe_name_at_brew": "Lelit Mara X", "dose_grams": 18.0,
                    "target_yield_grams": 36.4, "water_temperature_celsius": 93.0, "grind_label": "12", "rating": 4,
                    "rating_original": 7.5, "rating_scale_max": 10.0, "note": nil, "bean_name": "House Espresso",
                    "bean": "House Espresso", "mill": "Niche Zero", "preparation": "Lelit Mara X", "brew_time": 28,
                    "tds": 0,
                ],
                [
                    "id": "3f1e2d4c-5b6a-4978-8d0e-1a2b3c4d5e06", "timestamp": "2025-11-23T05:30:00Z",
                    "method": "Clever Dripper", "recipe_name_at_brew": "Clever Dripper", "dose_grams": 17.0,
                    "target_yield_grams": 270.0, "water_temperature_celsius": 96.0, "grind_label": "22", "rating": 4,
                    "rating_original": 6.5, "rating_scale_max": 10.0, "note": "decaf evening",
                    "bean_name": "Decaf Colombia", "bean": "Decaf Colombia", "mill": "1Zpresso JX-Pro",
                    "preparation": "Clever Dripper", "brew_time": 240, "tds": 0,
                ],
            ])
    }

    @Test func aRejectedBrewNamesTheFilesFieldAndValueAndKeepsTheBrewAsExported() throws {
        let folder = try folderWithBackup()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try cli.larder(["import", "data"], in: folder)
        #expect(
            imported.output.contains(
                "rejected: data/Beanconqueror.json $.BREWS[2]: `grind_weight` is `0`, which breaks seed 002 §3.2"
                    + " (“doseGrams > 0”); give the dose in grams, more than 0."),
            "\(imported.output)")
        let rejected = try rows(
            "SELECT location, kind, field, value, reason, raw_row FROM rejected_rows ORDER BY id", in: folder)
        #expect(
            rejected.map { [$0["location"], $0["kind"], $0["field"], $0["value"], $0["reason"]] as [String?] } == [
                [
                    "$.BREWS[2]", "brews", "grind_weight", "0",
                    "`grind_weight` is `0`, which breaks seed 002 §3.2 (“doseGrams > 0”); give the dose in grams,"
                        + " more than 0.",
                ],
                [
                    "$.BREWS[3]", "brews", "rating", "0",
                    "`rating` is `0`, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew above 0, up to 10"
                        + " (the file's scale, which larder rescales to 1–5).",
                ],
                ["$.BEANS[2]", "beans", "name", nil, "`name` is empty; every beans row needs a name."],
            ])
        // raw_row is each object exactly as the backup holds it, every field included.
        let backup = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.fixture.appendingPathComponent("Beanconqueror.json")))
                as? [String: [Any]])
        let exported = [backup["BREWS"]![2], backup["BREWS"]![3], backup["BEANS"]![2]]
        for (row, object) in zip(rejected, exported) {
            let stored = try JSONSerialization.jsonObject(with: Data((row["raw_row"] as String).utf8))
            #expect((stored as? NSDictionary) == (object as? NSDictionary), "\(row["location"] as String)")
        }
    }

    @Test func aDatabaseThatKeptTheListsAsTextUpgradesAndReimportingFillsTheTablesAndKeepsTheText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("larder.sqlite")
        try FileManager.default.copyItem(
            at: Paths.fixtures.appendingPathComponent("upgrade/main-2026-11-24.sqlite"), to: database)
        let backup = folder.appendingPathComponent("data/beanconqueror")
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent("data/beanconqueror"), to: backup)
        // What main kept of the sample backup before v5: its beans, mills and preparations as text.
        let source = backup.appendingPathComponent("Beanconqueror.json").resolvingSymlinksInPath().path
        let queue = try DatabaseQueue(path: database.path)
        try queue.write { db in
            for (table, name) in [("raw_beans", "Alchemy"), ("raw_mill", "Niche Zero"), ("raw_preparation", "Lelit")] {
                try db.execute(
                    sql: """
                        CREATE TABLE \(table) (_source_file TEXT, _source_location TEXT NOT NULL, _row_json TEXT NOT NULL,
                            "name" TEXT, UNIQUE (_source_file, _source_location));
                        INSERT INTO \(table) VALUES (?, '$.X[0]', ?, ?);
                        """, arguments: [source, #"{"name":"\#(name)"}"#, name])
            }
        }
        try queue.close()

        let upgraded = try cli.larder(["import", "data"], in: folder)
        #expect(upgraded.status == 0, "\(upgraded.error)")
        for line in [
            "data/beanconqueror/Beanconqueror.json [BREWS] → brew_logs: 500 read, 0 inserted, 500 updated, 0 unchanged, 0 rejected",
            "data/beanconqueror/Beanconqueror.json [BEANS] → coffee_beans: 33 read, 33 inserted, 0 updated",
            "data/beanconqueror/Beanconqueror.json [MILL] → coffee_mills: 2 read, 2 inserted, 0 updated",
            "data/beanconqueror/Beanconqueror.json [PREPARATION] → coffee_preparations: 3 read, 3 inserted, 0 updated",
            "data/beanconqueror/Beanconqueror_Brews_1.json → brew_logs: 34 read, 0 inserted, 33 updated, 0 unchanged, 1 rejected",
        ] {
            #expect(upgraded.output.contains(line), "\(line)\n\(upgraded.output)")
        }
        #expect(!upgraded.error.contains("point at rows no import has provided"), "\(upgraded.error)")
        #expect(
            try rows(
                "SELECT count(*) AS linked FROM brew_logs WHERE bean_id IS NOT NULL AND mill_id IS NOT NULL", in: folder
            )
                == [["linked": 533]])
        // The old raw tables are left as they were: larder does not delete what a user imported.
        for table in ["raw_beans", "raw_mill", "raw_preparation"] {
            #expect(try rows("SELECT count(*) AS n FROM \(table)", in: folder) == [["n": 1]], "\(table)")
        }
        let again = try cli.larder(["import", "--force", "data"], in: folder)
        #expect(again.output.contains("572 read, 0 inserted, 0 updated, 571 unchanged, 1 rejected."), "\(again.output)")
    }
}
