import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderRender
@testable import LarderStore

/// Names that come from files (headers, table names) stay names in SQL, and templates and output paths
/// stay inside their folders.
@Suite struct InjectionTests {
    /// Headers that would break a statement that spliced them, and ones that clash with larder's columns.
    static let hostileHeaders = [
        #""]; DROP TABLE inventory_items; --"#, "`a`b`", "[c]", "nul\u{0}name", "_row_json", "", "name",
    ]

    @Test func hostileHeadersBecomeQuotedColumnsOfTheRawTable() throws {
        let database = try LarderDatabase()
        let table = try database.writer.write { db in
            let writer = try RawTableWriter(
                db: db, sectionName: "x\"; DROP TABLE groups; --.csv", headers: Self.hostileHeaders,
                sourceFile: "/data/x.csv", typedPath: "x.csv")
            let values = Self.hostileHeaders.indices.map { SourceValue.string("v\($0)") }
            #expect(
                try writer.write(SourceRecord(location: .line(2), keys: Self.hostileHeaders, values: values).rawRecord)
                    == .inserted)
            return writer.tableName
        }
        #expect(table == "raw_x___drop_table_groups____")
        try database.writer.read { db in
            #expect(try db.tableExists("inventory_items") && db.tableExists("groups"))
            let columns = try db.columns(in: table).map(\.name)
            #expect(
                columns == [
                    "_source_file", "_source_location", "_row_json", #""]; DROP TABLE inventory_items; --"#, "`a`b`",
                    "[c]",
                    "nul\u{2400}name", "_row_json_5", "column", "name",
                ])
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM \(SchemaSQL.quoted(table))"))
            #expect(row[#""]; DROP TABLE inventory_items; --"#] == "v0")
            #expect(row["nul\u{2400}name"] == "v3")
        }
    }

    @Test func aPartialOutsideTheTemplatesFolderIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("SECRET", to: "secret.mustache")
        try folder.write("root:x:0:0", to: "etc/passwd.mustache")
        let templates = folder.url.appendingPathComponent("templates")
        for partial in ["../secret", "../../etc/passwd", "/etc/passwd"] {
            try folder.write("<p>{{> \(partial)}}</p>", to: "templates/index.html.mustache")
            #expect(
                throws: RenderError.partialMissing(
                    file: templates.appendingPathComponent(partial + ".mustache").path,
                    usedBy: templates.appendingPathComponent("index.html.mustache").path)
            ) { try TemplateLibrary(folder: templates) }
        }
    }

    @Test func aDynamicPartialNamedByDataFindsOnlyTemplatesOfTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("SECRET", to: "secret.mustache")
        try folder.write("<p>{{>*name}}</p>", to: "templates/index.html.mustache")
        try folder.write("inside", to: "templates/card.mustache")
        let library = try TemplateLibrary(folder: folder.url.appendingPathComponent("templates"))
        #expect(try library.render(["name": "card"], template: "index.html") == "<p>inside</p>")
        #expect(try library.render(["name": "../secret"], template: "index.html") == "<p></p>")
    }

    @Test(arguments: [
        ("index.html", true), ("north-flat-1a2b/report.md", true), ("../index.html", false), ("a/../../b", false),
        ("/etc/passwd", false), ("a//b", false), ("./a", false), ("a\u{0}b", false), ("", false),
    ])
    func outputPathsStayInsideTheFolder(_ path: String, inside: Bool) {
        #expect(OutputWriter.staysInside(path) == inside)
    }

    @Test func anOutputPathThatWouldLeaveTheFolderWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("site/output")
        #expect(throws: RenderError.self) {
            try OutputWriter(destination: output).write([("index.html", "ok"), ("../escaped.html", "no")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }
}
