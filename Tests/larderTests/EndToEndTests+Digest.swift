import Foundation
import LarderTestSupport
import Testing

extension EndToEndTests {
    /// `larder run` on the sample household's data/ on the Tuesday after its data ends, as the weekly
    /// workflow runs it: report.md opens with the week's answers (every item to throw out named, ground
    /// beef among them; the budget says its entries stop on Saturday and gives no verdict for this
    /// week), states each count once and fits a GitHub job summary many times over.
    @Test func theSampleHouseholdsReportIsADigestThatFitsAJobSummary() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Paths.root.appendingPathComponent("data").path
        let run = try larder(["run", data, "--out", "site", "--as-of", "2026-11-24", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("site/report.md"), encoding: .utf8)
        let answers = markdown.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- ") }
        let actions = answers.compactMap { $0.firstMatch(of: /^- \*\*([^*]+)\*\*:/)?.1 }.map(String.init)
        #expect(
            actions == [
                "Throw out", "Check", "Eat first", "Wasted", "Buy", "Budget", "Saved", "Brew again", "Not imported",
            ])
        let throwOut = try #require(answers.first)
        #expect(throwOut.contains("Ground beef (expired 2 days ago; meat)") && !throwOut.contains("more."), "all named")
        #expect(answers[4].contains("24 items: 16 at Star Market, in aisle order;"), "\(answers[4])")
        #expect(answers[5].contains("entries up to Sat 21 Nov. This week (23–29 Nov): no verdict yet"))
        #expect(RepeatedCounts.statements(in: markdown) == [])
        #expect(markdown.utf8.count < 1_048_576 / 20, "report.md is \(markdown.utf8.count) bytes")
    }
}
