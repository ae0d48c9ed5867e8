import Foundation
import GRDB
import LarderTestSupport
import Testing

/// Issue 29 point 9: Firestore exporters' other markers, through the `larder` executable, on fixtures the
/// test writes in their shapes (no exporter's file is copied):
/// - fs_service (github.com/sla-000/fs_service, `get-doc`/`get-col`, README and
///   `test/domain/mappers/value_mapper_test.dart`): keys prefixed `$` — `$name` (the id), `$createTime`,
///   `$updateTime`, `$collections: [{"$name": …, "$documents": […]}]` — and typed values as prefixed
///   strings, `datetime://`, `reference://`, `location://lat/lon`, `bytes://`;
/// - typed values saved as JSON inside a string (`"{\"_seconds\":…,\"_nanoseconds\":…}"`, the admin SDK's
///   JSON, and node-firestore-import-export's `{"__datatype__": …}`), as an app that stringifies its values
///   writes them.
/// Every document the test's own reader counts ends stored, one table per collection.
@Suite struct FirestoreMarkersTests {
    let cli = EndToEndTests()

    /// One fs_service document with two levels of subcollections and every prefixed value.
    static let document = """
        {"title": "Saturday market", "held": "datetime://2026-11-21T08:00:00.000Z",
         "place": "location://42.3736/-71.1097",
         "organiser": "reference://projects/p/databases/(default)/documents/users/u1",
         "logo": "bytes://dGVzdA==",
         "$name": "market-01", "$createTime": "2026-11-01T10:00:00.000Z", "$updateTime": "2026-11-02T10:00:00.000Z",
         "$collections": [
           {"$name": "stalls", "$documents": [
             {"owner": "Esperanza", "opened": "datetime://2026-11-21T08:30:00.000Z", "$name": "stall-1",
              "$createTime": "2026-11-01T10:00:00.000Z",
              "$collections": [{"$name": "sales", "$documents": [
                {"item": "apples", "pounds": 3, "$name": "sale-1", "$createTime": "2026-11-21T09:00:00.000Z"},
                {"item": "squash", "pounds": 5, "$name": "sale-2", "$createTime": "2026-11-21T09:05:00.000Z"}]}]},
             {"owner": "Wilson", "$name": "stall-2", "$createTime": "2026-11-01T10:00:00.000Z"}]},
           {"$name": "visitors", "$documents": [
             {"count": 120, "at": "{\\"_seconds\\":1763712000,\\"_nanoseconds\\":0}", "$name": "v-1",
              "$updateTime": "2026-11-21T12:00:00.000Z"}]}
         ]}
        """

    /// A node-firestore-import-export export whose typed values an app saved as JSON text.
    static let stringified = """
        {"__collections__": {"crates": {
          "p1": {"name": "Rice", "bought": "{\\"__datatype__\\":\\"timestamp\\",\\"value\\":{\\"_seconds\\":1763712000,\\"_nanoseconds\\":0}}",
                 "shelf": "{\\"__datatype__\\":\\"geopoint\\",\\"value\\":{\\"_latitude\\":1.5,\\"_longitude\\":-2.25}}",
                 "owner": "{\\"__datatype__\\":\\"documentReference\\",\\"value\\":\\"users/u1\\"}",
                 "note": "{not json}", "spots": [{"_latitude": 1.5, "_longitude": -2.25}]},
          "p2": {"name": "Oats", "bought": "{\\"_seconds\\":1763798400,\\"_nanoseconds\\":500000000}"}}}}
        """

    /// The test's own count of an fs_service tree: every object with `$name` under `$collections`, by
    /// collection path (`stalls/sales`), with its id.
    static func documents(in object: [String: Any], path: [String], into found: inout [(String, String)]) {
        guard let collections = object["$collections"] as? [[String: Any]] else { return }
        for collection in collections {
            let name = collection["$name"] as! String
            for document in collection["$documents"] as! [[String: Any]] {
                found.append(((path + [name]).joined(separator: "/"), document["$name"] as! String))
                documents(in: document, path: path + [name], into: &found)
            }
        }
    }

