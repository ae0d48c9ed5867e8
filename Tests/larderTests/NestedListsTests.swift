import Foundation
import GRDB
import LarderTestSupport
import Testing

/// Issue 29 point 2: an array of objects under any member of a record, at any depth of objects, is a
/// child section, one row per element, linked to its parent by the parent's id (or name) and JSON path.
/// Through the `larder` executable; what is stored is checked against what the test reads of its own
/// fixtures, never against larder's code.
@Suite struct NestedListsTests {
    let cli = EndToEndTests()

    /// A stored raw row: its table, and its columns as text (NULL left out).
    struct RawRow {
        var table: String
        var values: [String: String]
    }

    /// Every row of every raw table, by `<file name>#<_source_location>`; a place stored twice fails.
    static func rawRows(in folder: URL) throws -> [String: RawRow] {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        return try queue.read { db in
            var rows: [String: RawRow] = [:]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'raw\\_%' ESCAPE '\\'")
            for table in tables {
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
                    var values: [String: String] = [:]
                    for column in row.columnNames { if let text = row[column] as String? { values[column] = text } }
                    let file = URL(fileURLWithPath: try #require(values["_source_file"])).lastPathComponent
                    let location = file + "#" + (try #require(values["_source_location"]))
                    #expect(rows[location] == nil, "\(location) stored twice")
                    rows[location] = RawRow(table: table, values: values)
                }
            }
            return rows
        }
    }

    /// The issue's two shapes: a shopping-list app's list holding two lists in an object, and a receipt
    /// whose records each hold their items.
    @Test func aListInAnObjectAndAReceiptsItemsAreSectionsOfTheirOwn() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            #"{"id": "L1", "name": "Weekly", "items": {"purchase": [{"name": "Milk", "amount": "2"}, "#
                + #"{"name": "Eggs", "amount": "12"}], "recently": [{"name": "Bread", "amount": "1"}]}}"#,
            "data/shopping-list.json", in: folder)
        try cli.write(
            #"{"data": [{"store": "Aldi", "date": "2026-11-20", "items": [{"name": "Milk", "price": 1.09}, "#
                + #"{"name": "Eggs", "price": 2.49}]}, {"store": "Lidl", "date": "2026-11-21", "items": "#
                + #"[{"name": "Bread", "price": 0.99}]}]}"#,
            "data/receipt.json", in: folder)
        let result = try cli.larder(["import", "-v", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("9 read, 9 inserted, 0 updated, 0 unchanged, 0 rejected"), "\(result.output)")
        let rows = try Self.rawRows(in: folder)
        #expect(rows.count == 9, "\(rows.keys.sorted())")
        let expected: [(String, [String: String])] = [
            ("$", ["id": "L1", "name": "Weekly"]),
            ("$.items.purchase[0]", ["name": "Milk", "amount": "2", "shopping_list_id": "L1", "_parent_path": "$"]),
            ("$.items.purchase[1]", ["name": "Eggs", "amount": "12", "shopping_list_id": "L1", "_parent_path": "$"]),
            ("$.items.recently[0]", ["name": "Bread", "amount": "1", "shopping_list_id": "L1", "_parent_path": "$"]),
            ("$.data[0]", ["store": "Aldi", "date": "2026-11-20"]),
            ("$.data[1]", ["store": "Lidl", "date": "2026-11-21"]),
            ("$.data[0].items[0]", ["name": "Milk", "price": "1.09", "_parent_path": "$.data[0]"]),
            ("$.data[0].items[1]", ["name": "Eggs", "price": "2.49", "_parent_path": "$.data[0]"]),
            ("$.data[1].items[0]", ["name": "Bread", "price": "0.99", "_parent_path": "$.data[1]"]),
        ]
        for (location, values) in expected {
            let file = location.hasPrefix("$.data") ? "receipt.json#" : "shopping-list.json#"
            let row = try #require(rows[file + location], "\(location)")
            for (column, value) in values { #expect(row.values[column] == value, "\(location) \(column)") }
        }
        // The list inside the object is no JSON text of the list's own row any more.
        let list = "shopping-list.json#"
        let receipt = "receipt.json#"
        #expect(rows[list + "$"]?.values["items"] == nil)
        #expect(rows[receipt + "$.data[0]"]?.values["items"] == nil)
        #expect(Set(rows.values.map(\.table)).count == 5, "\(rows.values.map(\.table))")
        #expect(rows[list + "$.items.purchase[0]"]?.table == rows[list + "$.items.purchase[1]"]?.table)
        #expect(rows[receipt + "$.data[0].items[0]"]?.table == rows[receipt + "$.data[1].items[0]"]?.table)
    }

    /// Random records with lists at random depths of objects: every element of every list is stored
    /// once, in one table per list path, with its own scalars and its parent's link, as an
    /// independent walker of the generated document says.
    @Test func everyListAtAnyDepthIsStoredAsAnIndependentWalkerExpects() throws {
        var random = SeededGenerator(seed: 29_02)
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [String: Walker.Expected] = [:]
        for file in 0..<12 {
            var generator = Generator()
            let records = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                generator.record(depth: 0, using: &random)
            }
            let name = "gen\(file)"
            try cli.write(Generator.text(.array(records)), "data/\(name).json", in: folder)
            var walker = Walker(file: "\(name).json")
            for (index, record) in records.enumerated() {
                walker.walk(record, section: [name], location: "$[\(index)]", link: [:])
            }
            expected.merge(walker.expected) { first, _ in first }
        }
        let result = try cli.larder(["import", "data"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\(expected.count) read, \(expected.count) inserted"), "\(result.output)")
        let rows = try Self.rawRows(in: folder)
        var tableOfSection: [String: String] = [:]
        var sectionOfTable: [String: String] = [:]
        for (key, want) in expected {
            let row = try #require(rows[key], "\(key)")
            for (column, value) in want.values { #expect(row.values[column] == value, "\(key) \(column)") }
            #expect(tableOfSection[want.section, default: row.table] == row.table, "\(want.section)")
            #expect(sectionOfTable[row.table, default: want.section] == want.section, "\(row.table)")
            tableOfSection[want.section] = row.table
            sectionOfTable[row.table] = want.section
        }
        #expect(rows.count == expected.count)
    }
}

/// A JSON value of the generated documents, written by the test itself.
indirect enum GeneratedJSON {
    case string(String)
    case array([GeneratedJSON])
    case object([(String, GeneratedJSON)])
}

/// Generates records whose objects hold scalars, arrays of strings, objects and lists of records.
/// Keys come from words no kind of larder's knows and no key ends in `id` nor names a column of JSON,
/// so only the list rule applies.
struct Generator {
    static let scalarKeys = ["zeta", "quill", "ember", "fjord", "name"]
    static let listKeys = ["crate", "tray", "bough", "knoll"]
    private var counter = 0

    mutating func record(depth: Int, using random: inout SeededGenerator) -> GeneratedJSON {
        var members: [(String, GeneratedJSON)] = []
        if Bool.random(using: &random) {
            counter += 1
            members.append(("id", .string("r\(counter)")))
        }
        for key in Self.scalarKeys where Int.random(in: 0..<3, using: &random) == 0 {
            counter += 1
            members.append((key, .string("\(key)-\(counter)")))
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            members.append(("tags", .array([.string("a"), .string("b")])))
        }
        if members.isEmpty { members.append(("ember", .string("alone"))) }
        if depth < 3 {
            for key in Self.listKeys.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                members.append((key, container(depth: depth, using: &random)))
            }
        }
        return .object(members)
    }

    /// A list, or a list inside zero to two objects, which may hold a scalar of their own.
    private mutating func container(depth: Int, using random: inout SeededGenerator) -> GeneratedJSON {
        let list = GeneratedJSON.array(
            (0..<Int.random(in: 1...3, using: &random)).map { _ in record(depth: depth + 1, using: &random) })
        var value = list
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            var members: [(String, GeneratedJSON)] = [(Self.listKeys.randomElement(using: &random)!, value)]
            if Bool.random(using: &random) { members.insert(("note", .string("kept")), at: 0) }
            value = .object(members)
        }
        return value
    }

    /// The document as JSON text.
    static func text(_ value: GeneratedJSON) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { "\"\($0.0)\": \(text($0.1))" }.joined(separator: ", ") + "}"
        }
    }
}

