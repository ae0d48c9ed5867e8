import GRDB

extension Migrations {
    /// The migration that runs ``addBeanconquerorTables(_:)``.
    static let v6Beanconqueror = Step("v6 beanconqueror beans, mills and preparations", migrate: addBeanconquerorTables)

    /// v6: a Beanconqueror backup's beans, mills and preparations get tables of their own, and brew_logs
    /// links each brew to them.
    ///
    /// Before v6 a backup's `BEANS`, `MILL` and `PREPARATION` lists were kept as text in `raw_beans`,
    /// `raw_mill` and `raw_preparation`. Those tables are left as they are: they hold what the user
    /// imported, and only importing the backup again (which fills the new tables and links the brews)
    /// proves that the new tables hold the same. docs/IMPORT.md says how to drop them once it has.
    static func addBeanconquerorTables(_ db: Database) throws {
        try db.execute(sql: beanconquerorTablesSQL)
        for column in [
            #""bean_id" TEXT REFERENCES coffee_beans(id)"#, #""mill_id" TEXT REFERENCES coffee_mills(id)"#,
            #""preparation_id" TEXT REFERENCES coffee_preparations(id)"#, #""extra_fields" TEXT"#,
        ] {
            try db.execute(sql: "ALTER TABLE \"brew_logs\" ADD COLUMN \(column)")
        }
        for column in ["bean_id", "mill_id", "preparation_id"] {
            try db.execute(sql: "CREATE INDEX \"brew_logs_\(column)_index\" ON \"brew_logs\" (\"\(column)\")")
        }
    }

    private static let beanconquerorTablesSQL = """
        CREATE TABLE "coffee_beans" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "name" TEXT NOT NULL,
            "roaster" TEXT,
            "roast" TEXT,
            "roast_range" REAL,
            "bean_mix" TEXT,
            "bean_roasting_type" TEXT,
            "roasting_date" TEXT,
            "buy_date" TEXT,
            "weight_grams" REAL,
            "cost" REAL,
            "rating" REAL,
            "decaffeinated" INTEGER CHECK ("decaffeinated" IN (0, 1)),
            "finished" INTEGER CHECK ("finished" IN (0, 1)),
            "favourite" INTEGER CHECK ("favourite" IN (0, 1)),
            "aromatics" TEXT,
            "note" TEXT,
            "url" TEXT,
            "bean_information" TEXT,
            "created_at" TEXT,
            "extra_fields" TEXT,
            "id_scope" TEXT DEFAULT ''
        );
        CREATE TABLE "coffee_mills" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "name" TEXT NOT NULL,
            "note" TEXT,
            "finished" INTEGER CHECK ("finished" IN (0, 1)),
            "created_at" TEXT,
            "extra_fields" TEXT,
            "id_scope" TEXT DEFAULT ''
        );
        CREATE TABLE "coffee_preparations" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "name" TEXT NOT NULL,
            "type" TEXT,
            "style_type" TEXT,
            "note" TEXT,
            "finished" INTEGER CHECK ("finished" IN (0, 1)),
            "created_at" TEXT,
            "extra_fields" TEXT,
            "id_scope" TEXT DEFAULT ''
        );
        """
}
