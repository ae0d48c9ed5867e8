import GRDB

extension Migrations {
    /// The migration that runs ``declarePrimaryKeys(_:)``.
    static let v18PrimaryKeys = Step("v18 primary keys", migrate: declarePrimaryKeys)

    /// v18: the tables a foreign key names declare `id` their `PRIMARY KEY` (docs/SCHEMA.md, "Keys"), so
    /// Datasette's row pages and links find a row by the id other rows name it by, as `sqlite3` users
    /// join them.
    ///
    /// SQLite cannot add a primary key, so each table is rebuilt as v9 rebuilt it: its own `CREATE TABLE`
    /// with `"id" TEXT NOT NULL PRIMARY KEY` in place of `"id" TEXT NOT NULL`, every row copied with its
    /// rowid, then the old table's indexes and triggers but `<table>_id_unique`, whose place the key's own
    /// index takes. The tables stay rowid tables, keyed for import by `id_hash` as before.
    static func declarePrimaryKeys(_ db: Database) throws {
        // A view of the user's over a table stops the rename below from checking it while the table is gone.
        try db.execute(sql: "PRAGMA legacy_alter_table = ON")
        defer { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF") }
        for table in v18Tables { try rebuildWithPrimaryKey(table, db) }
    }

    /// The tables a foreign key names as of v17, frozen (see `SchemaSQL.tablesWithPrimaryKey`).
    private static let v18Tables = [
        "groups", "users", "categories", "locations", "inventory_items", "recipes", "meal_plans", "grocery_lists",
        "brew_recipes", "coffee_beans", "coffee_mills", "coffee_preparations",
    ]

    /// The `id` column as v9 made it, and what replaces it.
    private static let v17IDColumns = #""id" TEXT NOT NULL, "id_hash" INTEGER"#
    private static let v18IDColumns = #""id" TEXT NOT NULL PRIMARY KEY, "id_hash" INTEGER"#

    private static func rebuildWithPrimaryKey(_ table: String, _ db: Database) throws {
        let quoted = SchemaSQL.quoted(table)
        let created = "CREATE TABLE \(quoted) ("
        guard
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]),
            sql.hasPrefix(created), sql.components(separatedBy: v17IDColumns).count == 2
        else {
            throw DatabaseError(message: "migration v18: the table \(table) is not as larder's migrations made it")
        }
        let kept = try String.fetchAll(
            db,
            sql: """
                SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = ? AND sql IS NOT NULL
                    AND name <> ? ORDER BY type, name
                """,
            arguments: [table, "\(table)_id_unique"])
        let columns = try db.columns(in: table).map { SchemaSQL.quoted($0.name) }.joined(separator: ", ")
        try db.execute(
            sql: "CREATE TABLE larder_v18_table ("
                + sql.dropFirst(created.count).replacingOccurrences(of: v17IDColumns, with: v18IDColumns))
        try db.execute(
            sql: """
                INSERT INTO larder_v18_table (rowid, \(columns)) SELECT rowid, \(columns) FROM \(quoted) ORDER BY rowid;
                DROP TABLE \(quoted);
                ALTER TABLE larder_v18_table RENAME TO \(quoted);
                """)
        for statement in kept { try db.execute(sql: statement) }
    }
}
