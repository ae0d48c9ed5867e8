import Foundation
import LarderAnalysis

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

    let templates: TemplateLibrary

    /// Loads the templates of `folder`, or larder's own (carried in the binary) when it is nil.
    public init(templates folder: URL?) throws {
        templates = try folder.map(TemplateLibrary.init(folder:)) ?? TemplateLibrary.builtIn()
    }

    /// Renders `report` in `formats` and replaces `output` with the result, if ``OutputFolder`` accepts it.
    public func render(_ report: Report, formats: [Format], to output: URL) throws {
        let kept: [OutputFolder.Input] = templates.isBuiltIn ? [] : [.templates(templates.folder.relativePath)]
        let writer = try OutputWriter(destination: output, keeping: kept)
        try writer.write(try files(for: report, formats: formats))
    }

    /// The files of the output, in a fixed order: the pages of ``DashboardPage/all``, `report.md`,
    /// `report.json`.
    package func files(for report: Report, formats: [Format]) throws -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        if formats.contains(.html) {
            var context = Self.context(report, text: CellText.html)
            for page in DashboardPage.all {
                context.navigation = PageNavigation(current: page)
                files.append((page.file, try templates.render(context, template: page.file)))
            }
        }
        if formats.contains(.md) {
            let context = Self.context(report, text: CellText.markdown)
            files.append(("report.md", try templates.render(context, template: "report.md")))
        }
        if formats.contains(.json) {
            files.append(("report.json", ReportJSON.encode(ReportDocument(report: report))))
        }
        return files
    }

    /// The values every template receives (docs/TEMPLATES.md): the date, each analysis under its
    /// key, `overview`, the summary of every page, and `digest`, the week's answers. `text` escapes
    /// imported strings for the format.
    static func context(_ report: Report, text: (String) -> String) -> ReportContext {
        var context = ReportContext(
            asOf: report.asOf.description, asOfLong: TextFormat.longDate(report.asOf), overview: [],
            digest: ReportDigest(report, text: text), notImported: NotImportedSection(report.notImported, text: text),
            analyses: [])
        for page in DashboardPage.all {
            guard let analysis = page.analysis else { continue }
            context.analyses.append((analysis.key, analysis.context(report, text)))
            let summary = analysis.summary(report, text)
            context.overview.append(
                ReportContext.Summary(
                    key: analysis.key, title: page.title, file: page.file, headline: summary.headline,
                    hasFigures: !summary.figures.isEmpty, figures: summary.figures))
        }
        return context
    }
}
