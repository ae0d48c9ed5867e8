import GRDB
import LarderStore
import LarderValues

/// The grocery spending in the household's bank and card statements (`transactions`), for the budget
/// (docs/REPORT.md, "Budget"). A transaction counts when, in this order:
///
/// 1. a transfer (a type or category naming one: `Transfer`, `Umbuchung`, `Overboeking`) or a card
///    payment (`Payment Thank You`, `Autopay`) never counts, whatever a rule says;
/// 2. a line of `budget-rules.csv` whose pattern its payee or text contains decides: `exclude` never
///    counts it, `include` counts it under the line's category (`Groceries` when none); the longest
///    pattern decides, `exclude` on a tie;
/// 3. else it counts when the bank's category says groceries (`Groceries`, `Supermarkets`,
///    `Lebensmittel`, `Boodschappen`) or its payee (else its text) names a store larder knows from deals,
///    aisle maps, lists or `stores.csv` (``StoreIdentity/store(inPayee:)``,
///    ``KnownStores``).
///
/// Money out at such a store is spending; money in (a refund) reduces it.
struct BankSpending {
    /// One counted transaction.
    struct Spend {
        /// The transaction's id, and its owner (nil for a household's statement).
        var id: String
        var userID: String?
        /// Its date.
        var date: CivilDate
        /// Spending in cents: positive for money out, negative for a refund.
        var cents: Int
        /// The budget category it counts under.
        var category: String
    }

    /// The counted transactions, by date then id.
    var spends: [Spend] = []
    /// Every transaction's owner and date, counted or not: what the statements cover.
    var days: [(userID: String?, date: CivilDate)] = []

    /// The category grocery spending counts under when no rule names another.
    static let groceries = "Groceries"

    /// Reads the statements and rules of `scope`; with `currency` (`--currency`), a transaction in another
    /// currency is not counted, as the budget adds amounts of one currency.
    init(_ db: Database, scope: OwnerScope, currency: String?) throws {
        let rows = try TransactionQueries.transactions(for: scope.filter, in: db)
        guard !rows.isEmpty else { return }
        let stores = try KnownStores(
            identity: StoreIdentity.read(zipCode: nil, scope: scope, db), pins: StoreQueries.pins(in: db))
        let rules = try TransactionQueries.budgetRules(in: db)
        for row in rows {
            guard let date = CivilDate(leadingISO: row.date) else { continue }
            days.append((row.userID, date))
            if let currency, let own = row.currency, own.uppercased() != currency.uppercased() { continue }
            guard let amount = row.amount, let category = Self.category(of: row, rules: rules, stores: stores) else {
                continue
            }
            spends.append(
                Spend(id: row.id, userID: row.userID, date: date, cents: -Figures.cents(amount), category: category))
        }
    }

    /// The budget category `row` counts under, or nil when it is no grocery spending.
    static func category(
        of row: TransactionQueries.Transaction, rules: [TransactionQueries.BudgetRule], stores: KnownStores
    ) -> String? {
        let text = StoreName([row.payee, row.description].compactMap { $0 }.joined(separator: " ")).words
        let kind = StoreName([row.type, row.category].compactMap { $0 }.joined(separator: " ")).words.joined()
        let joined = text.joined()
        if transferWords.contains(where: { kind.contains($0) }) || paymentWords.contains(where: { joined.contains($0) })
        {
            return nil
        }
        let matching = rules.filter { contains(text, StoreName($0.pattern).words) }
        if let rule = matching.max(by: { ruleOrder($0) < ruleOrder($1) }) {
            return rule.action == "exclude" ? nil : Phrase.nonBlank(rule.category) ?? groceries
        }
        let category = StoreName(row.category ?? "").words.joined()
        if groceryWords.contains(where: { category.contains($0) }) { return groceries }
        return stores.isStore(row.payee ?? row.description) ? groceries : nil
    }

    /// The stores larder knows: the store identity's (deals, aisle maps, lists, meal plans) and every name
    /// and store `stores.csv` gives.
    struct KnownStores {
        var identity: StoreIdentity
        /// The words of each name and store `stores.csv` gives.
        var pinned: [[String]]

        init(identity: StoreIdentity, pins: [StoreQueries.Pin]) {
            self.identity = identity
            pinned = pins.flatMap { [StoreName($0.name).words, StoreName($0.store).words] }.filter { !$0.isEmpty }
        }

        /// Whether `payee` names a known store.
        func isStore(_ payee: String?) -> Bool {
            guard let payee else { return false }
            if identity.store(inPayee: payee) != nil { return true }
            let words = StoreName(payee).words
            return pinned.contains { BankSpending.contains(words, $0) }
        }
    }

    /// A rule's weight among the rules a transaction matches: longer patterns first, `exclude` on a tie.
    private static func ruleOrder(_ rule: TransactionQueries.BudgetRule) -> (Int, Int) {
        (StoreName(rule.pattern).words.count, rule.action == "exclude" ? 1 : 0)
    }

    /// Whether `run` appears in `words`, its words one after another.
    static func contains(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<$0 + run.count]) == run }
    }

    private static let transferWords = ["transfer", "umbuchung", "overboeking", "ubertrag", "übertrag"]
    private static let paymentWords = ["paymentthankyou", "autopay"]
    private static let groceryWords = ["grocer", "supermarket", "lebensmittel", "boodschappen", "supermarkt"]
}
