import LarderAnalysis

/// The values the budget page and the budget part of the weekly report receive (docs/TEMPLATES.md).
///
/// Budgets carry no currency in the exports, so amounts are written as plain numbers (`153.45`).
enum BudgetPage: AnalysisPage {
    /// The page's values are under `budget`.
    static let key = "budget"
    /// Its name in the navigation.
    static let title = "Budget"

    /// The budget analysis of `report`.
    static func result(in report: Report) -> BudgetReport { report.budget }

    /// The context for `budget.html` and the budget section of `report.md`.
    static func context(_ report: BudgetReport, text: (String) -> String) -> Context {
        let overBudget = overBudget(report, text: text)
        return Context(
            hasData: report.hasData, headline: headline(report, text: text), trendWeeks: report.trendWeeks,
            users: report.users.enumerated().map { index, user in self.user(user, number: index + 1, text: text) },
            overBudget: overBudget, hasOverBudget: !overBudget.isEmpty)
    }

    /// The display name of a user: the name, else the id.
    static func name(_ user: BudgetReport.User) -> String { user.name ?? user.userID }

    private static func user(_ user: BudgetReport.User, number: Int, text: (String) -> String) -> User {
        User(
            name: text(name(user)), anchor: "user-\(number)",
            week: period(user.week, name: "This week", text: text),
            previousWeek: period(user.previousWeek, name: "Last week", text: text),
            month: period(user.month, name: "This month", text: text),
            change: change(user.weekOverWeek), trend: trend(user),
            chart: trendChart(user, id: "budget-weeks-\(number)"))
    }

    private static func period(_ period: BudgetReport.Period, name: String, text: (String) -> String) -> Period {
        let when =
            period.period.kind == .week ? TextFormat.days(of: period.period) : TextFormat.month(period.period.start)
        return Period(
            name: name, label: period.period.label, when: when,
            start: period.period.start.description, end: period.period.end.description,
            daysElapsed: period.daysElapsed, days: period.period.days,
            hasBudget: period.budgetCents != nil, budget: period.budgetCents.map(TextFormat.cents) ?? "none",
            planned: TextFormat.cents(period.plannedCents), actual: TextFormat.cents(period.actualCents),
            remaining: period.remainingCents.map(TextFormat.cents) ?? "—",
            spentPercent: period.spentPercent.map { TextFormat.percent($0) } ?? "—",
            projected: TextFormat.cents(period.projectedCents),
            pace: paceText(period.pace), paceTone: period.pace == .tooFast ? "bad" : "",
            isOverBudget: period.isOverBudget, isProjectedOverBudget: period.isProjectedOverBudget,
            categories: PageTable(
                caption: "Spending by category, \(name.lowercased())", label: "Category",
                rows: period.categories.map { category(text, $0) }),
            mealPlans: period.mealPlans.map { mealPlan(text, $0) }, hasMealPlans: !period.mealPlans.isEmpty,
            over: period.remainingCents.map { TextFormat.cents(-$0) } ?? "—")
    }

    private static func category(_ text: (String) -> String, _ category: BudgetReport.Category) -> Category {
        Category(
            name: text(category.name), planned: TextFormat.cents(category.plannedCents),
            actual: TextFormat.cents(category.actualCents),
            isOverPlan: category.plannedCents > 0 && category.actualCents > category.plannedCents)
    }

    private static func mealPlan(_ text: (String) -> String, _ plan: BudgetReport.MealPlan) -> MealPlan {
        let source: String
        switch plan.costSource {
        case .actualCost: source = "actual cost"
        case .totalCost: source = "total cost"
        case .groceryLists: source = "its grocery lists"
        }
        return MealPlan(
            name: text(plan.name ?? plan.id), date: plan.date.description, day: TextFormat.shortDate(plan.date),
            cost: TextFormat.cents(plan.costCents), source: source,
            counted: plan.coveredByEntryID == nil ? "counted" : "already in the entries")
    }

    private static func change(_ change: BudgetReport.WeekChange) -> Change {
        let days = change.daysCompared == 1 ? "Monday" : "Monday to \(weekdayName(change.daysCompared))"
        return Change(
            previous: TextFormat.cents(change.previousCents), current: TextFormat.cents(change.currentCents),
            change: TextFormat.change(cents: change.changeCents),
            percent: change.changePercent.map { TextFormat.percent($0, signed: true) } ?? "—",
            days: days, isUp: change.changeCents > 0)
    }

    /// The pace in words: `on track`, `spending too fast`, `no budget`.
    static func paceText(_ pace: BudgetReport.Pace) -> String {
        switch pace {
        case .noBudget: return "no budget"
        case .onTrack: return "on track"
        case .tooFast: return "spending too fast"
        }
    }

    private static func weekdayName(_ weekday: Int) -> String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekday - 1]
    }
}
