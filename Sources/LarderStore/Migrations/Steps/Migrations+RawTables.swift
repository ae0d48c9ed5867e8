import GRDB

extension Migrations {
    /// v3: a raw table knows a row by its file and its place in it, not by its content.
    ///
    /// Before v3, `_row_json` was UNIQUE, so a second equal line was never stored. Each raw table of that
    /// shape is rebuilt with `_source_file` first and `UNIQUE (_source_file, _source_location)`, every
    /// row kept, in order. A row's `_source_file` is the path the ledger recorded for the table's file
    /// (as that import was given it: ``RawTableWriter`` takes such rows over when the file is given the
    /// same way again); NULL when the ledger names several files or none, and for the older versions of
    /// a place (the table kept every content a place ever had; the newest is the file's row).
    static func convertRawTables(_ db: Database) throws {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'raw_*' ORDER BY name")
        for table in tables {
            let columns = try db.columns(in: table).map(\.name)
            guard columns.starts(with: ["_source_location", "_row_json"]) else { continue }
            try convertRawTable(table, columns: columns, db)
        }
    }

    private static func convertRawTable(_ table: String, columns: [String], _ db: Database) throws {
        let paths = try String.fetchAll(
            db, sql: "SELECT DISTINCT path FROM import_files WHERE instr(',' || kind || ',', ',' || ? || ',') > 0",
            arguments: [table])
        let quoted = SchemaSQL.quoted(table)
        let copied = columns.map(SchemaSQL.quoted)
        let definitions =
            ["_source_file TEXT", "_source_location TEXT NOT NULL", "_row_json TEXT NOT NULL"]
            + copied.dropFirst(2).map { "\($0) TEXT" } + ["UNIQUE (_source_file, _source_location)"]
        try db.execute(sql: "CREATE TABLE larder_v3_raw_table (\(definitions.joined(separator: ", ")))")
        // A header may have named a column `rowid`: read the row id under a name no column has.
        let rowID =
            ["rowid", "_rowid_", "oid"].first { name in !columns.contains { $0.lowercased() == name } } ?? "rowid"
        try db.execute(
            sql: """
                INSERT INTO larder_v3_raw_table (_source_file, \(copied.joined(separator: ", ")))
                SELECT CASE WHEN \(rowID) IN (SELECT max(\(rowID)) FROM \(quoted) GROUP BY _source_location)
                    THEN ? END, \(copied.joined(separator: ", "))
                FROM \(quoted) ORDER BY \(rowID)
                """,
            arguments: [paths.count == 1 ? paths[0] : nil])
        try db.execute(sql: "DROP TABLE \(quoted)")
        try db.execute(sql: "ALTER TABLE larder_v3_raw_table RENAME TO \(quoted)")
    }
}
