extension Migrations {
    /// v10: the lines each CSV file's latest import stored a row from, by digest, so a re-import of the
    /// changed file reads only the lines that changed (``KnownLines``, ``LineDigestRecorder``).
    ///
    /// - `import_line_sets`: one row per recorded import: the table, what the lines were read under
    ///   (`context`: the header, delimiter, kind, id scope and schema), the order its slash dates
    ///   settled, how many lines, and whether their rows' ids are known to be distinct (1; NULL when
    ///   nothing checked it).
    /// - `import_line_digests`: the pairs of line digest and row `id_hash`, 65,536 to a blob.
    static let v10LineDigests = Step(
        "v10 line digests",
        sql: """
            CREATE TABLE import_line_sets (
                import_file_id INTEGER PRIMARY KEY REFERENCES import_files(id),
                table_name TEXT NOT NULL,
                context TEXT NOT NULL,
                slash_order TEXT,
                lines INTEGER NOT NULL DEFAULT 0,
                distinct_ids INTEGER
            );
            CREATE TABLE import_line_digests (
                id INTEGER PRIMARY KEY,
                import_file_id INTEGER NOT NULL REFERENCES import_line_sets(import_file_id),
                digests BLOB NOT NULL
            );
            CREATE INDEX import_line_digests_file_index ON import_line_digests (import_file_id);
            """)
}
