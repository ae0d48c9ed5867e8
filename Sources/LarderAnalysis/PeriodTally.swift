import LarderValues

/// Sums one user's budget entries and meal plans over a week or a month.
struct PeriodTally {
    /// The user's budget entries.
    var entries: [BudgetLedger.Entry]
    /// The user's meal plans with a cost.
    var plans: [BudgetLedger.Plan]

    /// Budget, planned, actual, pace and projection for `period`, counting actual spending up to
    /// `through` (or the period's end when that is earlier).
    func figures(for period: CalendarPeriod, budget: Double?, through asOf: CivilDate) -> BudgetReport.Period {
        let through = min(asOf, period.end)
        let daysElapsed = max(0, period.start.days(until: through) + 1)
        let actual = actualCents(from: period.start, through: through)
        let budgetCents = budget.map(Figures.cents)
        let projected = Figures.scaled(actual, by: period.days, over: daysElapsed)
        return BudgetReport.Period(
            period: period, daysElapsed: daysElapsed,
            elapsedPercent: Figures.percent(daysElapsed, of: period.days) ?? 0, budgetCents: budgetCents,
            plannedCents: planned(in: period).reduce(0) { $0 + $1.cents }, actualCents: actual,
            remainingCents: budgetCents.map { $0 - actual },
            spentPercent: budgetCents.flatMap { Figures.percent(actual, of: $0) },
            pace: Self.pace(actual: actual, budget: budgetCents, daysElapsed: daysElapsed, days: period.days),
            projectedCents: projected, isOverBudget: budgetCents.map { actual > $0 } ?? false,
            isProjectedOverBudget: budgetCents.map { projected > $0 } ?? false,
            categories: categories(in: period, through: through),
            mealPlans: plans.filter { isCountable($0.line.date, period.start, through) }.map(\.line))
    }

    /// `ACTUAL` entries and uncovered meal plans dated from `start` through `end`, in cents.
    func actualCents(from start: CivilDate, through end: CivilDate) -> Int {
        actual(from: start, through: end).reduce(0) { $0 + $1.cents }
    }

    /// Spending outpaces time when the share of the budget spent (`actual ÷ budget`) is above the
    /// share of the period elapsed (`daysElapsed ÷ days`), compared in integers.
    static func pace(actual: Int, budget: Int?, daysElapsed: Int, days: Int) -> BudgetReport.Pace {
        guard let budget else { return .noBudget }
        return actual * days > budget * daysElapsed ? .tooFast : .onTrack
    }

    private func isCountable(_ date: CivilDate, _ start: CivilDate, _ end: CivilDate) -> Bool {
        start <= date && date <= end
    }

    private func planned(in period: CalendarPeriod) -> [BudgetLedger.Entry] {
        entries.filter { !$0.isActual && period.contains($0.date) }
    }

    private func actual(from start: CivilDate, through end: CivilDate) -> [(category: String, cents: Int)] {
        let fromEntries = entries.filter { $0.isActual && isCountable($0.date, start, end) }
            .map { (category: $0.category, cents: $0.cents) }
        let fromPlans = plans.filter { $0.line.coveredByEntryID == nil && isCountable($0.line.date, start, end) }
            .map { (category: BudgetLedger.mealPlanCategory, cents: $0.line.costCents) }
        return fromEntries + fromPlans
    }

    private func categories(in period: CalendarPeriod, through: CivilDate) -> [BudgetReport.Category] {
        var byName: [String: BudgetReport.Category] = [:]
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
