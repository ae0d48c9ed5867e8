import GRDB
import LarderStore
import LarderValues

/// The spending rows of the owners in scope, in cents: budget entries, bank transactions at grocery stores
/// and meal plans with a cost.
/// Which of them count as a user's spending is `BudgetFindings.SpendingSource`'s choice.
struct BudgetLedger {
    /// A budget entry.
    struct Entry {
        /// The entry's id, and its owner.
        var id, userID: String
        /// Its date.
        var date: CivilDate
        /// Its amount in cents.
        var cents: Int
        /// Its category, `Uncategorised` when none.
        var category: String
        /// `ACTUAL` (true) or `PLANNED`.
        var isActual: Bool
    }

    /// A meal plan with a cost.
    struct Plan {
        /// The plan as the report shows it.
        var line: BudgetFindings.MealPlan
        /// Its owner.
        var userID: String
        /// The last day of the plan (`end_date`, else its start).
        var end: CivilDate
    }

    /// The category meal plans are counted under.
    static let mealPlanCategory = "Meal plans"

    /// Budget entries, by date then id.
    var entries: [Entry]
    /// Meal plans with a date and a cost, by date then id.
    var plans: [Plan]
    /// The statements' grocery spending and the days they cover.
    var bank: BankSpending

    /// Reads the entries, statements, meal plans and grocery-list totals in `scope`, meal plans counted
    /// for the users who record no `ACTUAL` entry and have no statement; `currency` is `--currency`.
    init(_ db: Database, scope: OwnerScope, currency: String? = nil) throws {
        entries = try Self.entries(db, scope: scope)
        plans = try Self.plans(db, scope: scope, groceryCents: Self.groceryCents(db, scope: scope))
        bank = try BankSpending(db, scope: scope, currency: currency)
        let recordingEntries = Set(entries.filter(\.isActual).map(\.userID))
        for index in plans.indices {
            let user = plans[index].userID
            plans[index].line.isCounted = !recordingEntries.contains(user) && !hasStatements(user)
        }
    }

    /// Whether a statement covers `user`: one of the user's own, or a household's (no user).
    func hasStatements(_ user: String) -> Bool {
        bank.days.contains { $0.userID == nil || $0.userID == user }
    }

    /// The grocery spending of the statements that cover `user`.
    func bankSpends(of user: String) -> [BankSpending.Spend] {
        bank.spends.filter { $0.userID == nil || $0.userID == user }
    }

    /// The last day up to `asOf` that the export's records of `source` reach, for every user in
    /// scope: an export is a snapshot up to a day, so a user with no entry on a day before it spent
    /// nothing that day, and the days after it are unknown. Nil when there is no such record.
    func dataThrough(_ source: BudgetFindings.SpendingSource, asOf: CivilDate) -> CivilDate? {
        switch source {
        case .entries: return entries.filter { $0.isActual && $0.date <= asOf }.map(\.date).max()
        case .transactions: return bank.days.filter { $0.date <= asOf }.map(\.date).max()
        case .mealPlans: return plans.filter { $0.line.date <= asOf }.map { min($0.end, asOf) }.max()
        }
    }

    /// Seed 001 §4's either/or, extended: `ACTUAL` entries for a user who records any, else bank
    /// statements when one covers the user, else meal plans.
    static func source(entries: [Entry], hasStatements: Bool) -> BudgetFindings.SpendingSource {
        entries.contains(where: \.isActual) ? .entries : hasStatements ? .transactions : .mealPlans
    }

    private static func entries(_ db: Database, scope: OwnerScope) throws -> [Entry] {
        try BudgetQueries.entries(for: scope.filter, in: db).compactMap { row in
            guard let date = row.date.flatMap(CivilDate.init(leadingISO:)) else { return nil }
            let category = row.category.flatMap { $0.isEmpty ? nil : $0 }
            return Entry(
                id: row.id, userID: row.userID, date: date, cents: Figures.cents(row.amount),
                category: category ?? "Uncategorised", isActual: row.type == "ACTUAL")
        }
    }

    private static func groceryCents(_ db: Database, scope: OwnerScope) throws -> [String: Int] {
        var sums: [String: Int] = [:]
        for list in try BudgetQueries.groceryListCosts(for: scope.filter, in: db) {
            sums[list.mealPlanID, default: 0] += Figures.cents(list.totalCost)
        }
        return sums
    }

    private static func plans(_ db: Database, scope: OwnerScope, groceryCents: [String: Int]) throws -> [Plan] {
        try BudgetQueries.mealPlans(for: scope.filter, in: db).compactMap { row in
            guard let date = row.placedOn.flatMap(CivilDate.init(leadingISO:)) else { return nil }
            guard let (cents, source) = cost(of: row, groceryCents: groceryCents[row.id]) else { return nil }
            let end = row.endDate.flatMap(CivilDate.init(leadingISO:)) ?? date
            let line = BudgetFindings.MealPlan(
                id: row.id, name: row.name, date: date, costCents: cents, costSource: source, isCounted: true)
            return Plan(line: line, userID: row.userID, end: max(end, date))
        }
    }

    /// Seed 001's `actualCost ?? totalCost`, else the plan's grocery lists, in cents; nil when none is known.
    private static func cost(
        of row: BudgetQueries.MealPlan, groceryCents: Int?
    ) -> (Int, BudgetFindings.CostSource)? {
        if let actual = row.actualCost { return (Figures.cents(actual), .actualCost) }
        if let total = row.totalCost { return (Figures.cents(total), .totalCost) }
        return groceryCents.map { ($0, .groceryLists) }
    }
}
