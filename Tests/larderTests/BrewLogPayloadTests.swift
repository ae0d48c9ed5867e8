import Foundation
import LarderTestSupport
import Testing

/// Brew logs in seed 002's shapes: `BrewLogDetailDTO` (`summary` plus detail fields) and
/// `BrewLogSummaryDTO`, which has no dose or yield and so only completes a brew already stored (§3.2).
@Suite struct BrewLogPayloadTests {
    let cli = EndToEndTests()
    let payloads = BrewGuidePayloadTests()

    /// Every column of the stored brew; the last four (`bean_id`, `mill_id`, `preparation_id`,
    /// `extra_fields`) are a Beanconqueror brew's and stay empty for BrewGuide's.
    static let weekdayBrew =
        "'A44F8DBE-9B31-584E-B8A1-CD1D4159F02E','2026-11-18T12:45:10Z','v60','\(BrewGuidePayloadTests.weekday)','Weekday V60',15.0,250.0,"
        + "92.0,'mediumFine',4,NULL,NULL,'tooSour','kettle at 92, one click finer next time',NULL,'',NULL,NULL,NULL,NULL"
    static let gujiBrew =
        "'A17A2A8B-07BE-5EA8-955D-39FFD1FE1E26','2026-11-21T12:40:18Z','v60','\(BrewGuidePayloadTests.guji)','Ethiopia Guji V60',16.0,"
        + "260.0,93.0,'medium',5,NULL,NULL,NULL,NULL,NULL,'',NULL,NULL,NULL,NULL"

    @Test(arguments: [
        ("brew-log-details.json", 2, [weekdayBrew, gujiBrew]), ("brew-log-detail.json", 1, [gujiBrew]),
    ])
    func brewLogDetailsLandFieldByField(_ file: String, _ count: Int, _ rows: [String]) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", logFixture(file)], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            SummaryCounts.byTable(result.output) == ["brew_logs": SummaryCounts(read: count, inserted: count)],
            "\(result.output)")
        let stored = try payloads.probe(folder)
        #expect(try stored.content(of: "brew_logs") == rows.sorted().joined(separator: "\n"))
        #expect(try stored.count("rejected_rows") == 0)
    }

    /// A summary of a brew not stored yet has no dose or yield: rejected, quoting §3.2 and naming the fields
    /// as the seed does, and kept in `rejected_rows` as exported.
    @Test(arguments: [("brew-log-summaries.json", 2), ("brew-log-summary.json", 1)])
    func aSummaryOfABrewNotStoredIsRejectedQuotingSeed002(_ file: String, _ count: Int) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", logFixture(file)], in: folder)
        #expect(
            SummaryCounts.byTable(result.output) == ["brew_logs": SummaryCounts(read: count, rejected: count)],
            "\(result.output)")
        let stored = try payloads.probe(folder)
        #expect(try stored.count("brew_logs") == 0)
        let rejected = try stored.strings("SELECT field || ' | ' || reason || ' | ' || raw_row FROM rejected_rows")
        #expect(rejected.count == count)
        #expect(
            rejected.first?.hasPrefix(
                "doseGrams | `doseGrams` is missing from this row, which breaks seed 002 §3.2 (“doseGrams > 0”);"
                    + " a brew log summary has no dose and only completes a brew already stored; import the"
                    + " brew's detail (BrewLogDetailDTO) or the full export first. Also: `targetYieldGrams` is missing")
                == true, "\(rejected)")
        #expect(rejected.first?.contains(#""recipeNameAtBrew":"Weekday V60","rating":4,"tasteTag":"tooSour""#) == true)
    }

    /// After the details, the summaries find their brews: unchanged, and a changed rating updates the brew
    /// while its dose and yield stay.
    @Test func aSummaryCompletesTheStoredBrew() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try cli.larder(
            ["import", logFixture("brew-log-details.json"), logFixture("brew-log-summaries.json")], in: folder)
        #expect(
            SummaryCounts.byTable(first.output) == ["brew_logs": SummaryCounts(read: 4, inserted: 2, unchanged: 2)],
            "\(first.output)")
        let summary = try String(contentsOfFile: logFixture("brew-log-summary.json"), encoding: .utf8)
        let rerated = summary.replacingOccurrences(of: #""rating": 4"#, with: #""rating": 3"#)
        #expect(rerated != summary)
        try rerated.write(
            to: folder.appendingPathComponent("data/brew-log-summary.json"), atomically: true, encoding: .utf8)
        let second = try cli.larder(["import", "data/brew-log-summary.json"], in: folder)
        #expect(
            SummaryCounts.byTable(second.output) == ["brew_logs": SummaryCounts(read: 1, updated: 1)],
            "\(second.output)")
        let stored = try payloads.probe(folder)
        let rerun = Self.weekdayBrew.replacingOccurrences(of: "'mediumFine',4,", with: "'mediumFine',3,")
        #expect(try stored.content(of: "brew_logs") == [rerun, Self.gujiBrew].sorted().joined(separator: "\n"))
    }

    private func logFixture(_ name: String) -> String { payloads.fixture(name).path }
}
