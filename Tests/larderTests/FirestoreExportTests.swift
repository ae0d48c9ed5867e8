import Foundation
import LarderTestSupport
import Testing

/// Firestore exports in the shapes the public tools write, imported through the `larder` executable from
/// `Fixtures/json/firestore/`: every document reaches a table of its collection, with its id, its parent's
/// path, its geopoints as two numbers and its references as the referenced path.
@Suite struct FirestoreExportTests {
    let cli = EndToEndTests()

    static let owner = "users/kT8q2VwXyP4sZb6NcR1mL0eJd3H2"

    struct Shape: CustomTestStringConvertible, Sendable {
        var file: String
        var tables: [String: SummaryCounts]
        /// Per raw table, the rows as `quote()`d values of `columns`, ordered by `id`.
        var rows: [String: [String]]
        var testDescription: String { file }
    }

    /// The columns each raw table is checked on; `_source_location` says where each document was.
    static let columns = [
        "raw_farm_stands": "id, name, openSeasonally, location_latitude, location_longitude, owner, since",
        "raw_farm_stands_visits": "id, _parent_path, farm_stand_id, spent, standRef",
        "raw_farm_stands_visits_purchases": "id, _parent_path, visit_id, item, pounds",
        "raw_farm_stand_document": "name, openSeasonally, location_latitude, location_longitude, owner, since",
        "raw_visits": "id, spent, standRef",
        "raw_visits_purchases": "id, _parent_path, visit_id, item, pounds",
        "raw_farmstands": "id, name, openSeasonally, location_latitude, location_longitude, owner, since",
        "raw_farmstands_visits": "id, _parent_path, farm_stand_id, spent, standRef",
        "raw_farmstands_produce": "id, _parent_path, farm_stand_id, item, pricePerPound",
    ]

    static let shapes = [
        // node-firestore-import-export, `firestore-export -n farmStands`: the collection's documents at the
        // top, each with `__collections__` two levels deep; the second document's keys are sorted.
        Shape(
            file: "farm-stands.json",
            tables: [
                "raw_farm_stands": SummaryCounts(read: 2, inserted: 2),
                "raw_farm_stands_visits": SummaryCounts(read: 2, inserted: 2),
                "raw_farm_stands_visits_purchases": SummaryCounts(read: 2, inserted: 2),
            ],
            rows: [
                "raw_farm_stands": [
                    "'stand-esperanza-01','Esperanza Farm Stand','true','42.3736','-71.1097','\(owner)','2026-05-01T00:00:00Z'",
                    "'stand-wilson-02','Wilson Farm','false','42.4184','-71.1062','\(owner)',NULL",
                ],
                "raw_farm_stands_visits": [
                    "'visit-2026-11-14','stand-esperanza-01','stand-esperanza-01','18.5','farmStands/stand-esperanza-01'",
                    "'visit-2026-11-21','stand-wilson-02','stand-wilson-02','9','farmStands/stand-wilson-02'",
                ],
                "raw_farm_stands_visits_purchases": [
                    "'purchase-apples','stand-esperanza-01/visits/visit-2026-11-14','visit-2026-11-14','Honeycrisp apples','3'",
                    "'purchase-squash','stand-esperanza-01/visits/visit-2026-11-14','visit-2026-11-14','Butternut squash','4.2'",
                ],
            ]),
        // node-firestore-import-export, `firestore-export -n farmStands/stand-esperanza-01`: one document,
        // its fields beside its `__collections__`. The fields are a record named after the file (the export
        // names neither the document nor its collection); they were once kept only as export metadata.
        Shape(
            file: "farm-stand-document.json",
            tables: [
                "raw_farm_stand_document": SummaryCounts(read: 1, inserted: 1),
                "raw_farm_stand_document_visits": SummaryCounts(read: 1, inserted: 1),
                "raw_farm_stand_document_visits_purchases": SummaryCounts(read: 2, inserted: 2),
            ],
            rows: [
                "raw_farm_stand_document": [
                    "'Esperanza Farm Stand','true','42.3736','-71.1097','\(owner)','2026-05-01T00:00:00Z'"
                ],
                "raw_farm_stand_document_visits": ["'visit-2026-11-14','18.5','farmStands/stand-esperanza-01'"],
                "raw_farm_stand_document_visits_purchases": [
                    "'purchase-apples','visits/visit-2026-11-14','visit-2026-11-14','Honeycrisp apples','3'",
                    "'purchase-squash','visits/visit-2026-11-14','visit-2026-11-14','Butternut squash','4.2'",
                ],
            ]),
        // firestore-export-import (firestore-backup-restore): subcollections under `subCollection`, keyed by
        // their path; geopoints and timestamps as the admin SDK writes them, a reference as a path string
        // and as the admin SDK's serialised DocumentReference.
        Shape(
            file: "farm-stands-backup.json",
            tables: [
                "raw_farm_stands_backup_farmstands": SummaryCounts(read: 2, inserted: 2),
                "raw_farm_stands_backup_farmstands_visits": SummaryCounts(read: 2, inserted: 2),
                "raw_farm_stands_backup_farmstands_produce": SummaryCounts(read: 1, inserted: 1),
            ],
            rows: [
                "raw_farm_stands_backup_farmstands": [
                    "'stand-esperanza-01','Esperanza Farm Stand','true','42.3736','-71.1097','\(owner)','2026-05-01T00:00:00Z'",
                    "'stand-wilson-02','Wilson Farm','false','42.4184','-71.1062','\(owner)',NULL",
                ],
                "raw_farm_stands_backup_farmstands_visits": [
                    "'visit-2026-11-07','farmStands/stand-esperanza-01','stand-esperanza-01','12','farmStands/stand-esperanza-01'",
                    "'visit-2026-11-14','farmStands/stand-esperanza-01','stand-esperanza-01','18.5','farmStands/stand-esperanza-01'",
                ],
                "raw_farm_stands_backup_farmstands_produce": [
                    "'produce-apples','farmStands/stand-esperanza-01','stand-esperanza-01','Honeycrisp apples','2.49'"
                ],
            ]),
        // Firestore Backfire (`backfire export`): one document a line, `{"path", "data"}`, with lists naming
        // its typed fields; references stripped to `{"_path": {"segments": […]}}`.
        standsAndOneVisit(in: "farm-stands-backfire.ndjson"),
        // The REST API's `documents` list: typed values, names that carry the parent's path.
        standsAndOneVisit(in: "farm-stands-rest.json"),
    ]

