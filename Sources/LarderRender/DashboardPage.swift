import LarderAnalysis

/// One HTML page of the dashboard: its file, its name in the navigation, the context it adds to
/// every page, and how the overview sums it up.
///
/// The pages are data: adding one is one entry in ``all``, a page type in
/// `Render/Pages/` and a template `templates/<file>.mustache`. The navigation, the overview and the
/// weekly report's summary table follow the list.
package struct DashboardPage: Sendable {
    /// The analysis a page shows: where templates find its values, and how it is summed up.
    struct Analysis: Sendable {
        /// The key under which every template finds the analysis' values (`budget`).
        let key: String
        /// The analysis' values for templates; `text` escapes imported strings for the target format.
        let context: @Sendable (Report, _ text: (String) -> String) -> [String: Any]
        /// The headline and figures the overview and the weekly report show.
        let summary: @Sendable (Report, _ text: (String) -> String) -> PageSummary
    }

    /// The template and output file name: `budget.html`.
    let file: String
    /// The page's name in the navigation and its `<title>`.
    let title: String
    /// The analysis the page shows; nil for the overview, which shows every summary.
    let analysis: Analysis?

    /// The pages in navigation order: the overview first.
    static let all: [DashboardPage] = [
        DashboardPage(file: "index.html", title: "Overview", analysis: nil),
        DashboardPage(
            file: "expiry.html", title: "Eat first",
            analysis: Analysis(
                key: "expiry", context: { ExpiryPage.context($0.expiry, text: $1) },
                summary: { ExpiryPage.summary($0.expiry, text: $1) })),
        DashboardPage(
            file: "shopping.html", title: "Shopping",
            analysis: Analysis(
                key: "shopping", context: { ShoppingPage.context($0.shopping, text: $1) },
                summary: { ShoppingPage.summary($0.shopping, text: $1) })),
        DashboardPage(
            file: "savings.html", title: "Savings",
            analysis: Analysis(
                key: "savings", context: { SavingsPage.context($0.savings, text: $1) },
                summary: { SavingsPage.summary($0.savings, text: $1) })),
        DashboardPage(
            file: "budget.html", title: "Budget",
            analysis: Analysis(
                key: "budget", context: { BudgetPage.context($0.budget, text: $1) },
                summary: { BudgetPage.summary($0.budget, text: $1) })),
        DashboardPage(
            file: "brew.html", title: "Coffee",
            analysis: Analysis(
                key: "brew", context: { BrewPage.context($0.brew, text: $1) },
                summary: { BrewPage.summary($0.brew, text: $1) })),
        DashboardPage(
            file: "events.html", title: "Story events",
            analysis: Analysis(
                key: "events", context: { EventsPage.context($0.events, text: $1) },
                summary: { EventsPage.summary($0.events, text: $1) })),
    ]
}

/// What the overview shows for one page: a sentence and a few figures.
struct PageSummary {
    /// One figure: a value, what it counts, and a tone for its colour.
    struct Figure {
        /// The figure as shown: `3`, `€4.50`, `153.45 of 120.00`.
        var value: String
        /// What it is: `expired`, `spent this week`.
        var label: String
        /// `bad`, `warn`, `good`, or empty for a plain figure.
        var tone: String = ""
    }

    /// The page's headline sentence.
    var headline: String
    /// The figures, most important first.
    var figures: [Figure]

    /// The values templates receive: `headline`, `figures` (`value`, `label`, `tone`), `hasFigures`.
    var context: [String: Any] {
        [
            "headline": headline, "hasFigures": !figures.isEmpty,
            "figures": figures.map { ["value": $0.value, "label": $0.label, "tone": $0.tone] },
        ]
    }
}