    @Test func fsServicesPrefixedKeysAndStringsAreReadAsFirestores() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(Self.document, "data/market.json", in: folder)
        let result = try cli.larder(["import", "-v", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        var expected: [(String, String)] = [("", "market-01")]
        let object = try JSONSerialization.jsonObject(with: Data(Self.document.utf8)) as! [String: Any]
        Self.documents(in: object, path: [], into: &expected)
        #expect(expected.count == 6)
        #expect(result.output.contains("6 read, 6 inserted, 0 updated, 0 unchanged, 0 rejected"), "\(result.output)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        let tables: [String: String] = [
            "": "raw_market", "stalls": "raw_market_stalls", "stalls/sales": "raw_market_stalls_sales",
            "visitors": "raw_market_visitors",
        ]
        try queue.read { db in
            for (collection, id) in expected {
                let table = try #require(tables[collection])
                let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\" WHERE id = ?", arguments: [id])
                #expect(count == 1, "\(collection) \(id)")
            }
            let market = try #require(try Row.fetchOne(db, sql: "SELECT * FROM raw_market"))
            #expect(market["held"] as String? == "2026-11-21T08:00:00.000Z")
            #expect(market["place_latitude"] as String? == "42.3736")
            #expect(market["place_longitude"] as String? == "-71.1097")
            #expect(market["organiser"] as String? == "users/u1")
            #expect(market["logo"] as String? == "dGVzdA==")
            let columns = try db.columns(in: "raw_market").map(\.name)
            #expect(!columns.contains { $0.hasPrefix("$") }, "\(columns)")
            let sale = try #require(
                try Row.fetchOne(db, sql: "SELECT * FROM raw_market_stalls_sales WHERE id = 'sale-2'"))
            #expect(sale["stall_id"] as String? == "stall-1")
            #expect(sale["_parent_path"] as String? == "market-01/stalls/stall-1")
            #expect(sale["pounds"] as String? == "5")
            let stall = try #require(try Row.fetchOne(db, sql: "SELECT * FROM raw_market_stalls WHERE id = 'stall-1'"))
            #expect(stall["market_id"] as String? == "market-01")
            #expect(stall["opened"] as String? == "2026-11-21T08:30:00.000Z")
            let visitor = try #require(try Row.fetchOne(db, sql: "SELECT * FROM raw_market_visitors"))
            #expect(visitor["at"] as String? == Self.iso(seconds: 1_763_712_000))
        }
    }

    /// Flat fs_service documents in a top-level array (no map, no list: the lean JSON path's shape) are
    /// read as documents too, and `datetime://` in a record that is no Firestore document stays text.
    @Test func flatDocumentsInAnArrayAreDocumentsAndOtherRecordsKeepTheirText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            #"[{"owner": "Esperanza", "opened": "datetime://2026-11-21T08:30:00.000Z", "$name": "stall-1","#
                + #" "$createTime": "2026-11-01T10:00:00.000Z"}, {"owner": "Wilson", "$name": "stall-2"}]"#,
            "data/stalls.json", in: folder)
        try cli.write(#"[{"label": "datetime://not-a-document"}]"#, "data/labels.json", in: folder)
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        let stalls = try queue.read {
            try Row.fetchAll($0, sql: "SELECT id, owner, opened FROM raw_stalls ORDER BY id")
        }
        #expect(stalls.map { $0["id"] as String? } == ["stall-1", "stall-2"])
        #expect(stalls.first?["opened"] as String? == "2026-11-21T08:30:00.000Z")
        let labels = try queue.read { try String.fetchAll($0, sql: "SELECT label FROM raw_labels") }
        #expect(labels == ["datetime://not-a-document"])
    }

    @Test func typedValuesSavedAsJSONTextAreReadAsTheValuesTheyAre() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(Self.stringified, "data/backup.json", in: folder)
        let result = try cli.larder(["import", "-v", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected"), "\(result.output)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        try queue.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM raw_backup_crates ORDER BY id")
            #expect(rows.count == 2)
            #expect(rows[0]["bought"] as String? == Self.iso(seconds: 1_763_712_000))
            #expect(rows[0]["shelf_latitude"] as String? == "1.5")
            #expect(rows[0]["shelf_longitude"] as String? == "-2.25")
            #expect(rows[0]["owner"] as String? == "users/u1")
            #expect(rows[0]["note"] as String? == "{not json}")
            // A list of geopoints is a value of the document, not a list of records.
            #expect(rows[0]["spots"] as String? == #"[{"latitude":1.5,"longitude":-2.25}]"#)
            #expect(try !db.tableExists("raw_backup_crates_spots"))
            let second = String(Self.iso(seconds: 1_763_798_400).dropLast())
            #expect((rows[1]["bought"] as String?)?.hasPrefix(second) == true, "\(rows[1])")
        }
    }

    /// Seeded random fs_service trees, up to three collections deep, with typed strings: every document the
    /// test's own walker finds is stored once, in the table of its collection path, with its id, its parent's
    /// id and path, and each typed string read as the value it marks.
    @Test func everyDocumentOfRandomTreesIsStoredInItsCollectionsTable() throws {
        var random = SeededGenerator(seed: 29_09)
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [(table: String, id: String, values: [String: String])] = []
        for file in 0..<6 {
            var counter = 0
            func document(path: [String], parentPath: String?, parentID: String?, depth: Int) -> String {
                counter += 1
                let id = "d\(file)-\(counter)"
                let own = [parentPath, path.last, id].compactMap { $0 }.joined(separator: "/")
                let day = Int.random(in: 10...28, using: &random)
                let latitude = Double(Int.random(in: -900...900, using: &random)) / 10
                var values = [
                    "id": id, "when": "2026-11-\(day)T09:00:00.000Z", "spot_latitude": "\(latitude)",
                    "spot_longitude": "12.5", "ref": "users/u\(counter)",
                ]
                if let parentID, let parentPath {
                    let owner = path.count == 1 ? "gen\(file)" : path[path.count - 2]
                    values[(owner.hasSuffix("s") ? String(owner.dropLast()) : owner) + "_id"] = parentID
                    values["_parent_path"] = parentPath
                }
                let table = "raw_gen\(file)" + path.map { "_" + $0 }.joined()
                expected.append((table, id, values))
                var members = [
                    #""$name": "\#(id)""#, #""$createTime": "2026-11-01T00:00:00.000Z""#,
                    #""when": "datetime://2026-11-\#(day)T09:00:00.000Z""#,
                    #""spot": "location://\#(latitude)/12.5""#,
                    #""ref": "reference://projects/p/databases/(default)/documents/users/u\#(counter)""#,
                ]
                if depth < 3 {
                    let names = ["bins", "lots", "runs", "pegs"].shuffled(using: &random)
                    let collections = names.prefix(Int.random(in: 0...2, using: &random)).map { name in
                        let documents = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                            document(path: path + [name], parentPath: own, parentID: id, depth: depth + 1)
                        }
                        return #"{"$name": "\#(name)", "$documents": [\#(documents.joined(separator: ", "))]}"#
                    }
                    members.append(#""$collections": [\#(collections.joined(separator: ", "))]"#)
                }
                return "{" + members.joined(separator: ", ") + "}"
            }
            let text = document(path: [], parentPath: nil, parentID: nil, depth: 0)
            try cli.write(text, "data/gen\(file).json", in: folder)
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\(expected.count) read, \(expected.count) inserted"), "\(result.output)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        try queue.read { db in
            for document in expected {
                let rows = try Row.fetchAll(
                    db, sql: "SELECT * FROM \"\(document.table)\" WHERE id = ?", arguments: [document.id])
                #expect(rows.count == 1, "\(document.table) \(document.id)")
                guard let row = rows.first else { continue }
                for (column, value) in document.values {
                    let stored = row[column] as String?
                    if column == "spot_latitude" {
                        #expect(stored.flatMap(Double.init) == Double(value), "\(document.id) \(column)")
                    } else {
                        #expect(stored == value, "\(document.id) \(column)")
                    }
                }
            }
        }
    }

    /// Seconds since 1970 as larder writes a Firestore timestamp, computed here with Foundation.
    static func iso(seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
