import GRDB

/// Reads what the budget needs of bank statements: the transactions and the household's budget rules.
package enum TransactionQueries {
    /// A transaction as stored, its date still as text.
    package struct Transaction: Sendable {
        /// The transaction's id.
        package var id: String
        /// Whose it is, or nil for a household's statement.
        package var userID: String?
        /// Its date (ISO text).
        package var date: String
        /// Its signed amount (money out negative), or nil.
        package var amount: Double?
        /// The payee, the statement's text, the bank's category and type, each nil when not given.
        package var payee, description, category, type: String?
        /// Its ISO 4217 currency code, or nil.
        package var currency: String?
    }

    /// A line of `budget-rules.csv`.
    package struct BudgetRule: Sendable {
        /// The words a payee or description contains.
        package var pattern: String
        /// `include` or `exclude`.
        package var action: String
        /// The category it counts under, or nil.
        package var category: String?
    }

    /// The transactions `owners` may see, by date then id.
    package static func transactions(for owners: OwnerFilter, in db: Database) throws -> [Transaction] {
        let request: SQLRequest<Row> = """
            SELECT id, user_id, date, amount, payee, description, category, type, currency_code FROM transactions t
            WHERE \(owners.condition(table: "transactions", alias: "t")) ORDER BY date, id
            """
        return try request.fetchAll(db).map { row in
            Transaction(
                id: row["id"], userID: row["user_id"], date: row["date"], amount: row["amount"], payee: row["payee"],
                description: row["description"], category: row["category"], type: row["type"],
                currency: row["currency_code"])
        }
    }

    /// The household's budget rules, by pattern.
    package static func budgetRules(in db: Database) throws -> [BudgetRule] {
        let request: SQLRequest<Row> = "SELECT pattern, action, category FROM budget_rules r ORDER BY pattern, id"
        return try request.fetchAll(db).map { row in
            BudgetRule(pattern: row["pattern"], action: row["action"] ?? "include", category: row["category"])
        }
    }
}
