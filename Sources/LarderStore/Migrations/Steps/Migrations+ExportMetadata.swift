extension Migrations {
    /// v7: the ledger keeps what a JSON export says about itself.
    ///
    /// `import_files.export_metadata` holds, as one JSON object, the members of a file's top-level
    /// envelope that are neither records nor sections (`{"exportedAt": "…", "schemaVersion": 1}`);
    /// NULL for a file without such members and for files imported before v7.
    static let v7ExportMetadata = Step(
        "v7 export metadata", sql: "ALTER TABLE import_files ADD COLUMN export_metadata TEXT")
}
