import LarderAnalysis

/// One HTML page of the dashboard: its file, its name in the navigation, the context it adds to
/// every page, and how the overview sums it up.
///
/// The pages are data: adding one is an ``AnalysisPage`` in `Pages/`, its entry in ``analysisPages``
/// and its templates (`templates/<key>.html.mustache`). The navigation, the overview and the weekly
/// report's summary table follow the list.
package struct DashboardPage: Sendable {
    /// The analysis a page shows: its page type's key, context and summary behind closures, so the
    /// list of pages holds pages of different types.
    struct PageAnalysis: Sendable {
        /// The key under which every template finds the analysis' values (`budget`).
        let key: String
        /// The analysis' typed values for templates; `text` escapes imported strings for the target format.
        let context: @Sendable (Report, _ text: (String) -> String) -> any Encodable
        /// The headline and figures the overview and the weekly report show.
        let summary: @Sendable (Report, _ text: (String) -> String) -> PageSummary
        /// The page's context type read from `decoder`: how a test builds one with every value present.
        let sample: @Sendable (any Decoder) throws -> any Encodable

        /// The analysis `page` shows.
        init<Page: AnalysisPage>(_ page: Page.Type) {
            key = Page.key
            context = { report, text in Page.context(in: report, text: text) }
            summary = { report, text in Page.summary(in: report, text: text) }
            sample = { decoder in try Page.Context(from: decoder) }
        }
    }

    /// The template and output file name: `budget.html`.
    let file: String
    /// The page's name in the navigation and its `<title>`.
    let title: String
    /// The analysis the page shows; nil for the overview, which shows every summary.
    let analysis: PageAnalysis?

    /// The analyses' pages in navigation order, after the overview.
    static let analysisPages: [any AnalysisPage.Type] = [
        ExpiryPage.self, ShoppingPage.self, SavingsPage.self, BudgetPage.self, BrewPage.self, EventsPage.self,
    ]

    /// The pages in navigation order: the overview first.
    static let all: [DashboardPage] =
        [DashboardPage(file: "index.html", title: "Overview", analysis: nil)] + analysisPages.map { DashboardPage($0) }
}

extension DashboardPage {
    /// The page of `page`'s analysis: `<key>.html`, under its title.
    fileprivate init<Page: AnalysisPage>(_ page: Page.Type) {
        self.init(file: Page.key + ".html", title: Page.title, analysis: PageAnalysis(page))
    }
}

/// What the overview shows for one page: a sentence and a few figures.
struct PageSummary {
    /// One figure: a value, what it counts, and a tone for its colour.
    struct Figure: Codable {
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
}
