import LarderAnalysis

extension ExpiryPage {
    /// The overview's summary: the headline, the counts of the lists and what is still to save.
    static func summary(_ report: ExpiryFindings, text: (String) -> String) -> PageSummary {
        guard report.inStock > 0 else { return PageSummary(headline: headline(report), figures: []) }
        return PageSummary(
            headline: headline(report),
            figures: [
                .init(
                    value: String(report.throwOut.count), label: "to throw out",
                    tone: report.throwOut.isEmpty ? "" : "bad"),
                .init(value: String(report.check.count), label: "to check", tone: report.check.isEmpty ? "" : "warn"),
                .init(
                    value: String(report.eatToday.count), label: "to eat today",
                    tone: report.eatToday.isEmpty ? "" : "warn"),
                .init(value: String(report.eatThisWeek.count), label: "to eat within \(report.dueWithinDays) days"),
                .init(value: text(TextFormat.money(report.valueAtRisk)), label: "value at risk"),
            ])
    }

    /// One row per day of the next two weeks; `bar` is the total as a Unicode bar.
    static func dueByDay(_ report: ExpiryFindings) -> [Day] {
        let most = report.dueByDay.map { $0.expiring + $0.bestBefore }.max() ?? 0
        return report.dueByDay.map { day in
            let total = day.expiring + day.bestBefore
            return Day(
                day: TextFormat.dayAndDate(day.date), date: day.date.description, expiring: day.expiring,
                bestBefore: day.bestBefore, total: total,
                bar: UnicodeBar.bar(Double(total), maximum: Double(most), width: 16))
        }
    }

    /// Items due per day for the next two weeks, as grouped bars: best-before and expiration dates.
    static func dueByDayChart(_ report: ExpiryFindings) -> String {
        let days = report.dueByDay
        let nothingDue = days.allSatisfy { $0.expiring + $0.bestBefore == 0 }
        let chart = ChartData(
            title: "Items due per day, next \(days.count) days",
            categories: days.map { TextFormat.shortDate($0.date) },
            series: [
                .init(name: "Best before", values: days.map { nothingDue ? nil : Double($0.bestBefore) }),
                .init(name: "Expires", values: days.map { nothingDue ? nil : Double($0.expiring) }),
            ],
            xAxis: "Day", yAxis: "Items", isCount: true, format: { TextFormat.decimal($0, places: 0) })
        return SVGChart.render(chart, style: .bars, id: "due-by-day")
    }
}
