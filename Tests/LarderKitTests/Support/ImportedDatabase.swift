import GRDB

@testable import LarderStore

/// What a test reads back from a database an import filled; the import helpers (``ImportRun``,
/// ``IsolatedImport``, ``JSONFileImport``, ``HTMLPageImport``) share it.
protocol ImportedDatabase {
    /// The database the files went into.
    var database: LarderDatabase { get }
}

extension ImportedDatabase {
    /// The rows a query returns.
    func rows(_ sql: String) throws -> [Row] {
        try database.writer.read { try Row.fetchAll($0, sql: sql) }
    }

    /// Every column of every row of `table`, in `order`. An id larder derived from the natural key
    /// (`k` and 32 hex digits) reads `derived`, so expectations need not spell hashes. `id_scope`, which
    /// says where a short id is unique, is left out: `RowIdentityTests` checks it; so is `id_hash`, the hash of
    /// `id` the writer finds rows by (`RowWriterCollisionTests`).
    func rows(of table: String, orderedBy order: String = "id", columns only: [String]? = nil) throws -> [Row] {
        let columns =
            try only
            ?? database.writer.read { try $0.columns(in: table).map(\.name) }.filter {
                $0 != "id_scope" && $0 != "id_hash"
            }
        let list = columns.map { column in
            column == "id"
                ? "CASE WHEN id GLOB 'k[0-9a-f]*' AND length(id) = 33 THEN 'derived' ELSE id END AS id"
                : "\"\(column)\""
        }
        return try rows("SELECT \(list.joined(separator: ", ")) FROM \"\(table)\" ORDER BY \(order)")
    }
}
