import LarderAnalysis

/// The page of one analysis: where its result is in the report, the typed values its templates
/// receive, and how the overview sums it up.
///
/// `Context` holds exactly the keys the templates read (docs/TEMPLATES.md); ``TemplateEncoder``
/// turns it into what Mustache renders. It is `Decodable` too only so a test can build a sample
/// with every optional value present and check each template's keys against it.
protocol AnalysisPage: Sendable {
    /// What the analysis found: a ``Report`` part.
    associatedtype Result
    /// The values templates receive under ``key``.
    associatedtype Context: Codable, Sendable

    /// The key under which every template finds the page's values (`budget`), and the page's name:
    /// its file is `budget.html`, its template `budget.html.mustache`.
    static var key: String { get }

    /// The page's name in the navigation and its `<title>` (`Budget`).
    static var title: String { get }

    /// The analysis' result in `report`.
    static func result(in report: Report) -> Result

    /// The values for templates; `text` escapes imported strings for the target (identity for HTML,
    /// where Mustache escapes; Markdown escaping for `.md`).
    static func context(_ result: Result, text: (String) -> String) -> Context

    /// The headline and figures the overview and the weekly report show.
    static func summary(_ result: Result, text: (String) -> String) -> PageSummary

    /// The tables whose files fill the page (`shopping_items`): a file kept as text whose nearest kind is
    /// one of them is named in the headline of the page when it has nothing to show.
    static var tables: Set<String> { get }

    /// Whether the result has nothing to show, so the page asks for an import.
    static func isEmpty(_ result: Result) -> Bool
}
