import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderRender
@testable import LarderStore

/// Names never collide: owner folders, raw tables and columns made from headers are unique by
/// construction, and the same input always gives the same name (docs/RELIABILITY.md).
///
/// Each test draws thousands of random and adversarial names from a seeded generator and checks larder's
/// names against what the test works out on its own: which inputs must share a name, and which never may.
@Suite struct UniqueNamesTests {
    /// Names chosen to break a slug: case, punctuation, Unicode forms of one text, paths, reserved words.
    static let adversarial = [
        "Ab", "ab!", "AB", "a b", "a-b", "a_b", "a--b", "..", ".", "/", "../x", "index", "index.html", "report",
        "café", "cafe\u{301}", "CAFÉ", "ＡＢ", "", " ", "-", "—", "🙂", "owner", "owner-0000", "ab-6d4a", "ab-6d4a-2",
        String(repeating: "x", count: 80), String(repeating: "y", count: 40) + "z", "a\u{0}b", "a\nb", "a/b", "a\\b",
    ]

    /// A random name: adversarial pieces, letters, digits and punctuation run together.
    static func randomName(_ random: inout SeededGenerator) -> String {
        let pieces = adversarial + ["a", "b", "1", "2", "-", "_", ".", " ", "!", "é", "É", "ß", "ǅ", "x"]
        return (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func noTwoOwnersShareAFolder() throws {
        var random = SeededGenerator(seed: 25)
        var owners: [Owner] = []
        for index in 0..<10_000 {
            let name = index < Self.adversarial.count ? Self.adversarial[index] : Self.randomName(&random)
            // Ids repeat names, differ only in case or in one character: the hash cannot tell all apart.
            let id = [name, name.uppercased(), name + "!", "\(index)"].randomElement(using: &random)! + "#\(index)"
            let kind: Owner.Kind = Bool.random(using: &random) ? .group : .user
            owners.append(Owner(kind: kind, id: id, name: name, slug: Owner.slug(name: name, id: id), members: []))
        }
        let named = Owner.withUniqueSlugs(owners)
        let slugs = named.map(\.slug)
        #expect(Set(slugs).count == owners.count, "two owners share a folder")
        // The oracle: a folder name a path cannot misread, and one larder's output folder check knows.
        let safe = try Regex("^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{4}(-[1-9][0-9]*)?$")
        for slug in slugs {
            #expect(slug.wholeMatch(of: safe) != nil, "\(slug) is not a safe folder name")
            #expect(OutputFolder.isOwnerFolderName(slug), "\(slug) is not recognised as an owner folder")
        }
        #expect(Owner.withUniqueSlugs(owners).map(\.slug) == slugs, "the same owners got other folders")
        print(
            "names: \(owners.count) owners, \(Set(owners.map(\.slug)).count) distinct hashed slugs, \(Set(slugs).count) folders"
        )
    }

    @Test func twoOwnersWhoseNameAndHashAgreeGetTwoFolders() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO groups (id, name) VALUES ('g1', 'Ab'), ('g2', 'ab!')")
        }
        var owners = try database.writer.read { try Owner.all(in: $0) }
        // Force the hash to agree, as an export's author can choose ids that do.
        owners = owners.map { Owner(kind: $0.kind, id: $0.id, name: $0.name, slug: "ab-6d4a", members: []) }
        #expect(Owner.withUniqueSlugs(owners).map(\.slug) == ["ab-6d4a", "ab-6d4a-2"])
    }

    nonisolated(unsafe) static let extensionPattern = try! Regex("(?s)(.+)\\.[\\p{L}\\p{N}]+")

    /// The test's own rule for which section names share a raw table: equal once the file extension is
    /// dropped (a regular expression), lowercased and composed.
    static func sharedName(_ name: String) -> String {
        let stem = name.wholeMatch(of: extensionPattern)?.output[1].substring.map(String.init)
        return (stem ?? name).lowercased().precomposedStringWithCanonicalMapping
    }

