import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// Files written into a fresh temporary folder and imported into a fresh in-memory database, with
/// what the import left behind: for checking that a bad file is refused whole, or kept whole.
struct IsolatedImport: ImportedDatabase {
    /// The database the files went into.
    let database: LarderDatabase
    /// What the import reported.
    let summary: ImportSummary
    /// The folder the files were written to (already removed).
    let folder: URL

    /// Writes `bytes` as `name` and imports it, as `kind` when given (`--as`).
    init(bytes: Data, named name: String, as kind: String? = nil) throws {
        try self.init(as: kind) { folder in
            let url = folder.appendingPathComponent(name)
            try bytes.write(to: url)
            return [url.path]
        }
    }

    /// Writes `text` as `name` and imports it, as `kind` when given (`--as`).
    init(text: String, named name: String, as kind: String? = nil) throws {
        try self.init(bytes: Data(text.utf8), named: name, as: kind)
    }

    /// Lets `prepare` fill a fresh folder, then imports the paths it returns, as `kind` when given.
    init(as kind: String? = nil, _ prepare: (URL) throws -> [String]) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.cleanUp() }
        folder = temporary.url
        database = try LarderDatabase()
        summary = try ImportSession(database: database, options: .init(forcedKind: kind))
            .importPaths(try prepare(temporary.url))
    }

    /// The one failure of the run.
    var failure: String? { summary.failures.count == 1 ? summary.failures[0] : nil }

    /// Rows in every table a file can fill (canonical, `raw_*`, `rejected_rows`) and ledger file entries.
    func storedRows() throws -> [String: Int] {
        try database.writer.read { db in
            let tables = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                    + " AND name NOT IN ('grdb_migrations', 'import_runs')")
            var counts: [String: Int] = [:]
            for table in tables {
                let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SchemaSQL.quoted(table))") ?? 0
                if rows > 0 { counts[table] = rows }
            }
            return counts
        }
    }

    /// Checks that the run failed with a message holding every one of `fragments`, and that the file
    /// left nothing behind: no rows in any table, no ledger entry, the run marked failed.
    func expectRefusedWhole(_ fragments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let message = try #require(
            failure, "exactly one failure, got \(summary.failures)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(message.contains(fragment), "\(message)", sourceLocation: sourceLocation)
        }
        #expect(try storedRows() == [:], sourceLocation: sourceLocation)
        let status = try database.writer.read { try String.fetchOne($0, sql: "SELECT status FROM import_runs") }
        #expect(status == "failed", sourceLocation: sourceLocation)
    }
}
