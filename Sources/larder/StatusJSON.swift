import Foundation
import LarderStore

/// What `larder status --json` prints: the status as one JSON object, its keys sorted, documented in
/// README.md ("larder status --json").
struct StatusJSON: Encodable {
    /// One file of the ledger.
    struct File: Encodable {
        var run: Int64
        var finishedAt: String
        var path: String
        var kind: String
        var read: Int
        var inserted: Int
        var updated: Int
        var unchanged: Int
        var rejected: Int
        /// The run whose rows an unchanged file still has; nil when the file was read.
        var unchangedSinceRun: Int64?
    }

    /// One rejected row.
    struct Rejected: Encodable {
        var path: String
        var location: String
        var field: String?
        var reason: String
    }

    var database: String
    /// Rows per table, tables with rows only.
    var tables: [String: Int]
    var runs: Int
    /// The latest files of the ledger, newest first.
    var files: [File]
    /// How many rows `rejected_rows` holds; `rejected` lists the first of them.
    var rejectedTotal: Int
    var rejected: [Rejected]

    /// The JSON of `status` read from the database at `database`.
    init(_ status: DatabaseStatus, database: String) {
        self.database = database
        tables = Dictionary(uniqueKeysWithValues: status.tableCounts.map { ($0.table, $0.rows) })
        runs = status.runs
        files = status.recentFiles.map { file in
            let counts = file.unchangedSince?.counts ?? file.counts
            return File(
                run: file.runID, finishedAt: file.finishedAt, path: file.path, kind: file.kind, read: counts.read,
                inserted: counts.inserted, updated: counts.updated, unchanged: counts.unchanged,
                rejected: counts.rejected, unchangedSinceRun: file.unchangedSince?.runID)
        }
        rejectedTotal = status.rejectedTotal
        rejected = status.rejected.map {
            Rejected(path: $0.path, location: $0.location, field: $0.field, reason: $0.reason)
        }
    }

    /// The text printed: pretty-printed, keys sorted, so one database always prints the same bytes.
    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
