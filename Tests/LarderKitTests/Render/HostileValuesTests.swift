import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

/// The fixture's imported strings include markup, attribute breakers, script URLs and Markdown
/// breakers (an item, a recipe, an event title and category, a budget category, a user's name, a
/// shopping item and its notes, a store, a deal, a wish and its picture address); after a full
/// import and render, each reaches every page as plain text.
@Suite struct HostileValuesTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
        "Treats | [link](http://x) \\ `code`", "Ben `the` [link](http://x)", "Corner `Shop` | [x](http://y)",
        "Oat milk | [x](http://y) `barista`", "<script>alert(1)</script> crisps",
    ]

    @Test func theyAreTextOnEveryHTMLPage() throws {
        let fixture = try RenderedFixture()
        var shown: Set<String> = []
        for page in fixture.pages {
            let elements = try PageAudit.elements(of: page.contents, page: page.path)
            #expect(!elements.contains { ["script", "img"].contains($0.name) }, "\(page.path) gained an element")
            for element in elements {
                for name in element.attributeNames {
                    let value = element.attribute(name) ?? ""
                    #expect(!value.contains("alert") && !value.contains("[link]"), "\(page.path): \(name)=\(value)")
                }
            }
            let text = try #require(elements.first).text()
            shown.formUnion(Self.hostile.filter { text.contains($0) })
        }
        #expect(shown == Set(Self.hostile), "each hostile value is shown, as written, on some page")
        let events = try fixture.file("events.html")
        #expect(events.contains("<th scope=\"row\">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</th>"))
        #expect(events.contains("<td>javascript:alert(1)</td>"))
        #expect(try fixture.file("brew.html").contains("<th scope=\"row\">&lt;script&gt;alert(1)&lt;/script&gt;"))
        let shopping = try fixture.file("shopping.html")
        #expect(shopping.contains("<span class=\"note\">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</span>"))
        #expect(shopping.contains("<code>javascript:alert(1)</code>"))
        #expect(shopping.contains("<caption id=\"store-1\">Corner `Shop` | [x](http://y) (2)</caption>"))
        let savings = try fixture.file("savings.html")
        #expect(savings.contains("<td>&lt;script&gt;alert(1)&lt;/script&gt; crisps <span class=\"note\">FreshMart"))
        #expect(savings.contains("Potential savings per store. FreshMart: 2.80; Corner `Shop` | [x](http://y): 1.56."))
    }

    @Test func theyCannotBreakTheMarkdown() throws {
        let markdown = try RenderedFixture().file("report.md")
        // The links the answers at the top write to their sections are larder's, not imported text.
        let sectionLinks = try Regex(#" → \[[A-Za-z ]+\]\(#[a-z0-9-]+\)\n"#)
        #expect(markdown.matches(of: sectionLinks).count == 10, "one link per answer")
        let imported = markdown.replacing(sectionLinks, with: "\n")
        for (index, character) in zip(imported.indices, imported) where "[]`<".contains(character) {
            #expect(
                index > imported.startIndex && imported[imported.index(before: index)] == "\\", "unescaped \(character)"
            )
        }
        #expect(markdown.contains(#"| Treats \| \[link\](http\://x) \\ \`code\` | 0.00 | 14.55 |"#))
        #expect(markdown.contains(#"| \<script\>alert(1)\</script\> | 3 | 3.67 |"#))
        #expect(markdown.contains(#"- **Moving house \| \[link\](http\://x) \`code\`** (Family): never used"#))
        #expect(
            markdown.contains(
                #"| ☐ | No known aisle | \<script\>alert(1)\</script\> | 1 | \<script\>alert(1)\</script\> crisps: 0.99, save 1.00 | "\>\<img src=x"#
            ))
        #expect(
            markdown.contains(
                #"| Oat milk \| \[x\](http\://y) \`barista\` | Milk | Corner \`Shop\` \| \[x\](http\://y) |"#))
        for table in Self.tables(in: markdown) {
            let columns = Self.cells(table[0])
            #expect(table.allSatisfy { Self.cells($0) == columns }, "every row of a table has its header's cells")
        }
    }

    /// The GitHub tables of `markdown`: runs of lines that start with `|`.
    static func tables(in markdown: String) -> [[Substring]] {
        var tables: [[Substring]] = []
        var current: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                current.append(line)
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        return tables + (current.isEmpty ? [] : [current])
    }

    /// The cells of a table row: the `|` that no backslash escapes, minus one.
    static func cells(_ row: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in row {
            if character == "|", !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count - 1
    }
}