/// The test's own reading of the list rule: which rows a generated document must give.
struct Walker {
    /// A row the document must give: its section (the path of list keys) and the values it must hold.
    struct Expected {
        var section: String
        var values: [String: String]
    }

    let file: String
    /// Rows by `<file>#<location>`.
    var expected: [String: Expected] = [:]

    /// Reads the record at `location`: its own scalars, and the lists in it (in objects at any depth).
    mutating func walk(_ record: GeneratedJSON, section: [String], location: String, link: [String: String]) {
        guard case .object(let members) = record else { return }
        var values = link
        var lists: [(path: [String], items: [GeneratedJSON])] = []
        var holdsFields = false
        for (key, value) in members {
            switch value {
            case .string(let text):
                values[key] = text
                holdsFields = true
            case .array(let items) where items.allSatisfy({ if case .object = $0 { true } else { false } }):
                lists.append(([key], items))
            case .array: holdsFields = true
            case .object: holdsFields = Self.collect(value, path: [key], into: &lists) || holdsFields
            }
        }
        if holdsFields {
            expected["\(file)#\(location)"] = Expected(section: section.joined(separator: "/"), values: values)
        }
        var childLink = ["_parent_path": location]
        let owner = section.count == 1 ? section[0] : section.last!
        let id = members.first { $0.0 == "id" }
        let name = members.first { $0.0 == "name" }
        if case .string(let text)? = id?.1 {
            childLink["\(owner)_id"] = text
        } else if case .string(let text)? = name?.1 {
            childLink["\(owner)_name"] = text
        }
        for list in lists {
            let listLocation = list.path.reduce(location) { $0 + ".\($1)" }
            for (index, item) in list.items.enumerated() {
                walk(item, section: section + list.path, location: "\(listLocation)[\(index)]", link: childLink)
            }
        }
    }

    /// Collects the lists inside an object; whether anything else is left in it.
    private static func collect(
        _ value: GeneratedJSON, path: [String], into lists: inout [(path: [String], items: [GeneratedJSON])]
    ) -> Bool {
        guard case .object(let members) = value else { return true }
        var left = false
        for (key, inner) in members {
            switch inner {
            case .array(let items) where items.allSatisfy({ if case .object = $0 { true } else { false } }):
                lists.append((path + [key], items))
            case .object: left = collect(inner, path: path + [key], into: &lists) || left
            default: left = true
            }
        }
        return left
    }
}