    /// What the REST list and Backfire's lines hold alike: the two stands and one visit, under the
    /// collection path the documents name.
    static func standsAndOneVisit(in file: String) -> Shape {
        let prefix = "raw_" + file.prefix { $0 != "." }.replacingOccurrences(of: "-", with: "_") + "_"
        return Shape(
            file: file,
            tables: [
                "\(prefix)farmstands": SummaryCounts(read: 2, inserted: 2),
                "\(prefix)farmstands_visits": SummaryCounts(read: 1, inserted: 1),
            ],
            rows: [
                "\(prefix)farmstands": [
                    "'stand-esperanza-01','Esperanza Farm Stand','true','42.3736','-71.1097','\(owner)','2026-05-01T00:00:00Z'",
                    "'stand-wilson-02','Wilson Farm','false','42.4184','-71.1062','\(owner)',NULL",
                ],
                "\(prefix)farmstands_visits": [
                    "'visit-2026-11-14','farmStands/stand-esperanza-01','stand-esperanza-01','18.5','farmStands/stand-esperanza-01'"
                ],
            ])
    }

    @Test(arguments: shapes)
    func everyDocumentReachesItsCollectionsTableWithItsParentsPath(_ shape: Shape) throws {
        try importing(shape.file) { result, stored, importAgain in
            #expect(SummaryCounts.byTable(result.output) == shape.tables, "\(result.output)")
            for (table, rows) in shape.rows {
                let values = try #require(Self.columns[Self.collectionTable(table)]).split(separator: ",").map {
                    "quote(\($0.trimmingCharacters(in: .whitespaces)))"
                }
                let sql = "SELECT \(values.joined(separator: " || ',' || ")) FROM \(table) ORDER BY \(values[0])"
                #expect(try stored.strings(sql) == rows, "\(table)")
            }
            #expect(try stored.count("rejected_rows") == 0)
            let again = try importAgain()
            let unchanged = shape.tables.mapValues { SummaryCounts(read: $0.read, unchanged: $0.read) }
            #expect(SummaryCounts.byTable(again.output) == unchanged, "\(again.output)")
        }
    }

    /// The table of `columns` a file's own raw table is named after: a raw table is named from its file and
    /// section (docs/IMPORT.md "One raw table per file and section"), and the fixtures hold the same
    /// collections.
    static func collectionTable(_ table: String) -> String {
        let files = ["farm_stands_backup", "farm_stands_backfire", "farm_stands_rest", "farm_stand_document"]
        for file in files where table.hasPrefix("raw_\(file)_") { return "raw_" + table.dropFirst(file.count + 5) }
        return table
    }

    /// A document's own fields are its row, not the file's export metadata.
    @Test func aDocumentExportedAloneKeepsItsFieldsAsARow() throws {
        try importing("farm-stand-document.json") { result, stored, _ throws in
            #expect(!result.output.contains("rejected:"))
            #expect(try stored.strings("SELECT quote(export_metadata) FROM import_files") == ["NULL"])
            #expect(
                try stored.strings("SELECT _source_location FROM raw_farm_stand_document") == ["$"])
        }
    }

    /// Inside a map or an array a geopoint is `{"latitude":…,"longitude":…}` and a reference its path; a
    /// coordinate the REST API leaves out (it is 0) is written as 0.
    @Test func nestedGeopointsAndReferencesKeepTheirMeaningInJSONText() throws {
        try importing("farm-stands-rest.json") { _, stored, _ throws in
            #expect(
                try stored.strings("SELECT hours FROM raw_farm_stands_rest_farmstands WHERE hours IS NOT NULL")
                    == [#"{"saturday":"8-14","entrance":{"latitude":42.3737,"longitude":0}}"#])
            #expect(
                try stored.strings("SELECT items FROM raw_farm_stands_rest_farmstands_visits") == [
                    #"["apples","products/squash"]"#
                ])
        }
    }

    /// Imports a fixture into a fresh folder, expects success, and hands the result, the database and a way
    /// to import the file again, reading it though it is unchanged (`--force`), to `check`.
    private func importing(
        _ file: String, _ check: (EndToEndTests.Result, DatabaseProbe, () throws -> EndToEndTests.Result) throws -> Void
    ) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", fixture(file).path], in: folder)
        #expect(result.status == 0, "\(result.error)")
        try check(
            result, try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path)),
            { try cli.larder(["import", "--force", fixture(file).path], in: folder) })
    }

    func fixture(_ name: String) -> URL {
        Paths.fixtures.appendingPathComponent("json/firestore/\(name)")
    }
}
