import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// report.md as a digest: the week's answers first, each with a link to its section below; each
/// count stated once; small enough for a GitHub job summary. The rules of each answer are checked on
/// page contexts made for them.
@Suite struct ReportDigestTests {
    /// The answers: the list items before report.md's first section.
    static func answers(in markdown: String) -> [Substring] {
        markdown.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- ") }
    }

    @Test func theHouseholdReportOpensWithTheWeeksAnswers() throws {
        let markdown = try RenderedFixture().file("report.md")
        let shop = #"Corner \`Shop\` \| \[x\](http\://y)"#
        let eat: String =
            #"- **Eat first**: Yoghurt (expires today), \<script\>alert(1)\</script\> (expires in 2 days),"#
            + #" Butter \[salted\] (expires in 4 days), Spinach (expires in 5 days). → [Eat first](#eat-first)"#
        let ana: String =
            "- **Budget**: Ana: entries up to Fri 20 Nov. This week (16–22 Nov): 131.45 of 120.00 spent in the"
            + " 5 days the entries cover, 11.45 over budget. This month (November 2026): 347.00 of 480.00 spent in"
            + " the 20 days the entries cover, 133.00 left, spending too fast (on course for 520.50). Last week"
            + " (9–15 Nov): 126.80 of 120.00 spent (105.7%), 6.80 over budget. → [Budget](#budget)"
        let ben: String =
            #"- **Budget**: Ben \`the\` \[link\](http\://x): entries up to Fri 20 Nov. This week (16–22 Nov):"#
            + " 38.40 of 60.00 spent in the 5 days the entries cover, 21.60 left, on track. This month"
            + " (November 2026): 131.65 spent in the 20 days the entries cover, no monthly budget. Last week"
            + " (9–15 Nov): 52.25 of 60.00 spent (87.1%), 7.75 under budget. → [Budget](#budget)"
        let brew: String =
            "- **Brew again**: V60 everyday, 4.20 on average over 5 brews. Most common taste: too sour"
            + " (2 brews): try slightly finer or hotter. → [Coffee](#coffee)"
        let expected: [String] = [
            "- **Throw out**: Milk (expired 2 days ago). → [Eat first](#eat-first)",
            "- **Check**: Crackers (best before yesterday). → [Eat first](#eat-first)", eat,
            #"- **Wasted**: this week since Mon 16 Nov, 1 item, €1\.19; last week (9–15 Nov), 0 items, none."#
                + " → [Eat first](#eat-first)",
            "- **Buy**: 8 items: 4 at FreshMart, in aisle order; 2 at \(shop), in aisle order; 2 at any store. → [Shopping](#shopping)",
            ana, ben,
            "- **Saved**: 0.80 on deals already; deals for the list save 2.80 at FreshMart. → [Savings](#savings)",
            brew, "- **Not imported**: 1 part of a file was kept as text. → [Not imported](#not-imported)",
        ]
        #expect(Self.answers(in: markdown).map(String.init) == expected)
        #expect(markdown.hasPrefix("# larder weekly report — Sun 22 Nov 2026\n\n- **Throw out**"), "answers first")
    }

    @Test func noCountIsStatedTwiceInTheHouseholdReport() throws {
        let fixture = try RenderedFixture()
        let markdown = try fixture.file("report.md")
        #expect(RepeatedCounts.statements(in: markdown) == [])
        let headlines = ReportRenderer.context(fixture.report, text: MarkdownText.escape).overview.map(\.headline)
        for headline in headlines {
            #expect(markdown.components(separatedBy: headline).count <= 2, "stated twice: \(headline)")
        }
    }

    @Test func theCheckFindsACountStatedTwiceInTextOrInATable() {
        let markdown = """
            # Report

            - **Eat first**: 1 item to throw out, 3 to eat within 5 days.
            - **Shopping**: 7 items to buy at 2 stores.

            | | Items |
            |---|---:|
            | To throw out | 1 |
            | In stock | 11 |

            ## Eat first

            1 item to throw out; 11 in stock since 20 Nov, expired 2 days ago.

            | Store | To buy |
            |---|---:|
            | FreshMart | 4 |

            Milk expired 2 days ago. 7 items to buy.

            | Store | Items | Saving |
            |---|---:|---:|
            | FreshMart | 4 | 2.80 |
            | FreshMart | 4 | 2.80 |
            """
        #expect(
            RepeatedCounts.statements(in: markdown) == [
                "1 item to", "7 items to", "11 in stock", "| FreshMart | 4 | 2.80 |",
            ])
    }

    @Test func everyAnswerLinksToASectionHeadingBelowIt() throws {
        let markdown = try RenderedFixture().file("report.md")
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
            ReportDigest.Section.anchor(for: String($0.dropFirst(3)))
        }
        let links = Self.answers(in: markdown).compactMap { $0.firstMatch(of: /\]\(#([a-z0-9_-]+)\)$/)?.1 }
        #expect(links.count == Self.answers(in: markdown).count, "every answer ends with its link")
        #expect(
            Set(links).map(String.init).sorted() == [
                "budget", "coffee", "eat-first", "not-imported", "savings", "shopping",
            ])
        for link in links { #expect(headings.contains(String(link)), "no heading for #\(link)") }
    }

    @Test(arguments: [("Eat first", "eat-first"), ("Story events", "story-events"), ("Café: “beans”!", "café-beans")])
    func anAnchorIsTheHeadingAsGitHubWritesIt(heading: String, anchor: String) {
        #expect(ReportDigest.Section.anchor(for: heading) == anchor)
    }

    /// GitHub refuses a step summary over 1 MiB; the household's report is far below it.
    @Test func theHouseholdReportFitsAGitHubJobSummary() throws {
        let size = try RenderedFixture().file("report.md").utf8.count
        #expect(size < 1_048_576 / 50, "report.md is \(size) bytes")
    }
}
