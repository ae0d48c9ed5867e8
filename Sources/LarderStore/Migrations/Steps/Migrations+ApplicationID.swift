extension Migrations {
    /// v15: `PRAGMA application_id` = `0x4C415244` (`LARD`), what marks a database as larder's own
    /// (`DatabaseIdentity`): larder writes no SQLite file without it but a new or empty one, or one an
    /// older larder made (its `grdb_migrations` holds v1). Frozen: the number is written here, not read
    /// from `LarderDatabase.applicationID`, which `MigrationTests` checks against it.
    static let v15ApplicationID = Step("v15 application id", sql: "PRAGMA application_id = 1279349316")
}
