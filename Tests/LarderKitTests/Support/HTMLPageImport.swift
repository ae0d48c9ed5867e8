import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// One page imported end to end into a fresh in-memory database, and the rows it left there.
struct HTMLPageImport {
    /// The database the page went into.
    let database: LarderDatabase
    /// What the import reported.
    let summary: ImportSummary
    /// The page's path, as messages show it.
    let path: String

    /// Imports `Fixtures/html/<name>`.
    init(fixture name: String) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        try self.init(path: fixtures.appendingPathComponent("html").appendingPathComponent(name).path)
    }

    /// Writes `html` as `name` into a fresh temporary folder and imports it.
    init(page html: String, named name: String) throws {
        try self.init(bytes: Data(html.utf8), named: name)
    }

    /// Writes `bytes` as `name` into a fresh temporary folder and imports it.
    init(bytes: Data, named name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try self.init(path: try folder.write(bytes, to: name))
    }

    /// Imports the file at `path`.
    init(path: String) throws {
        database = try LarderDatabase()
        summary = try ImportSession(database: database).importPaths([path])
        self.path = path
    }

    /// The rows a query returns.
    func rows(_ sql: String) throws -> [Row] {
        try database.writer.read { try Row.fetchAll($0, sql: sql) }
    }

    /// Every column of every row of `table`, in `order`. An id larder derived from the natural key
    /// (`k` and 32 hex digits) reads `derived`, so expectations need not spell hashes. `id_scope`, which
    /// says where a short id is unique, is left out: `RowIdentityTests` checks it.
    func rows(of table: String, orderedBy order: String) throws -> [Row] {
        let columns = try database.writer.read { try $0.columns(in: table).map(\.name) }.filter { $0 != "id_scope" }
        let list = columns.map { column in
            column == "id"
                ? "CASE WHEN id GLOB 'k[0-9a-f]*' AND length(id) = 33 THEN 'derived' ELSE id END AS id"
                : "\"\(column)\""
        }
        return try rows("SELECT \(list.joined(separator: ", ")) FROM \"\(table)\" ORDER BY \(order)")
    }
}
