extension Migrations {
    /// v13: `store_names`, the names a household pins to a store in `stores.csv` (docs/REPORT.md, "One
    /// store, whatever its name"). A new table, so a database before v13 has no pins and reports as it did,
    /// but for the names larder now joins by its own rule.
    static let v13StoreNames = Step(
        "v13 store names",
        sql: """
            CREATE TABLE "store_names" (
                "id" TEXT NOT NULL,
                "id_hash" INTEGER,
                "name" TEXT NOT NULL,
                "store" TEXT NOT NULL,
                "id_scope" TEXT DEFAULT ''
            );
            CREATE UNIQUE INDEX "store_names_id_unique" ON "store_names" ("id");
            CREATE UNIQUE INDEX "store_names_id_hash_unique" ON "store_names" ("id_hash");
            """)
}
