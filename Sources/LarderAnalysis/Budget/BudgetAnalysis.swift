import GRDB
import LarderStore
import LarderValues

/// Compares each user's weekly and monthly budget with planned and actual spending, as of a day.
///
/// Actual spending follows seed 001 §4's either/or, extended to bank statements, per user: `ACTUAL`
/// budget entries when the user records any, else the grocery spending of the bank and card statements
/// that cover the user (``BankSpending``), else meal plans (`actualCost ?? totalCost`), never summed; the
/// sources not counted are shown beside. A meal plan is placed in the week and month of its
/// `start_date` (else of its `created_at`). Spending dated after `asOf` is not yet actual; `PLANNED`
/// entries count for their whole period. Pace, projection and the week-over-week change are judged
/// only on the days the export's records reach (`User.dataThrough`): no verdict for days they do not.
public struct BudgetAnalysis: Analysis {
    /// The day and whose budgets, entries and meal plans to read.
    public let settings: ReportSettings
    /// How many ISO weeks the weekly trend covers, ending with `asOf`'s.
    public var trendWeeks = 8

    /// Creates the analysis for a report, its options at their defaults.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// Reads budgets, entries and meal plans and builds the report.
    public func analyse(_ db: Database) throws -> BudgetFindings {
        let ledger = try BudgetLedger(db, scope: scope, currency: settings.currency)
        var budgets = try userBudgets(db)
        var userIDs = Set(budgets.filter { $0.value.weekly != nil || $0.value.monthly != nil }.keys)
        userIDs.formUnion(ledger.entries.map(\.userID))
        userIDs.formUnion(ledger.plans.map(\.userID))
        userIDs.formUnion(ledger.bank.days.compactMap(\.userID))
        // A household's statements (no user) with no user to cover: the household is the one spender.
        if userIDs.isEmpty, ledger.bank.days.contains(where: { $0.userID == nil }) {
            userIDs.insert(Self.household)
            budgets[Self.household] = UserBudget(name: Self.household)
        }
        let users = userIDs.map { id in
            user(
                id, budget: budgets[id],
                tally: PeriodTally(
                    entries: ledger.entries.filter { $0.userID == id }, plans: ledger.plans.filter { $0.userID == id },
                    user: id, ledger: ledger, asOf: asOf))
        }
        .sorted { ($0.name ?? $0.userID, $0.userID) < ($1.name ?? $1.userID, $1.userID) }
        return BudgetFindings(
            asOf: asOf, currency: settings.currency, hasData: !users.isEmpty, trendWeeks: trendWeeks, users: users)
    }

    /// Who a household's bank statements are when the data names no user: the budget shows their spending
    /// under this name, with no budget to compare it with.
    static let household = "Household"

    /// A user's name and budgets, read from `users`.
    struct UserBudget {
        /// The name, or nil.
        var name: String?
        /// The weekly budget, or nil.
        var weekly: Double?
        /// The monthly budget, or nil.
        var monthly: Double?
    }

    /// The users in scope, by id.
    func userBudgets(_ db: Database) throws -> [String: UserBudget] {
        var budgets: [String: UserBudget] = [:]
        for user in try BudgetQueries.userBudgets(for: scope.filter, in: db) {
            budgets[user.id] = UserBudget(name: user.name, weekly: user.weeklyBudget, monthly: user.monthlyBudget)
        }
        return budgets
    }

    /// One user's week, month, previous week and week-over-week change.
    func user(_ id: String, budget: UserBudget?, tally: PeriodTally) -> BudgetFindings.User {
        let week = CalendarPeriod.isoWeek(containing: asOf)
        let thisWeek = tally.figures(for: week, budget: budget?.weekly, through: asOf)
        let previousWeek = tally.figures(for: week.previous, budget: budget?.weekly, through: asOf)
        return BudgetFindings.User(
            userID: id, name: budget?.name, source: tally.source, dataThrough: tally.dataThrough, week: thisWeek,
            month: tally.figures(for: .month(containing: asOf), budget: budget?.monthly, through: asOf),
            previousWeek: previousWeek, weekOverWeek: change(tally, week: thisWeek),
            trend: trend(tally, budget: budget?.weekly))
    }

    /// This week's covered days against the same days of the week before; nil when none is covered.
    func change(_ tally: PeriodTally, week: BudgetFindings.Period) -> BudgetFindings.WeekChange? {
        guard week.daysCovered > 0 else { return nil }
        let current = tally.actualCents(
            from: week.period.start, through: week.period.start.adding(days: week.daysCovered - 1))
        let previousStart = week.period.start.adding(days: -7)
        let previous = tally.actualCents(from: previousStart, through: previousStart.adding(days: week.daysCovered - 1))
        return BudgetFindings.WeekChange(
            daysCompared: week.daysCovered, previousCents: previous, currentCents: current,
            changeCents: current - previous, changePercent: Figures.percent(current - previous, of: previous))
    }

    /// Budget, planned and actual for the `trendWeeks` ISO weeks ending with `asOf`'s, oldest first.
    func trend(_ tally: PeriodTally, budget: Double?) -> [BudgetFindings.WeekTotal] {
        (0..<max(trendWeeks, 0)).map { offset in
            let week = CalendarPeriod.isoWeek(containing: asOf.adding(days: -7 * (trendWeeks - 1 - offset)))
            let figures = tally.figures(for: week, budget: budget, through: asOf)
            return BudgetFindings.WeekTotal(
                period: week, budgetCents: figures.budgetCents, plannedCents: figures.plannedCents,
                actualCents: figures.actualCents)
        }
    }
}
