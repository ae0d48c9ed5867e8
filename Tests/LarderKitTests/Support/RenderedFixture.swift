import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

/// The household fixture imported end to end into a fresh database and rendered with larder's own
/// templates as of 2026-11-22: every output file, by name.
struct RenderedFixture {
    /// The day the golden files are rendered as of.
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    /// The report the files were rendered from.
    let report: Report
    /// The files in output order.
    let files: [(path: String, contents: String)]

    /// Imports `Fixtures/household` and renders every format.
    init() throws {
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([
            Paths.fixtures.appendingPathComponent("household").path
        ])
        #expect(summary.counts.rejected == 0)
        report = try Report.build(from: database, asOf: Self.asOf)
        files = try ReportRenderer(templates: Paths.templates).files(
            for: report, formats: ReportRenderer.Format.allCases)
    }

    /// The contents of `path` (`budget.html`).
    func file(_ path: String) throws -> String {
        try #require(files.first { $0.path == path }?.contents, "no \(path) in the output")
    }

    /// The HTML pages, by name.
    var pages: [(path: String, contents: String)] { files.filter { $0.path.hasSuffix(".html") } }
}
