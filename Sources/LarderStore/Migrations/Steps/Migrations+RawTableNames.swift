extension Migrations {
    /// v11: which name each raw table was made for, so two sections whose names make the same table name
    /// (`prices!.csv` and `prices?.csv` both give `raw_prices_`) never share a table
    /// (``RawTableWriter/claimTableName(for:in:)``).
    ///
    /// - `import_raw_tables`: `table_name` and `source_name` (the section's name as larder compares it:
    ///   its file extension dropped, in lowercase, as UTF-8 bytes). Raw tables made before v11 have no row: the first
    ///   section whose name gives one's name claims it, as before.
    static let v11RawTableNames = Step(
        "v11 raw table names",
        sql: """
            CREATE TABLE import_raw_tables (
                table_name TEXT PRIMARY KEY,
                source_name BLOB NOT NULL UNIQUE
            );
            """)
}
