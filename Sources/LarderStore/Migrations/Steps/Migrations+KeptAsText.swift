extension Migrations {
    /// v12: what each section kept as text came closest to, so the report can name every file larder did
    /// not import into a table and say what it lacked (docs/REPORT.md, "notImported").
    ///
    /// - `import_kept_sections`: one row per section of an import kept in a `raw_*` table:
    ///   `import_file_id` (the import's `import_files` entry), `section` (the section's name: the file
    ///   name, a JSON key, `table 2`), `table_name` (the raw table), `rows` (the records read),
    ///   `nearest` (the table the recogniser found nearest; NULL when none came near, or the section was
    ///   kept as text on purpose), `lacks` (what that table's evidence fell short of; NULL with
    ///   `nearest`), `reason` (the whole reason, as `larder import -v` prints it), `on_purpose` (1 for
    ///   `--as raw` and for parts of known exports larder has no table for). Imports before v12 have none.
    static let v12KeptSections = Step(
        "v12 kept sections",
        sql: """
            CREATE TABLE import_kept_sections (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                import_file_id INTEGER NOT NULL REFERENCES import_files(id),
                section TEXT NOT NULL,
                table_name TEXT NOT NULL,
                rows INTEGER NOT NULL,
                nearest TEXT,
                lacks TEXT,
                reason TEXT NOT NULL,
                on_purpose INTEGER NOT NULL
            );
            CREATE INDEX import_kept_sections_import_file_id_index ON import_kept_sections (import_file_id);
            """)
}
