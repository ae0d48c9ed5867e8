import Testing

@testable import LarderAnalysis
@testable import LarderStore

/// Which bank transactions are grocery spending (docs/REPORT.md, "budget"): transfers and card payments
/// never, whatever a rule says; then `budget-rules.csv` (the longest pattern, `exclude` on a tie); then
/// the bank's grocery category or a payee that names a known store.
@Suite struct BankSpendingTests {
    static let stores = BankSpending.KnownStores(
        identity: StoreIdentity(), pins: [StoreQueries.Pin(name: "REWE Markt", store: "REWE")])

    static func transaction(
        payee: String? = nil, description: String? = nil, category: String? = nil, type: String? = nil
    ) -> TransactionQueries.Transaction {
        TransactionQueries.Transaction(
            id: "t", userID: nil, date: "2026-11-20", amount: -5, payee: payee, description: description,
            category: category, type: type, currency: nil)
    }

    static func category(_ row: TransactionQueries.Transaction, rules: [(String, String, String?)] = []) -> String? {
        BankSpending.category(
            of: row, rules: rules.map { TransactionQueries.BudgetRule(pattern: $0.0, action: $0.1, category: $0.2) },
            stores: stores)
    }

    @Test func aPayeeNamingAKnownStoreOrAGroceryCategoryCounts() {
        #expect(Self.category(Self.transaction(payee: "REWE SAGT DANKE 4711")) == "Groceries")
        #expect(Self.category(Self.transaction(description: "KROGER #123", category: "Grocery")) == "Groceries")
        #expect(Self.category(Self.transaction(payee: "Shell", category: "Gas")) == nil)
    }

    @Test func aTransferOrACardPaymentNeverCounts() {
        #expect(Self.category(Self.transaction(payee: "REWE Markt", type: "Umbuchung")) == nil)
        #expect(Self.category(Self.transaction(payee: "REWE Markt", category: "Transfers")) == nil)
        #expect(Self.category(Self.transaction(description: "Payment Thank You - Web", category: "Groceries")) == nil)
    }

    @Test func theLongestRuleDecidesAndExcludeWinsATie() {
        let rules: [(String, String, String?)] = [
            ("Costco", "include", "Bulk"), ("Costco Gas", "exclude", nil), ("Market", "include", nil),
        ]
        #expect(Self.category(Self.transaction(payee: "COSTCO WHSE #1"), rules: rules) == "Bulk")
        #expect(Self.category(Self.transaction(payee: "COSTCO GAS #1"), rules: rules) == nil)
        #expect(Self.category(Self.transaction(payee: "Farmers Market"), rules: rules) == "Groceries")
        let tie: [(String, String, String?)] = [("REWE", "include", nil), ("rewe", "exclude", nil)]
        #expect(Self.category(Self.transaction(payee: "REWE Markt"), rules: tie) == nil)
        #expect(
            Self.category(Self.transaction(payee: "REWE Markt", type: "Umbuchung"), rules: [("REWE", "include", nil)])
                == nil)
    }
}