    @Test func noTwoSectionNamesShareARawTable() throws {
        var random = SeededGenerator(seed: 2511)
        var names = Self.adversarial.filter { !$0.isEmpty } + Self.adversarial.map { $0 + ".csv" }
        while names.count < 10_000 {
            let name = Self.randomName(&random)
            names.append(
                [name, name + ".csv", name.uppercased() + ".JSON", name + " table 2"].randomElement(using: &random)!)
        }
        let database = try LarderDatabase()
        let tables = try database.writer.write { db in
            try names.map { try RawTableWriter.claimTableName(for: $0, in: db) }
        }
        var ownerOfTable: [String: String] = [:]
        var tableOfName: [String: String] = [:]
        let safe = try Regex("^raw_[a-z0-9_]+$")
        for (name, table) in zip(names, tables) {
            let shared = Self.sharedName(name)
            #expect(table.wholeMatch(of: safe) != nil, "\(table) is not a plain identifier")
            // SQLite compares table names with ASCII case folded.
            let folded = table.lowercased()
            if let owner = ownerOfTable[folded] {
                #expect(owner == shared, "\(name) shares \(table) with a name that is not its own")
            }
            ownerOfTable[folded] = shared
            if let earlier = tableOfName[shared] { #expect(earlier == table, "\(name) moved from \(earlier)") }
            tableOfName[shared] = table
        }
        let again = try database.writer.write { db in
            try names.map { try RawTableWriter.claimTableName(for: $0, in: db) }
        }
        #expect(again == tables, "the same names got other tables")
        print("names: \(names.count) section names, \(tableOfName.count) distinct, \(Set(tables).count) raw tables")
    }

    @Test func headersBecomeAsManyColumnsAsTheyAre() throws {
        var random = SeededGenerator(seed: 253)
        let pool = ["a", "a_2", "a_3", "A", "b", "", " ", "column_1", "column_2", "a_3_3", "price", "Price", "x_1"]
        var rows = 0
        for _ in 0..<10_000 {
            let headers = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Bool.random(using: &random) ? pool.randomElement(using: &random)! : Self.randomName(&random)
            }
            let names = CSVReader.uniqueHeaders(headers)
            let trimmed = headers.map { $0.trimmingCharacters(in: .init(charactersIn: " \t\n\r\u{A0}")) }
            #expect(names.count == headers.count)
            #expect(Set(names).count == names.count, "\(headers) gave \(names)")
            #expect(!names.contains { $0.isEmpty })
            // The first of each name the row gives keeps it.
            for (index, header) in trimmed.enumerated() where !header.isEmpty && trimmed.firstIndex(of: header) == index
            {
                #expect(names[index] == header, "\(headers) renamed the first \(header)")
            }
            rows += 1
        }
        print("names: \(rows) header rows")
    }

    @Test func everyHeaderOfARawFileIsAColumnOfItsOwn() throws {
        var random = SeededGenerator(seed: 2525)
        let pool = ["a", "a_2", "a_3", "A", "b", "", "column_1", "_source_file", "_row_json", "Name", "name", "NAME"]
        let database = try LarderDatabase()
        for round in 0..<100 {
            let headers = (0..<Int.random(in: 2...7, using: &random)).map { _ in pool.randomElement(using: &random)! }
            let values = headers.indices.map { "v\(round)_\($0)" }
            let csv = headers.map { "\"\($0)\"" }.joined(separator: ",") + "\n" + values.joined(separator: ",") + "\n"
            let run = try ImportRun.of("headers\(round).csv", csv, into: database, as: "raw")
            let row = try run.row("SELECT * FROM raw_headers\(round)")
            let stored = row.columnNames.filter { !RawTableWriter.sourceColumns.contains($0) }
            #expect(stored.count == headers.count, "\(headers) gave columns \(stored)")
            let texts = Set(stored.map { row[$0] as String? })
            for value in values { #expect(texts.contains(value), "\(headers): \(value) is in no column") }
        }
    }
}
