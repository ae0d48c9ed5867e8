import GRDB

extension Migrations {
    /// The migration that runs ``addUnchangedFileColumns(_:)``.
    static let v8UnchangedFiles = Step("v8 unchanged files", migrate: addUnchangedFileColumns)

    /// v8: the ledger says which file an entry is and how it was read, so a re-import can tell an unchanged
    /// file (``ImportLedger/latestImport(ofFile:in:)``) and skip it.
    ///
    /// - `source_file`: the file as ``SourcePath`` names it, as `rejected_rows.path` does.
    /// - `read_as`: `recognised`, `raw` (`--as raw`) or the table `--as` named.
    /// - `unchanged_since`: set on the entry of a file that was not read because it was unchanged; it
    ///   names the entry of the import that read those bytes, whose rows and counts still stand.
    /// - `schema`: the database's latest migration when the file was read, so a larder that adds tables
    ///   or columns reads the file again instead of taking it for unchanged.
    ///
    /// Entries written before v8 have NULL in these, so the next import of their file reads it.
    static func addUnchangedFileColumns(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE import_files ADD COLUMN source_file TEXT;
                ALTER TABLE import_files ADD COLUMN read_as TEXT;
                ALTER TABLE import_files ADD COLUMN unchanged_since INTEGER REFERENCES import_files(id);
                ALTER TABLE import_files ADD COLUMN schema TEXT;
                CREATE INDEX import_files_source_file_index ON import_files (source_file);
                """)
    }
}
