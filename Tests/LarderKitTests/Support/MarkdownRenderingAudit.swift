import Foundation

/// Compares a Markdown report with its rendering by cmark-gfm, the way scripts/check-report-md.sh does:
/// the rendering may hold only the structure larder's templates write, line by line, and only the
/// links they write (`[text](target)` with an unescaped `]`), so anything imported text turned into
/// markup shows as a difference.
enum MarkdownRenderingAudit {
    /// The elements larder's Markdown templates produce; any other one came from imported text.
    static let allowedElements: Set<String> = [
        "h1", "h2", "h3", "p", "ul", "li", "strong", "a", "table", "thead", "tbody", "tr", "th", "td",
    ]

    /// What the rendering holds that the template lines did not write, one sentence each.
    static func problems(markdown: String, html: String, named name: String) -> [String] {
        var problems: [String] = []
        let hrefs = html.matches(of: /href="([^"]*)"/).map { $0.1.replacingOccurrences(of: "&amp;", with: "&") }
        let written = writtenLinks(in: markdown)
        for href in Set(hrefs) where hrefs.count { $0 == href } > written.count(where: { $0 == href }) {
            problems.append("\(name): a link larder did not write, to `\(href)`")
        }
        let elements = Set(html.matches(of: /<([a-zA-Z][a-zA-Z0-9]*)/).map { $0.1.lowercased() })
        for element in elements.subtracting(allowedElements).sorted() {
            problems.append("\(name): a <\(element)> larder's templates never write")
        }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let expected: [(String, Int, Regex<Substring>)] = [
            ("headings", lines.count(where: isHeading), /<h[1-6][ >]/),
            ("list items", lines.count { $0.hasPrefix("- ") }, /<li[ >]/),
            ("tables", lines.count { $0.hasPrefix("|---") }, /<table[ >]/),
            ("table rows", lines.count { $0.hasPrefix("|") && !$0.hasPrefix("|---") }, /<tr[ >]/),
        ]
        for (what, count, element) in expected where html.matches(of: element).count != count {
            problems.append("\(name): \(html.matches(of: element).count) \(what) where the lines write \(count)")
        }
        return problems
    }

    /// Whether a line is an ATX heading: one to six `#` and a space.
    static func isHeading(_ line: Substring) -> Bool {
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).first == " "
    }

    /// The targets of the links written in `markdown`: `](target)` after a `]` no backslash escapes.
    static func writtenLinks(in markdown: String) -> [String] {
        var links: [String] = []
        var escaped = false
        var index = markdown.startIndex
        while index < markdown.endIndex {
            let character = markdown[index]
            index = markdown.index(after: index)
            if character == "]", !escaped, markdown[index...].hasPrefix("("),
                let close = markdown[index...].firstIndex(of: ")")
            {
                links.append(String(markdown[markdown.index(after: index)..<close]))
            }
            escaped = character == "\\" && !escaped
        }
        return links
    }
}
