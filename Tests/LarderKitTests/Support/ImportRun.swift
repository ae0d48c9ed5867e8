import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// One import of small files into a fresh in-memory database, and what tests read back from it.
struct ImportRun: ImportedDatabase {
    /// The database the files went into.
    let database: LarderDatabase
    /// What the import said.
    let summary: ImportSummary

    /// Writes each `(name, text)` file into a temporary folder and imports them in the order given.
    /// `kind` forces every file to one kind, as `--as` does.
    static func of(_ files: [(String, String)], into database: LarderDatabase? = nil, as kind: String? = nil)
        throws -> ImportRun
    {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let paths = try files.map { try folder.write($0.1, to: $0.0) }
        let database = try database ?? LarderDatabase()
        let session = ImportSession(database: database, options: .init(forcedKind: kind))
        return ImportRun(database: database, summary: try session.importPaths(paths))
    }

    /// Imports one file.
    static func of(_ name: String, _ text: String, into database: LarderDatabase? = nil, as kind: String? = nil)
        throws -> ImportRun
    {
        try of([(name, text)], into: database, as: kind)
    }

    /// The first row a query returns.
    func row(_ sql: String) throws -> Row { try #require(try rows(sql).first, "no row for \(sql)") }

    /// The reasons of the rejected rows, in the order they were rejected.
    func rejections() throws -> [String] {
        try database.writer.read { try String.fetchAll($0, sql: "SELECT reason FROM rejected_rows ORDER BY id") }
    }

    /// The corrections of every file and of the run, as `ConsoleText` prints them.
    var corrections: [String] {
        (summary.files.flatMap(\.corrections) + summary.corrections).map(\.line)
    }

    /// Every row of `tables` as text, for comparing two databases.
    func dump(_ tables: [String]) throws -> [String] {
        try database.writer.read { db in
            try tables.flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY id").map { "\(table) \($0)" }
            }
        }
    }
}
