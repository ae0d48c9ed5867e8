@testable import LarderStore

extension LarderDatabase {
    /// A new in-memory database holding the rows `sql` inserts: the starting point of a test of Store's
    /// query types, which read stored rows whatever file they came from.
    static func holding(_ sql: String) throws -> LarderDatabase {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: sql) }
        return database
    }

    /// Keeps `rows` in `rejected_rows` as one import of `Beanconqueror.json` would: each of its kind
    /// (`brews`, `beans`) with its reason.
    func holdRejections(_ rows: [(kind: String, reason: String)]) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO import_runs (id, command, started_at) VALUES (1, 'import', '');
                    INSERT INTO import_files (id, run_id, path, size, sha256, format, kind, rows_read, rows_inserted,
                        rows_updated, rows_unchanged, rows_rejected, started_at, finished_at)
                    VALUES (1, 1, 'Beanconqueror.json', 0, '', 'json', 'brews', 0, 0, 0, 0, 0, '', '')
                    """)
            for (index, (kind, reason)) in rows.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO rejected_rows (import_file_id, path, location, kind, reason, raw_row)
                        VALUES (1, 'Beanconqueror.json', ?, ?, ?, '{}')
                        """,
                    arguments: ["$.BREWS[\(index)]", kind, reason])
            }
        }
    }
}
