import Foundation
import LarderTestSupport
import Testing

/// `larder datasette-metadata` prints Datasette's metadata: every table's description as docs/SCHEMA.md
/// gives it (read here by the test's own reading of that file), every column described, the bookkeeping
/// tables hidden, keyed by the database's file name, and no database created.
@Suite struct DatasetteMetadataCommandTests {
    /// docs/SCHEMA.md's tables and views: each `### \`name\`` heading and the paragraph under it, and the
    /// names in the first cell of its column table.
    static func documented() throws -> [String: (summary: String, columns: Set<String>)] {
        let text = try String(contentsOf: Paths.docs.appendingPathComponent("SCHEMA.md"), encoding: .utf8)
        var result: [String: (summary: String, columns: Set<String>)] = [:]
        for section in text.components(separatedBy: "\n### `").dropFirst() {
            let lines = section.components(separatedBy: "\n## ")[0].components(separatedBy: "\n")
            let name = String(lines[0].prefix { $0 != "`" })
            let columns = lines.compactMap { line in
                line.firstMatch(of: /^\| `([a-z_0-9]+)` \|/).map { String($0.1) }
            }
            result[name] = (lines[2], Set(columns))
        }
        return result
    }

    @Test func theMetadataDescribesWhatSchemaMdDocumentsAndHidesTheBookkeeping() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try EndToEndTests().larder(["datasette-metadata", "--db", "home/our larder.db"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("home").path))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["title"] as? String == "larder")
        let databases = try #require(json["databases"] as? [String: Any])
        #expect(Array(databases.keys) == ["our larder"])
        let tables = try #require((databases["our larder"] as? [String: Any])?["tables"] as? [String: [String: Any]])
        let documented = try Self.documented()
        #expect(documented.count >= 30)
        for (name, doc) in documented {
            let entry = try #require(tables[name], "\(name) is in docs/SCHEMA.md but not in the metadata")
            #expect(entry["description"] as? String == doc.summary, "\(name)")
            let columns = try #require(entry["columns"] as? [String: String], "\(name)")
            #expect(Set(columns.keys) == doc.columns, "\(name)")
            #expect(columns.values.allSatisfy { !$0.isEmpty }, "\(name)")
        }
        for hidden in ["grdb_migrations", "import_line_digests", "import_line_sets", "import_raw_tables"] {
            #expect(tables[hidden]?["hidden"] as? Bool == true, "\(hidden)")
        }
        #expect(tables["rejected_rows"]?["hidden"] == nil && tables["rejected_rows"]?["description"] != nil)
        #expect(tables["categories"]?["label_column"] as? String == "name")
        #expect(tables["deals"]?["label_column"] == nil)
    }

    @Test func theDefaultDatabaseIsLarder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try EndToEndTests().larder(["datasette-metadata"], in: folder.url)
        #expect(run.status == 0 && run.output.contains(#""larder" : {"#), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("larder.sqlite").path))
    }
}
