import Foundation

/// Renders a ``Report`` into the output folder from the templates: HTML pages, the weekly Markdown
/// report and `report.json`. Same report + same templates = the same bytes.
public struct ReportRenderer {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// `index.html` and one page per analysis.
        case html
        /// `report.md`.
        case md
        /// `report.json`.
        case json
    }

    /// The HTML pages, by template name, with their titles.
    static let htmlPages = [("index.html", "Overview"), ("expiry.html", "Eat first")]

    let templates: TemplateLibrary

    /// Loads the templates of `folder`.
    public init(templates folder: URL) throws {
        templates = try TemplateLibrary(folder: folder)
    }

    /// Renders `report` in `formats` and replaces `output` with the result.
    public func render(_ report: Report, formats: [Format], to output: URL) throws {
        try OutputWriter(destination: output).write(try files(for: report, formats: formats))
    }

    /// The files of the output, in a fixed order.
    func files(for report: Report, formats: [Format]) throws -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        if formats.contains(.html) {
            let context = pageContext(report, text: { $0 })
            for (page, title) in Self.htmlPages {
                var pageContext = context
                pageContext["title"] = title
                pageContext["page"] = [page.replacingOccurrences(of: ".html", with: ""): true]
                files.append((page, try templates.render(pageContext, template: page)))
            }
        }
        if formats.contains(.md) {
            files.append(
                (
                    "report.md",
                    try templates.render(pageContext(report, text: MarkdownText.escape), template: "report.md")
                ))
        }
        if formats.contains(.json) {
            files.append(("report.json", ReportJSON.encode(report)))
        }
        return files
    }

    private func pageContext(_ report: Report, text: @escaping (String) -> String) -> [String: Any] {
        [
            "asOf": report.asOf.description,
            "asOfLong": TextFormat.longDate(report.asOf),
            "expiry": ExpiryPage.context(report.expiry, text: text),
        ]
    }
}
