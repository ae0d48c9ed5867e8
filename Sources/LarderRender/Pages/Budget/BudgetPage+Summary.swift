import LarderAnalysis

extension BudgetPage {
    /// The overview's summary: the headline, and per user this week's spending and last week's result.
    static func summary(_ report: BudgetFindings, text: (String) -> String) -> PageSummary {
        let money = Amounts(currency: report.currency)
        let figures = report.users.flatMap { user -> [PageSummary.Figure] in
            let who = text(name(user))
            let week = user.week
            let budget = week.budgetCents.map { " of " + money($0) } ?? ""
            let thisWeek: PageSummary.Figure =
                week.daysCovered == 0
                ? .init(value: "—", label: "this week: \(freshnessPhrase(user)) · \(who)")
                : .init(
                    value: money(week.actualCents), label: "spent\(budget) this week · \(who)",
                    tone: week.isOverBudget ? "bad" : "")
            let last = user.previousWeek
            let lastWeek: PageSummary.Figure =
                last.spentPercent.map {
                    .init(
                        value: TextFormat.percent($0), label: "of the budget spent last week · \(who)",
                        tone: last.isOverBudget ? "bad" : "")
                } ?? .init(value: money(last.actualCents), label: "spent last week · \(who)")
            return [thisWeek, lastWeek]
        }
        return PageSummary(headline: headline(report, text: text), figures: figures)
    }

    /// Per user: how fresh the data is, this week's and this month's verdicts (or why there is none), last
    /// week's result.
    static func headline(_ report: BudgetFindings, text: (String) -> String) -> String {
        guard report.hasData else {
            return "No budget data yet: import users and budget entries to compare spending with budgets."
        }
        let money = Amounts(currency: report.currency)
        return report.users.map { user in
            [
                freshness(user, text: text), thisWeek(user, money: money), thisMonth(user, money: money),
                lastWeek(user, money: money),
            ]
            .joined(separator: " ")
        }.joined(separator: " ")
    }

    /// What needs action, one `line` each: weeks and months over budget or heading there, last week
    /// when it ended over budget, and categories spent beyond their plan this week.
    static func overBudget(_ report: BudgetFindings, money: Amounts, text: (String) -> String) -> [Line] {
        report.users.flatMap { user -> [String] in
            let who = text(name(user))
            var lines: [String] = []
            for (period, name) in [
                (user.week, "this week"), (user.month, "this month"), (user.previousWeek, "last week"),
            ] {
                guard let budget = period.budgetCents else { continue }
                if period.isOverBudget {
                    lines.append(
                        "\(who): \(money(period.actualCents)) spent of \(money(budget)) \(name),"
                            + " \(money(period.actualCents - budget)) over.")
                } else if period.isProjectedOverBudget, name != "last week" {
                    lines.append(
                        "\(who): on course for \(money(period.projectedCents)) \(name),"
                            + " above the budget of \(money(budget)).")
                }
            }
            for category in user.week.categories
            where category.plannedCents > 0 && category.actualCents > category.plannedCents {
                lines.append(
                    "\(who) · \(text(category.name)): \(money(category.actualCents)) spent,"
                        + " \(money(category.plannedCents)) planned this week.")
            }
            return lines
        }.map { Line(line: $0) }
    }

    /// The sentence for an empty over-budget list, which says so when the data stops before today.
    static func nothingOver(_ report: BudgetFindings) -> String {
        let isBehind = report.users.contains { $0.week.daysCovered < $0.week.daysElapsed }
        return isBehind
            ? "Nothing is over budget as far as the data goes; it stops before today (see Budget)."
            : "Nothing is over budget."
    }
}
