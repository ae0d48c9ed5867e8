import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// JSON files imported end to end into a fresh in-memory database, and the rows they left there.
struct JSONFileImport {
    /// The database the files went into.
    let database: LarderDatabase
    /// What the import reported.
    let summary: ImportSummary

    /// The folder of JSON fixtures.
    static func fixture(_ name: String) throws -> String {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("json").appendingPathComponent(name).path
    }

    /// Imports `Fixtures/json/<name>` (a file or a folder).
    init(fixture name: String) throws {
        try self.init(paths: [try Self.fixture(name)])
    }

    /// Writes `text` as `name` into a fresh temporary folder and imports it.
    init(text: String, named name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try self.init(paths: [try folder.write(text, to: name)])
    }

    /// Imports the files at `paths`.
    init(paths: [String]) throws {
        database = try LarderDatabase()
        summary = try ImportSession(database: database).importPaths(paths)
    }

    /// The rows a query returns.
    func rows(_ sql: String) throws -> [Row] {
        try database.writer.read { try Row.fetchAll($0, sql: sql) }
    }

    /// Every column of every row of `table`, in `order`. An id larder derived from the natural key
    /// (`k` and 32 hex digits) reads `derived`, so expectations need not spell hashes. `id_scope`, which
    /// says where a short id is unique, is left out: `RowIdentityTests` checks it.
    func rows(of table: String, orderedBy order: String = "id") throws -> [Row] {
        let columns = try database.writer.read { try $0.columns(in: table).map(\.name) }.filter { $0 != "id_scope" }
        let list = columns.map { column in
            column == "id"
                ? "CASE WHEN id GLOB 'k[0-9a-f]*' AND length(id) = 33 THEN 'derived' ELSE id END AS id"
                : "\"\(column)\""
        }
        return try rows("SELECT \(list.joined(separator: ", ")) FROM \"\(table)\" ORDER BY \(order)")
    }

    /// The rejected rows: location, field and reason.
    func rejected() throws -> [Row] {
        try rows("SELECT location, field, reason FROM rejected_rows ORDER BY id")
    }

    /// Each section of each file as `name → table`.
    var sections: [String] {
        summary.files.flatMap { $0.sections.map { "\($0.name) → \($0.table)" } }
    }
}
