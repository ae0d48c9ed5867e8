import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// Migration v16 adds `transactions` and `budget_rules` to a database of today's larder (v15): every row
/// it holds is kept, the new tables start empty, and a transaction can be stored at once.
@Suite struct TransactionsMigrationTests {
    @Test func aV15DatabaseGainsEmptyTransactionsAndBudgetRulesAndKeepsItsRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, before) = try IDHashMigrationTests.database(
            at: "v15 application id",
            holding: """
                INSERT INTO users (id, name, weekly_budget) VALUES ('u-1', 'Sam', 150);
                INSERT INTO budget_entries (id, user_id, amount, category, date, type)
                    VALUES ('e-1', 'u-1', 12.5, 'Groceries', '2026-11-20', 'ACTUAL');
                """, in: folder)
        #expect(before["transactions"] == nil)

        let database = try LarderDatabase(path: path)
        try database.writer.write { db in
            let after = try IDHashMigrationTests.rows(db)
            for (table, rows) in before { #expect(after[table] == rows, "\(table): rows changed in the upgrade") }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM transactions") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM budget_rules") == 0)
            try db.execute(
                sql: "INSERT INTO transactions (id, date, amount, payee) VALUES ('t-1', '2026-11-21', -8.78, 'REWE')")
            #expect(try Int.fetchOne(db, sql: "SELECT occurrence FROM transactions") == 1)
        }
        let applied = try database.writer.read { try Migrations.migrator.appliedIdentifiers($0) }
        #expect(applied.contains("v16 transactions"))
    }
}
