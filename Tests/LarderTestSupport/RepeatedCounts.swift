import Foundation

/// Finds the counts a Markdown report states more than once, the way a reader notices them: a whole
/// number and the two words after it in the text (`7 items to`), a number beside its label in a
/// two-column table (`| To throw out | 1 |`, read as `1 to throw`), and a whole table row with a
/// number written again.
///
/// Dates (`20 Nov`), spans of time (`2 days ago`, `30 days or more`, a brew step's `45 s`) and quantities (`1 g`) are not
/// counts: the same date or span may rightly be said of two things.
package enum RepeatedCounts {
    /// Words after a number that make it a date, a span of time or a quantity rather than a count.
    static let notCounted: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "day", "days", "week",
        "weeks", "month", "months", "year", "years", "s", "sec", "min", "h", "g", "kg", "ml", "l", "lb", "oz",
    ]

    /// Each statement `markdown` makes more than once, in the order first made.
    package static func statements(in markdown: String) -> [String] {
        var seen: [String: Int] = [:]
        var order: [String] = []
        for statement in allStatements(in: markdown) {
            if seen[statement] == nil { order.append(statement) }
            seen[statement, default: 0] += 1
        }
        return order.filter { seen[$0, default: 0] > 1 }
    }

    /// Every statement of `markdown`, repeated ones as often as they are made.
    static func allStatements(in markdown: String) -> [String] {
        markdown.split(separator: "\n").flatMap { line -> [String] in
            if line.hasPrefix("|---") || line.hasPrefix("#") { return [] }
            guard line.hasPrefix("|") else {
                return line.matches(of: /(?:^|[^\w.,±])(\d+(?![\d.,]*\d)((?:\s+[\p{L}'’-]+){1,2}))/).compactMap {
                    let words = $0.2.lowercased().split(separator: " ")
                    return notCounted.contains(String(words[0])) ? nil : $0.1.lowercased()
                }
            }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count == 2, cells[1].first?.isNumber == true {
                return ["\(cells[1]) " + cells[0].lowercased().split(separator: " ").prefix(2).joined(separator: " ")]
            }
            return cells.contains { $0.contains(where: \.isNumber) } ? [String(line)] : []
        }
    }
}
