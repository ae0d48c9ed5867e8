import LarderAnalysis

extension BudgetPage {
    /// The overview's summary: the headline, and per user this week's spending and its change.
    static func summary(_ report: BudgetReport, text: (String) -> String) -> PageSummary {
        let figures = report.users.flatMap { user -> [PageSummary.Figure] in
            let week = user.week
            let budget = week.budgetCents.map { " of " + TextFormat.cents($0) } ?? ""
            return [
                .init(
                    value: TextFormat.cents(week.actualCents), label: "spent\(budget) this week · \(text(name(user)))",
                    tone: week.isOverBudget ? "bad" : ""),
                .init(
                    value: TextFormat.change(cents: user.weekOverWeek.changeCents),
                    label: "against the same days last week · \(text(name(user)))"),
            ]
        }
        return PageSummary(headline: headline(report, text: text), figures: figures)
    }

    /// One sentence per user about this week: spent, budget, and over or on track.
    static func headline(_ report: BudgetReport, text: (String) -> String) -> String {
        guard report.hasData else {
            return "No budget data yet: import users and budget entries to compare spending with budgets."
        }
        return report.users.map { user in
            let week = user.week
            let spent = "\(text(name(user))) spent \(TextFormat.cents(week.actualCents))"
            guard let budget = week.budgetCents, let remaining = week.remainingCents else {
                return spent + " this week (no weekly budget)."
            }
            let state =
                week.isOverBudget
                ? "\(TextFormat.cents(-remaining)) over budget"
                : "\(TextFormat.cents(remaining)) left, \(paceText(week.pace))"
            return spent + " of \(TextFormat.cents(budget)) this week, \(state)."
        }.joined(separator: " ")
    }

    /// What needs action, one `line` each: weeks and months over budget or heading there, and
    /// categories spent beyond their plan this week.
    static func overBudget(_ report: BudgetReport, text: (String) -> String) -> [Line] {
        report.users.flatMap { user -> [String] in
            let who = text(name(user))
            var lines: [String] = []
            for (period, name) in [(user.week, "this week"), (user.month, "this month")] {
                guard let budget = period.budgetCents else { continue }
                if period.isOverBudget {
                    lines.append(
                        "\(who): \(TextFormat.cents(period.actualCents)) spent of \(TextFormat.cents(budget)) \(name),"
                            + " \(TextFormat.cents(period.actualCents - budget)) over.")
                } else if period.isProjectedOverBudget {
                    lines.append(
                        "\(who): on course for \(TextFormat.cents(period.projectedCents)) \(name),"
                            + " above the budget of \(TextFormat.cents(budget)).")
                }
            }
            for category in user.week.categories
            where category.plannedCents > 0 && category.actualCents > category.plannedCents {
                lines.append(
                    "\(who) · \(text(category.name)): \(TextFormat.cents(category.actualCents)) spent,"
                        + " \(TextFormat.cents(category.plannedCents)) planned this week.")
            }
            return lines
        }.map { Line(line: $0) }
    }
}
