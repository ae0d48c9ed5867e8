import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// JSON files imported end to end into a fresh in-memory database, and the rows they left there.
struct JSONFileImport: ImportedDatabase {
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

    /// Imports the files at `paths`; `readsFlatJSON` false reads flat records on the general path too.
    init(paths: [String], readsFlatJSON: Bool = true) throws {
        database = try LarderDatabase()
        var options = ImportSession.Options()
        options.readsFlatJSON = readsFlatJSON
        summary = try ImportSession(database: database, options: options).importPaths(paths)
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
