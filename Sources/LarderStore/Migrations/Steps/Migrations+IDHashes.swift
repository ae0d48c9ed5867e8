import GRDB

extension Migrations {
    /// The migration that runs ``addIDHashes(_:)``.
    static let v9IDHashes = Step("v9 id hashes", migrate: addIDHashes)

    /// v9: every canonical table becomes a rowid table keyed for import by `id_hash`, with `id` kept as an
    /// ordinary column under a unique index, or, for a table nothing looks up by id (`deals`…), a unique
    /// index over the rows without a hash alone (docs/SCHEMA.md, "Keys"; ``IDHash``, ``RowWriter``).
    ///
    /// SQLite cannot drop a primary key, so each table is rebuilt: its own `CREATE TABLE` with `"id" TEXT
    /// NOT NULL, "id_hash" INTEGER` in place of `"id" TEXT PRIMARY KEY NOT NULL`, every row copied with
    /// its rowid and the hash of its id, then the old table's indexes and the two unique ones. Rows are
    /// kept as they were, in the same rowid order. Two stored ids with the same hash (a collision) keep
    /// it on the row with the lower rowid; the other gets NULL and is found by its id, as the writer
    /// stores such a row.
    static func addIDHashes(_ db: Database) throws {
        try addIDHashes(db, hashing: .standard)
    }

    /// v9 with a given hash: tests force collisions with a narrow one.
    static func addIDHashes(_ db: Database, hashing idHash: IDHash) throws {
        let function = DatabaseFunction("larder_v9_id_hash", argumentCount: 1, pure: true) { values in
            String.fromDatabaseValue(values[0]).map(idHash.of)
        }
        db.add(function: function)
        defer { db.remove(function: function) }
        for table in v9Tables { try rebuildWithIDHash(table, db) }
    }

    /// The canonical tables as of v8, frozen.
    private static let v9Tables = [
        "groups", "users", "categories", "locations", "inventory_items", "shopping_items", "wish_items", "deals",
        "aisle_locations", "recipes", "meal_plans", "grocery_lists", "grocery_list_items", "budget_entries",
        "brew_recipes", "brew_recipe_steps", "brew_logs", "coffee_beans", "coffee_mills", "coffee_preparations",
        "custom_events", "favorites", "shelf_life",
    ]

    /// The tables whose `id` v9 left without an index of its own, frozen (see
    /// `SchemaSQL.tablesWithUnindexedID`): a unique index covers only the rows without an `id_hash`.
    private static let v9UnindexedID: Set<String> = [
        "deals", "wish_items", "aisle_locations", "budget_entries", "custom_events", "favorites", "shelf_life",
    ]

    /// The primary key every canonical table had from v1 (and v6) to v8, and what replaces it.
    private static let v8IDColumn = #""id" TEXT PRIMARY KEY NOT NULL"#
    private static let v9IDColumns = #""id" TEXT NOT NULL, "id_hash" INTEGER"#

    private static func rebuildWithIDHash(_ table: String, _ db: Database) throws {
        let quoted = SchemaSQL.quoted(table)
        let created = "CREATE TABLE \(quoted) ("
        guard
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]),
            sql.hasPrefix(created), sql.components(separatedBy: v8IDColumn).count == 2
        else {
            throw DatabaseError(message: "migration v9: the table \(table) is not as larder's migrations made it")
        }
        let indexes = try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
            arguments: [table])
        let columns = try db.columns(in: table).map { SchemaSQL.quoted($0.name) }.joined(separator: ", ")
        try db.execute(
            sql: "CREATE TABLE larder_v9_table ("
                + sql.dropFirst(created.count).replacingOccurrences(of: v8IDColumn, with: v9IDColumns))
        try db.execute(
            sql: """
                INSERT INTO larder_v9_table (rowid, \(columns), id_hash)
                SELECT rowid, \(columns), larder_v9_id_hash(id) FROM \(quoted) ORDER BY rowid;
                UPDATE larder_v9_table SET id_hash = NULL
                WHERE rowid NOT IN (SELECT min(rowid) FROM larder_v9_table GROUP BY id_hash);
                DROP TABLE \(quoted);
                ALTER TABLE larder_v9_table RENAME TO \(quoted);
                """)
        for index in indexes { try db.execute(sql: index) }
        if v9UnindexedID.contains(table) {
            try db.execute(
                sql: "CREATE UNIQUE INDEX \(SchemaSQL.quoted("\(table)_unhashed_id_unique")) ON \(quoted) (\"id\")"
                    + " WHERE \"id_hash\" IS NULL")
        }
        for column in v9UnindexedID.contains(table) ? ["id_hash"] : ["id", "id_hash"] {
            try db.execute(
                sql: "CREATE UNIQUE INDEX \(SchemaSQL.quoted("\(table)_\(column)_unique")) ON \(quoted) (\"\(column)\")"
            )
        }
    }
}
