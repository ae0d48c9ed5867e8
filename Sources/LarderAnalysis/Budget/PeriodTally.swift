import LarderValues

/// Sums one user's spending over a week or a month, from the source seed 001 §4 gives the user.
struct PeriodTally {
    /// The user's budget entries.
    var entries: [BudgetLedger.Entry]
    /// The user's meal plans with a cost.
    var plans: [BudgetLedger.Plan]
    /// The grocery spending of the statements that cover the user.
    var bank: [BankSpending.Spend]
    /// `ACTUAL` entries when the user records any, else bank statements, else meal plans.
    var source: BudgetFindings.SpendingSource
    /// The last day up to `asOf` the export's records of `source` reach, or nil when there are none.
    var dataThrough: CivilDate?

    /// The user's rows, measured by seed 001 §4's source for them; `ledger` says how far that
    /// source reaches in the whole export.
    init(
        entries: [BudgetLedger.Entry], plans: [BudgetLedger.Plan], user: String, ledger: BudgetLedger, asOf: CivilDate
    ) {
        self.entries = entries
        self.plans = plans
        bank = ledger.bankSpends(of: user)
        source = BudgetLedger.source(entries: entries, hasStatements: ledger.hasStatements(user))
        dataThrough = ledger.dataThrough(source, asOf: asOf)
    }

    /// Budget, planned, actual, pace and projection for `period`, counting actual spending up to
    /// `through` (or the period's end when that is earlier); pace and projection are judged on the
    /// days the data covers.
    func figures(for period: CalendarPeriod, budget: Double?, through asOf: CivilDate) -> BudgetFindings.Period {
        let through = min(asOf, period.end)
        let daysElapsed = max(0, period.start.days(until: through) + 1)
        let daysCovered = coveredDays(of: period, through: asOf)
        let actual = actualCents(from: period.start, through: through)
        let budgetCents = budget.map(Figures.cents)
        let projected = Figures.scaled(actual, by: period.days, over: daysCovered)
        return BudgetFindings.Period(
            period: period, daysElapsed: daysElapsed, daysCovered: daysCovered,
            elapsedPercent: Figures.percent(daysElapsed, of: period.days) ?? 0, budgetCents: budgetCents,
            plannedCents: planned(in: period).reduce(0) { $0 + $1.cents }, actualCents: actual,
            mealPlanCents: mealPlans(from: period.start, through: through).reduce(0) { $0 + $1.line.costCents },
            bankCents: bankSpends(from: period.start, through: through).reduce(0) { $0 + $1.cents },
            remainingCents: budgetCents.map { $0 - actual },
            spentPercent: budgetCents.flatMap { Figures.percent(actual, of: $0) },
            pace: Self.pace(actual: actual, budget: budgetCents, daysCovered: daysCovered, days: period.days),
            projectedCents: projected, isOverBudget: budgetCents.map { actual > $0 } ?? false,
            isProjectedOverBudget: daysCovered > 0 && (budgetCents.map { projected > $0 } ?? false),
            categories: categories(in: period, through: through),
            mealPlans: mealPlans(from: period.start, through: through).map(\.line))
    }

    /// Days of `period` from its start up to `dataThrough` and `asOf`, whichever is first; 0 when the
    /// data ends before the period starts.
    func coveredDays(of period: CalendarPeriod, through asOf: CivilDate) -> Int {
        guard let dataThrough else { return 0 }
        return max(0, period.start.days(until: min(asOf, period.end, dataThrough)) + 1)
    }

    /// Spending from the user's source dated from `start` through `end`, in cents.
    func actualCents(from start: CivilDate, through end: CivilDate) -> Int {
        actual(from: start, through: end).reduce(0) { $0 + $1.cents }
    }

    /// Spending outpaces time when the share of the budget spent (`actual ÷ budget`) is above the
    /// share of the period the data covers (`daysCovered ÷ days`), compared in integers; spending
    /// above the budget outpaces it whatever the coverage. No covered day gives no verdict.
    static func pace(actual: Int, budget: Int?, daysCovered: Int, days: Int) -> BudgetFindings.Pace {
        guard let budget else { return .noBudget }
        if actual > budget { return .tooFast }
        guard daysCovered > 0 else { return .noData }
        return actual * days > budget * daysCovered ? .tooFast : .onTrack
    }

    private func isCountable(_ date: CivilDate, _ start: CivilDate, _ end: CivilDate) -> Bool {
        start <= date && date <= end
    }

    private func planned(in period: CalendarPeriod) -> [BudgetLedger.Entry] {
        entries.filter { !$0.isActual && period.contains($0.date) }
    }

    private func mealPlans(from start: CivilDate, through end: CivilDate) -> [BudgetLedger.Plan] {
        plans.filter { isCountable($0.line.date, start, end) }
    }

    private func bankSpends(from start: CivilDate, through end: CivilDate) -> [BankSpending.Spend] {
        bank.filter { isCountable($0.date, start, end) }
    }

    private func actual(from start: CivilDate, through end: CivilDate) -> [(category: String, cents: Int)] {
        switch source {
        case .transactions:
            return bankSpends(from: start, through: end).map { (category: $0.category, cents: $0.cents) }
        case .entries:
            return entries.filter { $0.isActual && isCountable($0.date, start, end) }
                .map { (category: $0.category, cents: $0.cents) }
        case .mealPlans:
            return mealPlans(from: start, through: end)
                .map { (category: BudgetLedger.mealPlanCategory, cents: $0.line.costCents) }
        }
    }

    private func categories(in period: CalendarPeriod, through: CivilDate) -> [BudgetFindings.Category] {
        var byName: [String: BudgetFindings.Category] = [:]
        for entry in planned(in: period) {
            byName[entry.category, default: .init(name: entry.category, plannedCents: 0, actualCents: 0)]
                .plannedCents += entry.cents
        }
        for spending in actual(from: period.start, through: through) {
            byName[spending.category, default: .init(name: spending.category, plannedCents: 0, actualCents: 0)]
                .actualCents += spending.cents
        }
        return byName.values.sorted { $0.name < $1.name }
    }
}
