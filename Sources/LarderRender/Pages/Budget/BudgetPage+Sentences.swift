import LarderAnalysis

extension BudgetPage {
    /// `entries up to Sat 21 Nov`, `meal plans up to Sat 21 Nov`, `no spending recorded yet`.
    static func freshnessPhrase(_ user: BudgetFindings.User) -> String {
        guard let through = user.dataThrough else { return "no spending recorded yet" }
        return "\(sourceName(user.source)) up to \(TextFormat.dayAndDate(through))"
    }

    /// `Ann: entries up to Sat 21 Nov.`
    static func freshness(_ user: BudgetFindings.User, text: (String) -> String) -> String {
        "\(text(name(user))): \(freshnessPhrase(user))."
    }

    /// This week's spending and verdict, judged on the days the data covers; no verdict without one.
    static func thisWeek(_ user: BudgetFindings.User, money: Amounts) -> String {
        current(user.week, when: "This week (\(TextFormat.days(of: user.week.period)))", user: user, money: money)
    }

    /// This month's spending and verdict, as this week's, with the projection when it runs too fast.
    static func thisMonth(_ user: BudgetFindings.User, money: Amounts) -> String {
        current(user.month, when: "This month (\(TextFormat.month(user.month.period.start)))", user: user, money: money)
    }

    /// A current period's spending and verdict, judged on the days the data covers; no verdict without one.
    private static func current(
        _ period: BudgetFindings.Period, when: String, user: BudgetFindings.User, money: Amounts
    ) -> String {
        let budgetName = period.period.kind == .week ? "weekly" : "monthly"
        guard period.daysCovered > 0 else {
            return "\(when): no verdict yet, the \(sourceName(user.source)) do not reach it."
        }
        let covered =
            period.daysCovered < period.daysElapsed
            ? " in the \(TextFormat.count(period.daysCovered, "day")) the \(sourceName(user.source)) cover" : ""
        guard let budget = period.budgetCents, let remaining = period.remainingCents else {
            return "\(when): \(money(period.actualCents)) spent\(covered), no \(budgetName) budget."
        }
        let projected =
            period.isProjectedOverBudget && period.period.kind == .month
            ? " (on course for \(money(period.projectedCents)))" : ""
        let state =
            period.isOverBudget
            ? "\(money(-remaining)) over budget" : "\(money(remaining)) left, \(paceText(period.pace))\(projected)"
        return "\(when): \(money(period.actualCents)) of \(money(budget)) spent\(covered), \(state)."
    }

    /// Last week's result in one sentence: spent, budget, over or under and by how much.
    static func lastWeek(_ user: BudgetFindings.User, money: Amounts) -> String {
        let last = user.previousWeek
        let when = "Last week (\(TextFormat.days(of: last.period)))"
        let partial =
            last.daysCovered < last.period.days
            ? "; the \(sourceName(user.source)) cover \(last.daysCovered) of its 7 days" : ""
        guard last.daysCovered > 0, last.actualCents != 0 else {
            // Statements that cover the week but hold no grocery spending say so: nothing spent, not nothing known.
            guard user.source == .transactions, last.daysCovered > 0 else {
                return "\(when): no \(sourceName(user.source)) recorded."
            }
            return "\(when): no grocery spending in the bank statements\(partial)."
        }
        guard let budget = last.budgetCents, let remaining = last.remainingCents else {
            return "\(when): \(money(last.actualCents)) spent, no weekly budget\(partial)."
        }
        let percent = last.spentPercent.map { " (\(TextFormat.percent($0)))" } ?? ""
        let result =
            remaining < 0
            ? "\(money(-remaining)) over budget"
            : remaining == 0 ? "exactly on budget" : "\(money(remaining)) under budget"
        return "\(when): \(money(last.actualCents)) of \(money(budget)) spent\(percent), \(result)\(partial)."
    }

    /// Which records count as the user's spending, and what is shown beside them, never added.
    static func counted(_ user: BudgetFindings.User, money: Amounts, text: (String) -> String) -> String {
        let who = text(name(user))
        let (week, lastWeek) = (user.week, user.previousWeek)
        switch user.source {
        case .entries:
            return "Spending is \(who)'s ACTUAL budget entries."
                + beside("Grocery spending from your bank statements is", week.bankCents, lastWeek.bankCents, money)
                + beside("Meal plans are", week.mealPlanCents, lastWeek.mealPlanCents, money)
        case .transactions:
            return "\(who) records no ACTUAL budget entries, so spending is the grocery spending from your bank"
                + " statements (payees that are stores larder knows, the bank's grocery category, budget-rules.csv;"
                + " refunds subtracted, payments and transfers left out)."
                + beside("Meal plans are", week.mealPlanCents, lastWeek.mealPlanCents, money)
        case .mealPlans:
            return "\(who) records no ACTUAL budget entries, so spending is the meal plans' cost"
                + " (actual cost, else total cost)."
        }
    }

    /// ` Meal plans are shown beside them, not added: $12.00 this week, $0.00 last week.`, or nothing
    /// when the source has nothing in either week.
    private static func beside(_ source: String, _ thisWeek: Int, _ lastWeek: Int, _ money: Amounts) -> String {
        guard thisWeek != 0 || lastWeek != 0 else { return "" }
        return
            " \(source) shown beside them, not added: \(money(thisWeek)) this week, \(money(lastWeek)) last week."
    }

    private static func sourceName(_ source: BudgetFindings.SpendingSource) -> String {
        switch source {
        case .entries: "entries"
        case .transactions: "bank statements"
        case .mealPlans: "meal plans"
        }
    }
}
