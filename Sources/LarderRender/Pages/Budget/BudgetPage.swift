import LarderAnalysis

/// The values the budget page and the budget part of the weekly report receive (docs/TEMPLATES.md).
///
/// Budgets carry no currency in the exports: amounts show `--currency` when it is given (`$153.45`,
/// `153.45 CHF`), else plain numbers (`153.45`) under a note saying so.
enum BudgetPage: AnalysisPage {
    /// The key the page's values are under, and its name in the navigation.
    static let key = "budget", title = "Budget"

    /// The budget analysis of `report`.
    static func result(in report: Report) -> BudgetFindings { report.budget }

    /// The context for `budget.html` and the budget section of `report.md`.
    static func context(_ report: BudgetFindings, text: (String) -> String) -> Context {
        let money = Amounts(currency: report.currency)
        let overBudget = overBudget(report, money: money, text: text)
        return Context(
            hasData: report.hasData, hasOverBudget: !overBudget.isEmpty, headline: headline(report, text: text),
            currencyNote: currencyNote(report.currency, text: text), nothingOver: nothingOver(report),
            trendWeeks: report.trendWeeks,
            users: report.users.enumerated().map { index, user in
                self.user(user, number: index + 1, money: money, text: text)
            },
            overBudget: overBudget)
    }

    /// Amounts in cents written with the report's currency, when it has one.
    struct Amounts {
        /// The ISO 4217 code, or nil.
        var currency: String?

        /// `$12.30`, `12.30 CHF`, or `12.30` without a currency.
        func callAsFunction(_ cents: Int) -> String { TextFormat.money(MoneyAmount(currency: currency, cents: cents)) }
    }

    /// The display name of a user: the name, else the id.
    static func name(_ user: BudgetFindings.User) -> String { user.name ?? user.userID }

    /// What the amounts are in, or that the exports name no currency and how to show one.
    static func currencyNote(_ currency: String?, text: (String) -> String) -> String {
        guard let currency else {
            return "Amounts carry no currency: the exports name none. Run with --currency CODE (e.g. USD) to show one."
        }
        return "Amounts in \(text(currency)) (--currency)."
    }

    private static func user(
        _ user: BudgetFindings.User, number: Int, money: Amounts, text: (String) -> String
    ) -> User {
        User(
            name: text(name(user)), anchor: "user-\(number)", freshness: freshness(user, text: text),
            reach: freshnessPhrase(user),
            thisWeek: thisWeek(user, money: money), thisMonth: thisMonth(user, money: money),
            lastWeek: lastWeek(user, money: money),
            counted: counted(user, money: money, text: text),
            week: period(user.week, name: "This week", money: money, text: text),
            previousWeek: period(user.previousWeek, name: "Last week", money: money, text: text),
            month: period(user.month, name: "This month", money: money, text: text),
            change: user.weekOverWeek.map { change($0, money: money) }, trend: trend(user, money: money),
            chart: trendChart(user, money: money, id: "budget-weeks-\(number)"))
    }

    private static func period(
        _ period: BudgetFindings.Period, name: String, money: Amounts, text: (String) -> String
    ) -> Period {
        let when =
            period.period.kind == .week ? TextFormat.days(of: period.period) : TextFormat.month(period.period.start)
        return Period(
            name: name, label: period.period.label, when: when,
            start: period.period.start.description, end: period.period.end.description,
            daysElapsed: period.daysElapsed, daysCovered: period.daysCovered,
            isCovered: period.daysCovered > 0, days: period.period.days,
            hasBudget: period.budgetCents != nil, budget: period.budgetCents.map(money.callAsFunction) ?? "none",
            planned: money(period.plannedCents), actual: money(period.actualCents),
            mealPlans: money(period.mealPlanCents),
            remaining: period.remainingCents.map(money.callAsFunction) ?? "—",
            spentPercent: period.spentPercent.map { TextFormat.percent($0) } ?? "—",
            projected: period.daysCovered > 0 ? money(period.projectedCents) : "—",
            pace: paceText(period.pace), paceTone: period.pace == .tooFast ? "bad" : "",
            isOverBudget: period.isOverBudget, isProjectedOverBudget: period.isProjectedOverBudget,
            categories: PageTable(
                caption: "Spending by category, \(name.lowercased())", label: "Category",
                rows: period.categories.map { category($0, money: money, text: text) }),
            mealPlanLines: period.mealPlans.map { mealPlan($0, money: money, text: text) },
            hasMealPlans: !period.mealPlans.isEmpty,
            over: period.remainingCents.map { money(-$0) } ?? "—")
    }

    private static func category(
        _ category: BudgetFindings.Category, money: Amounts, text: (String) -> String
    ) -> Category {
        Category(
            name: text(category.name), planned: money(category.plannedCents), actual: money(category.actualCents),
            isOverPlan: category.plannedCents > 0 && category.actualCents > category.plannedCents)
    }

    private static func mealPlan(_ plan: BudgetFindings.MealPlan, money: Amounts, text: (String) -> String) -> MealPlan
    {
        let source: String
        switch plan.costSource {
        case .actualCost: source = "actual cost"
        case .totalCost: source = "total cost"
        case .groceryLists: source = "its grocery lists"
        }
        return MealPlan(
            name: text(plan.name ?? plan.id), date: plan.date.description, day: TextFormat.shortDate(plan.date),
            cost: money(plan.costCents), source: source,
            counted: plan.isCounted ? "counted" : "beside the entries, not added")
    }

    private static func change(_ change: BudgetFindings.WeekChange, money: Amounts) -> Change {
        let days = change.daysCompared == 1 ? "Mon" : "Mon–\(weekdayName(change.daysCompared))"
        return Change(
            previous: money(change.previousCents), current: money(change.currentCents),
            change: change.changeCents == 0
                ? "no change" : (change.changeCents > 0 ? "+" : "") + money(change.changeCents),
            percent: change.changePercent.map { TextFormat.percent($0, signed: true) } ?? "—",
            days: days, isUp: change.changeCents > 0)
    }

    /// The pace in words: `on track`, `spending too fast`, `no budget`, `no verdict: no data yet`.
    static func paceText(_ pace: BudgetFindings.Pace) -> String {
        switch pace {
        case .noBudget: return "no budget"
        case .noData: return "no verdict: no data yet"
        case .onTrack: return "on track"
        case .tooFast: return "spending too fast"
        }
    }

    /// `Mon` … `Sun` for ISO weekday 1 … 7.
    static func weekdayName(_ weekday: Int) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday - 1]
    }
}
