import GRDB

/// The database's migrations. A migration, once released, never changes: each runs its own frozen
/// SQL, never the live catalog, and later schema changes are new migrations appended here.
/// `MigrationTests` checks that the migrated schema is the one the catalog describes, so a catalog
/// change without its migration fails a test.
enum Migrations {
    /// The latest migration's identifier: the schema a database of this larder has.
    static var latest: String { migrator.migrations.last ?? "" }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 canonical tables and import ledger") { db in
            try db.execute(sql: v1CanonicalTablesSQL)
            try db.execute(sql: ledgerSQL)
        }
        migrator.registerMigration("v2 deals by zip code") { db in
            // The savings analysis reads the deals of one zip code (DealQueries.forEach); dropped by v20.
            try db.execute(sql: "CREATE INDEX deals_trimmed_zip_code_index ON deals (TRIM(zip_code))")
        }
        migrator.registerMigration("v3 raw tables keep every row", migrate: convertRawTables)
        migrator.registerMigration("v4 id scopes") { db in
            // Every canonical table gains `id_scope` (see RowIdentity). Rows stored before have '', which
            // the writer takes as the same source as the first file that imports them again.
            for table in v4Tables {
                try db.execute(sql: "ALTER TABLE \(SchemaSQL.quoted(table)) ADD COLUMN \"id_scope\" TEXT DEFAULT ''")
            }
        }
        for step in steps {
            migrator.registerMigration(step.identifier, migrate: step.migrate)
        }
        return migrator
    }

    /// The migrations after v4, in the order they run, each declared in its own file with its SQL.
    private static let steps = [
        v5FoodKeeper, v6Beanconqueror, v7ExportMetadata, v8UnchangedFiles, v9IDHashes, v10LineDigests,
        v11RawTableNames, v12KeptSections, v13StoreNames, v14InterruptedRuns, v15ApplicationID, v16Transactions,
        v17DealOffers, v18PrimaryKeys, v19Views, v20DealsWithoutZipIndex,
    ]

    /// A migration as released: the identifier the database records it by and what it does. Neither
    /// changes once released.
    struct Step: Sendable {
        /// The name `grdb_migrations` records the migration by.
        let identifier: String
        /// What the migration does.
        let migrate: @Sendable (Database) throws -> Void

        /// The migration `identifier`, which runs `migrate`.
        init(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
            self.identifier = identifier
            self.migrate = migrate
        }

        /// The migration `identifier`, which runs one frozen SQL script, as most of larder's do.
        init(_ identifier: String, sql: String) {
            self.init(identifier) { db in try db.execute(sql: sql) }
        }
    }

    /// The canonical tables as of v4, frozen: a table added later gets `id_scope` in its own CREATE TABLE.
    private static let v4Tables = [
        "groups", "users", "categories", "locations", "inventory_items", "shopping_items", "wish_items", "deals",
        "aisle_locations", "recipes", "meal_plans", "grocery_lists", "grocery_list_items", "budget_entries",
        "brew_recipes", "brew_recipe_steps", "brew_logs", "custom_events", "favorites", "shelf_life",
    ]

    private static let ledgerSQL = """
        CREATE TABLE import_runs (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            command TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
            files INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE import_files (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            run_id INTEGER NOT NULL REFERENCES import_runs(id),
            path TEXT NOT NULL,
            size INTEGER NOT NULL,
            sha256 TEXT NOT NULL,
            format TEXT NOT NULL,
            kind TEXT NOT NULL,
            rows_read INTEGER NOT NULL,
            rows_inserted INTEGER NOT NULL,
            rows_updated INTEGER NOT NULL,
            rows_unchanged INTEGER NOT NULL,
            rows_rejected INTEGER NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            CHECK (rows_read = rows_inserted + rows_updated + rows_unchanged + rows_rejected)
        );
        CREATE INDEX import_files_run_id_index ON import_files (run_id);
        CREATE INDEX import_files_sha256_index ON import_files (sha256);
        CREATE TABLE rejected_rows (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            import_file_id INTEGER NOT NULL REFERENCES import_files(id),
            path TEXT NOT NULL,
            location TEXT NOT NULL,
            line INTEGER,
            kind TEXT NOT NULL,
            field TEXT,
            value TEXT,
            reason TEXT NOT NULL,
            raw_row TEXT NOT NULL
        );
        CREATE INDEX rejected_rows_import_file_id_index ON rejected_rows (import_file_id);
        """
}
