import LarderAnalysis

extension BudgetPage {
    /// One row per week of the user's trend, oldest first; `bar` is the actual spending as a Unicode
    /// bar against the largest figure.
    static func trend(_ user: BudgetFindings.User, money: Amounts) -> [Week] {
        let largest = user.trend.map { max($0.actualCents, $0.budgetCents ?? 0) }.max() ?? 0
        return user.trend.map { week in
            Week(
                week: TextFormat.weekNumber(week.period), label: week.period.label,
                days: TextFormat.days(of: week.period), budget: week.budgetCents.map(money.callAsFunction) ?? "—",
                actual: money(week.actualCents),
                isOver: week.budgetCents.map { week.actualCents > $0 } ?? false,
                bar: UnicodeBar.bar(Double(week.actualCents), maximum: Double(largest), width: 16))
        }
    }

    /// Budget against actual spending per week, as grouped bars.
    static func trendChart(_ user: BudgetFindings.User, money: Amounts, id: String) -> String {
        let hasSpending = user.trend.contains { $0.actualCents != 0 || $0.budgetCents != nil }
        let chart = ChartData(
            title: "Budget vs actual per week · \(name(user))",
            categories: user.trend.map { TextFormat.weekStart($0.period) },
            series: [
                .init(name: "Budget", values: user.trend.map { week in week.budgetCents.map { Double($0) / 100 } }),
                .init(name: "Actual", values: user.trend.map { hasSpending ? Double($0.actualCents) / 100 : nil }),
            ],
            xAxis: "Week starting", yAxis: "Amount (\(money.currency ?? "no currency"))",
            format: { money(Int(($0 * 100).rounded())) })
        return SVGChart.render(chart, style: .bars, id: id)
    }
}
