import Foundation

/// `larder report`: analyse the database as of a date and render the output folder.
public struct ReportJob: Sendable {
    /// The date to report as of.
    public var asOf: CivilDate
    /// The output folder.
    public var output: URL
    /// The templates folder.
    public var templates: URL
    /// The formats to write.
    public var formats: [ReportRenderer.Format]
    /// "Due soon" window in days.
    public var dueWithinDays: Int

    /// Creates a job.
    public init(
        asOf: CivilDate, output: URL, templates: URL, formats: [ReportRenderer.Format] = ReportRenderer.Format.allCases,
        dueWithinDays: Int = 5
    ) {
        self.asOf = asOf
        self.output = output
        self.templates = templates
        self.formats = formats
        self.dueWithinDays = dueWithinDays
    }

    /// Loads the templates first (so a broken template fails before any work), then analyses and renders.
    public func run(on database: LarderDatabase) throws {
        let renderer = try ReportRenderer(templates: templates)
        let report = try Report.build(from: database, asOf: asOf, dueWithinDays: dueWithinDays)
        try renderer.render(report, formats: formats, to: output)
    }
}
