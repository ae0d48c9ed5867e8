import Foundation
import LarderTestSupport
import Testing

/// `--as-of` takes the days larder accepts, 1900-01-01 to 9998-12-31: the edges render with four-digit
/// dates everywhere in report.json, and a day outside is bad usage naming the option and the range.
@Suite struct AsOfRangeCommandTests {
    @Test(arguments: ["1900-01-01", "1900-01-02", "1900-03-30", "9998-12-25", "9998-12-31"])
    func aDayAtTheEdgeOfTheRangeRenders(_ day: String) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let result = try folder.larder(["report", "--as-of", day, "--out", "site", "-q"])
        #expect(result.status == 0, "\(result.error)")
        let json = try String(contentsOf: folder.url.appendingPathComponent("site/report.json"), encoding: .utf8)
        #expect(json.contains("\"\(day)\""))
        #expect(json.matches(of: /(?:^|[^0-9])[0-9]{5,}-W?[0-9]{2}/).isEmpty, "a five-digit year in report.json")
        let dates = json.matches(of: /"([0-9]+)-([0-9]{2})-([0-9]{2})/)
        #expect(!dates.isEmpty)
        #expect(
            dates.allSatisfy { $0.output.1.count == 4 && $0.output.1 != "0000" }, "every date has a four-digit year")
    }

    @Test(arguments: ["0001-01-01", "0001-03-30", "1899-12-31", "9999-01-01", "9999-12-31"])
    func aDayOutsideTheRangeIsBadUsageNamingTheRange(_ day: String) throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        for command in [["report"], ["run", "data"]] {
            let result = try folder.larder(command + ["--as-of", day, "--out", "site"])
            #expect(result.status == 2, "\(command): \(result.error)")
            #expect(
                result.error.contains("--as-of \(day) is outside the days larder reports on, 1900-01-01 to 9998-12-31"),
                "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
        }
    }

    @Test func theHelpStatesTheRange() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let help = try folder.larder(["report", "--help"])
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(YYYY-MM-DD, 1900-01-01 to 9998-12-31)"), "\(help.output)")
    }
}
