import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// One page imported end to end into a fresh in-memory database, and the rows it left there.
struct HTMLPageImport: ImportedDatabase {
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
}
