extension Migrations {
    /// v14: an import run stopped by SIGINT or SIGTERM is recorded as `interrupted`
    /// (``ImportLedger/markInterrupted(_:in:)``). SQLite cannot change a CHECK constraint, so `import_runs`
    /// is rebuilt with every row and id (GRDB turns foreign keys off for the migration and checks them
    /// after it: `import_files.run_id` names the rebuilt table by name).
    static let v14InterruptedRuns = Step(
        "v14 interrupted runs",
        sql: """
            CREATE TABLE import_runs_v14 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                command TEXT NOT NULL,
                started_at TEXT NOT NULL,
                finished_at TEXT,
                status TEXT NOT NULL DEFAULT 'running'
                    CHECK (status IN ('running', 'done', 'failed', 'interrupted')),
                files INTEGER NOT NULL DEFAULT 0
            );
            INSERT INTO import_runs_v14 (id, command, started_at, finished_at, status, files)
                SELECT id, command, started_at, finished_at, status, files FROM import_runs;
            DROP TABLE import_runs;
            ALTER TABLE import_runs_v14 RENAME TO import_runs;
            """)
}
