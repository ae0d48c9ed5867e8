import Foundation
import GRDB
import LarderTestSupport
import Testing

/// Issue 29 point 4: a raw table is named from the file and its section, never shared by two files
/// because their envelopes share a key. Through the `larder` executable.
@Suite struct RawTablePerFileTests {
    let cli = EndToEndTests()

    /// Three pages of a recipe manager's API (Mealie/Tandoor-like), each `{"page", "per_page", "total",
    /// "items"}`: shopping items, meal plans and recipes, each with columns of its own.
    static let pages: [(file: String, table: String, items: [[String: String]])] = [
        (
            "mealie-shopping.json", "raw_mealie_shopping_items",
            [
                ["id": "s1", "food": "milk", "note": "2 litres", "checked": "false"],
                ["id": "s2", "food": "eggs", "note": "", "checked": "true"],
            ]
        ),
        (
            "mealie-mealplans.json", "raw_mealie_mealplans_items",
            [["id": "7", "date": "2026-11-20", "entry_type": "dinner", "recipe_id": "r1"]]
        ),
        (
            "mealie-recipes.json", "raw_mealie_recipes_items",
            [["id": "r1", "slug": "lentil-soup", "org_url": "https://example.org/soup", "rating": "4"]]
        ),
    ]

    /// One page as the API writes it: booleans and numbers as JSON has them.
    static func page(_ items: [[String: String]]) -> String {
        let records: [String] = items.map { item -> String in
            "{"
                + item.keys.sorted().map { key -> String in
                    let value = item[key]!
                    let literal = ["true", "false"].contains(value) || Int(value) != nil ? value : "\"\(value)\""
                    return "\"\(key)\": \(literal)"
                }.joined(separator: ", ") + "}"
        }
        return #"{"page": 1, "per_page": 50, "total": \#(items.count), "items": [\#(records.joined(separator: ", "))]}"#
    }

    @Test func twoAPIPagesSharingAKeyKeepATableEach() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for page in Self.pages { try cli.write(Self.page(page.items), "data/\(page.file)", in: folder) }
        let result = try cli.larder(["import", "-v", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        try queue.read { db in
            #expect(try !db.tableExists("raw_items"))
            for page in Self.pages {
                #expect(result.output.contains("data/\(page.file) → \(page.table): \(page.items.count) read"))
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(page.table)\" ORDER BY _source_location")
                #expect(rows.count == page.items.count)
                // Only this page's keys are columns: no column of another page's items.
                let columns = Set(try db.columns(in: page.table).map(\.name)).subtracting([
                    "_source_file", "_source_location", "_row_json",
                ])
                #expect(columns == Set(page.items.flatMap(\.keys)), "\(page.table)")
                for (index, row) in rows.enumerated() {
                    #expect(row["_source_location"] as String? == "$.items[\(index)]")
                    for (key, value) in page.items[index] { #expect(row[key] as String? == value, "\(key)") }
                }
            }
        }
    }

    /// A database whose pages shared `raw_items` (larder before issue 29) keeps those rows: importing a
    /// page again fills the page's own table, leaves the shared one as it was and says so.
    @Test func aSharedTableOfAnEarlierImportIsLeftAsItWas() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Self.pages[0]
        try cli.write(Self.page(first.items), "data/\(first.file)", in: folder)
        #expect(try cli.larder(["import", "data"], in: folder).status == 0)
        // Make the table what an earlier larder made: named after the envelope key alone.
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        try queue.write { db in
            try db.execute(sql: "ALTER TABLE \"\(first.table)\" RENAME TO raw_items")
            try db.execute(
                sql: "UPDATE import_raw_tables SET table_name = 'raw_items', source_name = CAST('items' AS BLOB)"
                    + " WHERE table_name = ?", arguments: [first.table])
        }
        let before = try queue.read { try Row.fetchAll($0, sql: "SELECT * FROM raw_items ORDER BY 2") }
        try cli.write(Self.page([first.items[1]]), "data/\(first.file)", in: folder)
        let again = try cli.larder(["import", "data"], in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("data/\(first.file) → \(first.table): 1 read, 1 inserted"))
        let told = again.output + again.error
        #expect(told.contains("the rows an earlier import stored in `raw_items`"), "\(told)")
        let after = try queue.read { try Row.fetchAll($0, sql: "SELECT * FROM raw_items ORDER BY 2") }
        #expect(after == before)
        let foods = try queue.read { try String.fetchAll($0, sql: "SELECT food FROM \"\(first.table)\"") }
        #expect(foods == ["eggs"])
    }

    /// Seeded random files, each an envelope of one to three sections whose keys come from a small pool,
    /// in two folders so that some files share a name: rows of one file and section always share a table,
    /// rows of two differently named files or of two sections never do.
    @Test func noTwoFilesOrSectionsShareATableUnlessTheirNamesAreOne() throws {
        var random = SeededGenerator(seed: 29_04)
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = ["items", "results", "data", "entries"]
        var expected: [String: (name: String, count: Int)] = [:]
        for index in 0..<14 {
            let stem = "export-\(Int.random(in: 0..<8, using: &random))"
            let path = "data/\(index % 2 == 0 ? "a" : "b")/\(stem).json"
            guard expected.keys.allSatisfy({ !$0.hasPrefix(path + "#") }) else { continue }
            var members = [#""page": 1"#]
            for key in keys.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
                let count = Int.random(in: 1...3, using: &random)
                let records = (0..<count).map { #"{"zeta": "\#(stem)-\#(key)-\#($0)"}"# }
                members.append("\"\(key)\": [\(records.joined(separator: ", "))]")
                expected[path + "#" + key] = (stem + "/" + key, count)
            }
            try cli.write("{" + members.joined(separator: ", ") + "}", path, in: folder)
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        var tableOfName: [String: String] = [:]
        var nameOfTable: [String: String] = [:]
        try queue.read { db in
            for (place, want) in expected {
                let parts = place.split(separator: "#").map(String.init)
                let file = folder.appendingPathComponent(parts[0]).path
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'raw\\_%' ESCAPE '\\'")
                var found: [String] = []
                for table in tables {
                    let rows = try String.fetchAll(
                        db, sql: "SELECT zeta FROM \"\(table)\" WHERE _source_file = ? AND _source_location LIKE ?",
                        arguments: [file, "$.\(parts[1])[%"])
                    if !rows.isEmpty {
                        found.append(table)
                        #expect(rows.count == want.count, "\(place)")
                    }
                }
                #expect(found.count == 1, "\(place): \(found)")
                guard let table = found.first else { continue }
                #expect(tableOfName[want.name, default: table] == table, "\(want.name)")
                #expect(nameOfTable[table, default: want.name] == want.name, "\(table)")
                tableOfName[want.name] = table
                nameOfTable[table] = want.name
            }
        }
    }
}
