import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct JSONFlatRecordsTests {
    /// Every JSON and NDJSON file of the test fixtures, relative to `Fixtures/`.
    static let fixtures: [String] = {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        let extensions: Set<String> = ["json", "ndjson", "jsonl"]
        return files.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
            .map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }()

    @Test func theFixturesHoldFlatFilesOfBothKinds() {
        #expect(Self.fixtures.count > 40)
        #expect(Self.fixtures.contains("json/deals.json"))
        #expect(Self.fixtures.contains("json/fridgy-ingredients.ndjson"))
    }

    @Test(arguments: fixtures)
    func everyJSONFixtureStoresTheSameOnBothPaths(fixture: String) throws {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let both = try BothJSONPaths(paths: [root.appendingPathComponent(fixture).path])
        #expect(try both.differences() == [])
    }

    /// Shapes that leave the lean path part way, or never take it, and values it must read as the
    /// general path does.
    static let shapes: [(name: String, text: String)] = [
        (
            "deals.json",
            #"[{"id": "d1", "store_name": "Kroger", "item_name": "Milk", "original_price": 4.99, "discount_price": 3.49},"#
                + #" {"id": "d2", "store_name": "Kroger", "item_name": "Eggs", "original_price": 2, "discount_price": 3},"#
                + #" {"id": "d3", "store_name": "Aldi", "item_name": "Kale", "original_price": 3, "discount_price": 1,"#
                + #" "store": {"chain": "Aldi", "zip": "02139"}, "valid_until": "2026-12-01"},"#
                + #" {"id": "d4", "store_name": "Aldi", "item_name": "Figs", "original_price": -1, "discount_price": 1}]"#
        ),
        (
            "food.json",
            #"[{"tags": ["cold"], "name": "Milk", "quantity": 1}, {"name": "Eggs", "quantity": "6"}]"#
        ),
        ("food.json", #"[{"name": "Milk", "quantity": 1}, 5, "six", {"name": "Eggs"}, [1, 2]]"#),
        ("food.json", #"{"exportedAt": "2026-11-22", "food_items": [{"name": "Milk"}, {"name": "Eggs"}]}"#),
        ("food.json", #"[{"name": "Milk", "quantity": 1}] [{"name": "Eggs", "quantity": 2}]"#),
        ("food.ndjson", "{\"name\": \"Milk\", \"quantity\": 1}\n[{\"name\": \"Eggs\"}]\n{\"name\": \"Figs\"}\n"),
        ("food.ndjson", "{\"name\": \"Milk\", \"quantity\": 1}\n{\"name\": \"Eggs\", \"expiry\": {\"d\": 1}}\n"),
        (
            "wish-items.json",
            #"[{"name": "Tent", "rating": 5}, {"rating": 2, "name": "Lamp"}, {"name": "Rope"},"#
                + #" {"name": "Mug", "rating": 3, "notes": "blue"}, {"name": "Pan", "name": "Pot", "rating": 9}, {}]"#
        ),
        (
            "stands.json",
            #"[{"name": "projects/p/databases/(default)/documents/farmStands/s1", "createTime": "2026-01-01T00:00:00Z"},"#
                + #" {"name": "Stand 2", "createTime": "2026-01-02T00:00:00Z"}]"#
        ),
        ("stands.json", #"[{"id": "s1", "name": "North", "__collections__": 3}, {"id": "s2", "name": "South"}]"#),
        (
            "shopping-items.json",
            #"[{"id": 12.0, "group_id": "g1", "name": "Milk \"whole\" \u00e9\n", "category_id": "Dairy","#
                + #" "is_purchased": true, "purchased_at": null, "quantity": 2, "notes": false},"#
                + #" {"id": 13, "group_id": "g1", "name": "Eggs", "category_id": "",  "is_purchased": false}]"#
        ),
        (
            "inventory.json",
            #"[{"name": "Milk", "expiration_date": "03/04/2026"}, {"name": "Eggs", "expiration_date": "13/04/2026"},"#
                + #" {"name": "Kale", "expiration_date": "31/12/24"}]"#
        ),
        ("food.json", #"[{"name": "Milk"}, {"name": "Eggs", "price": "#),
        ("food.json", #"[{"name": "Milk"}, {"name": "Eggs"}"#),
        ("food.json", #"[{"name": "Milk"}, {"name": "Eggs"}] x"#),
        ("food.json", "[{\"name\": \"Milk\"}, {\"name\": \"Eg\\u0000gs\"}]"),
        ("food.ndjson", "{\"name\": \"Milk\"}\n{\"name\": \"Eggs\"}\n{\"name\" \"Figs\"}\n"),
        ("food.json", "[]"),
        ("food.ndjson", "\n\n"),
    ]

    @Test(arguments: shapes)
    func everyShapeStoresTheSameOnBothPaths(name: String, text: String) throws {
        let both = try BothJSONPaths(text: text, named: name)
        #expect(try both.differences() == [])
    }

    @Test func aNumberIDAndEscapedTextAreStoredAsTheGeneralPathStoresThem() throws {
        let shape = try #require(Self.shapes.first { $0.name == "shopping-items.json" })
        let both = try BothJSONPaths(text: shape.text, named: shape.name)
        let stored = try both.lean.rows("SELECT id, name, is_purchased, notes FROM shopping_items")
        #expect(stored == [["id": "12", "name": "Milk \"whole\" é", "is_purchased": 1, "notes": "false"]])
    }

    @Test func aRejectedFlatRecordNamesItsJSONPathAndKeepsTheObjectAsExported() throws {
        let both = try BothJSONPaths(text: Self.shapes[0].text, named: "deals.json")
        let rejected = try both.lean.rows("SELECT location, field, raw_row FROM rejected_rows ORDER BY id")
        #expect(rejected.map { $0["location"] as String } == ["$[1]", "$[3]"])
        #expect(rejected.map { $0["field"] as String } == ["discount_price", "original_price"])
        #expect(
            rejected.first?["raw_row"] as String?
                == #"{"id":"d2","store_name":"Kroger","item_name":"Eggs","original_price":2,"discount_price":3}"#)
        #expect(try both.lean.rows(of: "deals").map { $0["id"] as String } == ["d1", "d3"])
    }

    @Test func recordsBeforeANestedValueStayHandedOnAndTheRestGoesTheGeneralWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            #"[{"id": "a", "n": 1}, {"id": "b", "n": 2}, {"id": "c", "tags": ["x"], "n": 3}, {"id": "d", "n": 4}]"#
        let url = URL(fileURLWithPath: try folder.write(text, to: "food.json"))
        var flat: [SourceRecord] = []
        var general: [SourceRecord] = []
        var sections: [[String]] = []
        try JSONReader(url: url, path: "food.json").read(
            section: { sections.append($0.headers) }, record: { record, _ in general.append(record) },
            flat: { record, _ in flat.append(record.sourceRecord) }, metadata: { _ in })
        #expect(sections == [["id", "n"]])
        #expect(flat.map(\.location) == [.jsonPath("$[0]"), .jsonPath("$[1]")])
        #expect(flat.map(\.values) == [[.string("a"), .number("1")], [.string("b"), .number("2")]])
        #expect(general.map(\.location) == [.jsonPath("$[2]"), .jsonPath("$[3]")])
        #expect(general.map(\.keys) == [["id", "tags", "n"], ["id", "n"]])
        #expect(general.first?.values == [.string("c"), .json(#"["x"]"#), .number("3")])
    }

    @Test func recordsWithTheSameKeysShareOneKeyArray() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text = "{\"a\": 1, \"b\": true}\n{\"a\": 2, \"b\": null}\n{\"b\": 3, \"a\": \"x\"}\n{\"b\": 4}\n"
        let url = URL(fileURLWithPath: try folder.write(text, to: "lines.ndjson"))
        var keys: [[String]] = []
        var values: [[SourceValue]] = []
        var shared: [Bool] = []
        try JSONReader(url: url, path: "lines.ndjson").read(
            section: { _ in }, record: { _, _ in Issue.record("a flat record went the general way") },
            flat: { record, _ in
                shared.append(
                    keys.last.map { $0.withUnsafeBufferPointer(\.baseAddress) }
                        == record.keys.withUnsafeBufferPointer(\.baseAddress))
                keys.append(record.keys)
                values.append(record.sourceRecord.values)
            }, metadata: { _ in })
        #expect(keys == [["a", "b"], ["a", "b"], ["b", "a"], ["b"]])
        #expect(shared == [false, true, false, false])
        #expect(values[1] == [.number("2"), .null])
        #expect(values[2] == [.number("3"), .string("x")])
    }

    @Test func aKeptRecordIsTheRecordTheGeneralPathBuilds() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text = #"[{"id": 12.0, "name": "Milk \"whole\"", "bought": false, "notes": null, "size": 1.5e3}]"#
        let url = URL(fileURLWithPath: try folder.write(text, to: "food.json"))
        let batch = ImportBatch()
        var kept: [(SourceRecord, SourceRecord)] = []
        try JSONReader(url: url, path: "food.json").read(
            section: { _ in }, record: { _, _ in },
            flat: { record, _ in kept.append((batch.record(for: batch.keep(record), keys: []), record.sourceRecord)) },
            metadata: { _ in })
        let (fromBatch, built) = try #require(kept.first)
        #expect(fromBatch.location == .jsonPath("$[0]"))
        #expect(fromBatch.keys == built.keys)
        #expect(fromBatch.values == built.values)
        #expect(
            fromBatch.exportedJSON == #"{"id":12.0,"name":"Milk \"whole\"","bought":false,"notes":null,"size":1.5e3}"#)
        #expect(built.exportedJSON == fromBatch.exportedJSON)
    }
}
