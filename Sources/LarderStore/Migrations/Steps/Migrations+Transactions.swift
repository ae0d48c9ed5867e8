extension Migrations {
    /// v16: `transactions`, the rows of bank and card statements (docs/IMPORT.md, "Bank and card
    /// statements"), and `budget_rules`, the household's `budget-rules.csv`. New tables, so a database before v16 has no transactions and its budget reads as
    /// it did: entries, else meal plans.
    static let v16Transactions = Step(
        "v16 transactions",
        sql: """
            CREATE TABLE "transactions" (
                "id" TEXT NOT NULL,
                "id_hash" INTEGER,
                "user_id" TEXT REFERENCES users(id),
                "date" TEXT NOT NULL,
                "value_date" TEXT,
                "amount" REAL,
                "currency_code" TEXT,
                "payee" TEXT,
                "description" TEXT,
                "category" TEXT,
                "type" TEXT,
                "account" TEXT,
                "counterparty_account" TEXT,
                "source_row" TEXT,
                "occurrence" INTEGER DEFAULT 1,
                "id_scope" TEXT DEFAULT ''
            );
            CREATE UNIQUE INDEX "transactions_id_unique" ON "transactions" ("id");
            CREATE UNIQUE INDEX "transactions_id_hash_unique" ON "transactions" ("id_hash");
            CREATE INDEX "transactions_user_id_index" ON "transactions" ("user_id");
            CREATE TABLE "budget_rules" (
                "id" TEXT NOT NULL,
                "id_hash" INTEGER,
                "pattern" TEXT NOT NULL,
                "action" TEXT DEFAULT 'include' CHECK (action IN ('include', 'exclude')),
                "category" TEXT,
                "id_scope" TEXT DEFAULT ''
            );
            CREATE UNIQUE INDEX "budget_rules_id_unique" ON "budget_rules" ("id");
            CREATE UNIQUE INDEX "budget_rules_id_hash_unique" ON "budget_rules" ("id_hash");
            """)
}
