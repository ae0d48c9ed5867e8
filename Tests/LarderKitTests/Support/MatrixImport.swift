import Foundation
import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

/// One fixture of `Fixtures/matrix/` imported alone into a fresh in-memory database, and what the
/// format-matrix tests read back from it.
struct MatrixImport {
    /// The import, whose rows are read as ``JSONFileImport`` reads them (derived ids as `derived`).
    let run: JSONFileImport

    /// Imports `Fixtures/matrix/<path>` (`deals/weekly-deals.csv`).
    init(_ path: String) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        run = try JSONFileImport(paths: [fixtures.appendingPathComponent("matrix").appendingPathComponent(path).path])
    }

    /// Every column of every row of `table`, in `order`; an id larder derived reads `derived`.
    func rows(of table: String, orderedBy order: String = "id", columns: [String]? = nil) throws -> [Row] {
        try run.rows(of: table, orderedBy: order, columns: columns)
    }

    /// Checks that the file's sections went to `tables` (in order, none to a `raw_` table), with the
    /// row counts given, no row rejected, and only the `unmapped` fields left without a column.
    func expectStored(
        in tables: [String], counts: RowCounts, unmapped: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let sections = run.summary.files.flatMap(\.sections)
        #expect(run.summary.failures == [], sourceLocation: sourceLocation)
        #expect(sections.map(\.table) == tables, sourceLocation: sourceLocation)
        #expect(run.summary.counts == counts, sourceLocation: sourceLocation)
        #expect(try run.rejected() == [], sourceLocation: sourceLocation)
        #expect(sections.flatMap(\.unmappedFields) == unmapped, sourceLocation: sourceLocation)
        let raw = try run.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'raw_*'")
        #expect(raw == [], sourceLocation: sourceLocation)
    }
}
