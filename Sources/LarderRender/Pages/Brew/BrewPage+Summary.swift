import LarderAnalysis

extension BrewPage {
    /// The overview's summary: the recipe to repeat, brews, average rating and the taste hint.
    static func summary(_ report: BrewFindings, text: (String) -> String) -> PageSummary {
        guard report.hasData else { return PageSummary(headline: headline(report, text: text), figures: []) }
        var figures: [PageSummary.Figure] = [
            .init(value: String(report.brews), label: "brews logged"),
            .init(value: report.averageRating.map(rating) ?? "—", label: "average rating of 5"),
        ]
        if let hint = report.tasteHint {
            figures.append(.init(value: text(tagName(hint.tag)), label: "most common taste: \(hint.hint.lowercased())"))
        }
        if !report.rangeWarnings.isEmpty {
            figures.append(.init(value: String(report.rangeWarnings.count), label: "V60 range warnings", tone: "warn"))
        }
        return PageSummary(headline: headline(report, text: text), figures: figures)
    }

    /// Which recipe to repeat, or why there is none yet.
    static func headline(_ report: BrewFindings, text: (String) -> String) -> String {
        guard report.hasData else {
            return rejected(report, text: text)
                ?? "No brews logged yet: import a brew log to see which recipe to repeat."
        }
        guard let best = report.recipeToRepeat else {
            return "No recipe has \(report.minimumBrewsToRepeat) brews yet; \(TextFormat.count(report.brews, "brew"))"
                + " logged, \(report.averageRating.map(rating) ?? "—") on average."
        }
        let recipe = report.recipeCard.map { card($0, text: text).summary } ?? ""
        return "Repeat \(text(best.name)) (\(rating(best.averageRating)) on average over"
            + " \(TextFormat.count(best.brews, "brew")))\(recipe.isEmpty ? "." : ": " + recipe + ".")"
    }

    /// One row per week of the trend, oldest first; `bar` is the rating as a Unicode bar out of 5.
    static func trend(_ report: BrewFindings) -> [Week] {
        report.trend.map { week in
            Week(
                week: TextFormat.weekNumber(week.period), label: week.period.label,
                days: TextFormat.days(of: week.period), brews: week.brews,
                averageRating: week.averageRating.map(rating) ?? "—",
                bar: week.averageRating.map { UnicodeBar.bar($0, maximum: 5, width: 10) } ?? "")
        }
    }

    /// The average rating per week as a line; a week without brews has no point.
    static func trendChart(_ report: BrewFindings) -> String {
        let chart = ChartData(
            title: "Average brew rating per week",
            categories: report.trend.map { TextFormat.weekStart($0.period) },
            series: [.init(name: "Rating", values: report.trend.map(\.averageRating))],
            xAxis: "Week starting", yAxis: "Rating (1–5)", yMaximum: 5, format: { TextFormat.number($0) })
        return SVGChart.render(chart, style: .line, id: "brew-trend")
    }
}
