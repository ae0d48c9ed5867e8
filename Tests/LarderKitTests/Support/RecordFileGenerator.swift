import Foundation
import LarderTestSupport

/// A generated file and the words of its data records, each a token no other file of the run holds.
struct GeneratedRecordFile {
    /// The file name, which says its format.
    var name: String
    /// Its text.
    var text: String
    /// The tokens of its data records' cells, which must all be somewhere in the database after import.
    var tokens: [String]
}

/// Seeded HTML pages, CSV files and JSON documents of awkward shapes for the record oracle
/// (`RecordOracleTests`): sub-headings anywhere, empty and missing header rows, `thead`/`tbody`/`tfoot`,
/// spans, nested tables and missing cells; quoted line breaks, blank, empty and totals lines, `sep=` and
/// title lines; arrays at several depths, envelopes and nulls.
struct RecordFileGenerator {
    var random: SeededGenerator
    private var counter = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A token no other generated value holds: `t42x`.
    mutating func token() -> String {
        counter += 1
        return "t\(counter)x"
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// Words that are no tokens, for headers, titles and sub-headings.
    mutating func words() -> String {
        ["Weekly list", "Fruit", "Dairy & eggs", "Pantry", "Total", "Notes"].randomElement(using: &random)!
    }

    // MARK: HTML

    /// A page of one to three tables, the first holding at least one data row.
    mutating func htmlPage(index: Int) -> GeneratedRecordFile {
        var tokens: [String] = []
        var body = "<h1>Shopping</h1>\n"
        for table in 0..<number(1...3) {
            let (html, tableTokens) = htmlTable(nested: false, needsRecord: table == 0)
            body += html + "\n<p>between</p>\n"
            tokens += tableTokens
        }
        return GeneratedRecordFile(
            name: "page\(index).html", text: "<html><body>\n\(body)</body></html>\n", tokens: tokens)
    }

    private enum HeaderShape: CaseIterable { case row, thead, emptyRow, emptyThead, none }

    private struct DataRow {
        var html: String
        /// The tokens of the row's own cells.
        var tokens: [String]
        /// The tokens of tables nested in its cells, which are tables of their own.
        var nested: [String] = []
        var values: Int
    }

    /// A table and the tokens of its records.
    private mutating func htmlTable(nested: Bool, needsRecord: Bool) -> (String, [String]) {
        let width = nested ? 2 : (chance(10) ? 1 : number(2...5))
        let shape: HeaderShape = width == 1 ? .row : HeaderShape.allCases.randomElement(using: &random)!
        let tdOnly = shape == .none && chance(50)
        var head: [String] = []
        var usesHeaderCells = shape != .none
        switch shape {
        case .row:
            for _ in 0..<(width > 1 && chance(30) ? number(1...2) : 0) {
                head.append(
                    chance(50) ? "<tr><th>\(words())</th></tr>" : "<tr><td colspan=\"\(width)\">\(words())</td></tr>")
            }
            head.append("<tr>" + (0..<width).map { _ in "<th>\(words())</th>" }.joined() + "</tr>")
        case .thead:
            head.append("<thead><tr>" + (0..<width).map { _ in "<th>\(words())</th>" }.joined() + "</tr></thead>")
        case .emptyRow: head.append("<tr>" + String(repeating: "<th></th>", count: width) + "</tr>")
        case .emptyThead: head.append("<thead><tr>" + String(repeating: "<th> </th>", count: width) + "</tr></thead>")
        case .none: break
        }
        var rows: [String] = []
        var dataRows: [DataRow] = []
        var rowSpanCarried = false
        var lastWasLoose = false
        for _ in 0..<number(0...8) {
            let roll = rowSpanCarried ? 0 : number(0...99)
            switch roll {
            case 62..<72 where width > 1:
                rows.append("<tr><td colspan=\"\(width + number(0...2))\">\(words())</td></tr>")
                lastWasLoose = false
            case 72..<82 where !tdOnly:
                usesHeaderCells = true
                if lastWasLoose || rows.isEmpty || chance(50) {
                    rows.append("<tr><th\(width > 1 && chance(50) ? " colspan=\"\(width)\"" : "")>\(words())</th></tr>")
                    lastWasLoose = false
                } else {
                    rows.append("<th colspan=\"\(width)\">\(words())</th>")
                    lastWasLoose = true
                }
            case 82..<92:
                rows.append(chance(50) ? "<tr></tr>" : "<tr>" + String(repeating: "<td> </td>", count: width) + "</tr>")
                lastWasLoose = false
            default:
                let row = dataRow(width: width, skipFirst: rowSpanCarried, full: dataRows.isEmpty, nested: nested)
                rowSpanCarried = row.html.contains("rowspan")
                rows.append(row.html)
                dataRows.append(row)
                lastWasLoose = false
            }
        }
        // A table without a header row may take its first data row as one: give it a second.
        while needsRecord, dataRows.count < (shape == .none ? 2 : 1) {
            let row = dataRow(width: width, skipFirst: rowSpanCarried, full: dataRows.isEmpty, nested: nested)
            rowSpanCarried = row.html.contains("rowspan")
            rows.append(row.html)
            dataRows.append(row)
        }
        var tokens = dataRows.flatMap(\.tokens)
        if shape == .none, !usesHeaderCells, let first = dataRows.first(where: { $0.values >= 2 || width == 1 }) {
            // A table without <th> cells takes its first row of two values or more as its header.
            tokens.removeAll { first.tokens.contains($0) }
        }
        let inBody = shape == .thead || shape == .emptyThead || chance(30)
        var html = "<table>\n" + head.joined(separator: "\n") + "\n"
        html +=
            inBody ? "<tbody>\n" + rows.joined(separator: "\n") + "\n</tbody>\n" : rows.joined(separator: "\n") + "\n"
        if !nested, chance(20) {
            html +=
                "<tfoot><tr><td>\(words())</td>" + String(repeating: "<td>9</td>", count: width - 1) + "</tr></tfoot>\n"
        }
        return (html + "</table>", tokens + dataRows.flatMap(\.nested))
    }

    /// A data row: one to `width` cells of tokens (some empty, some missing at the end unless `full`), at
    /// least one value, spans that never make it one cell across the table, sometimes a nested table.
    private mutating func dataRow(width: Int, skipFirst: Bool, full: Bool, nested: Bool) -> DataRow {
        var cells: [String] = []
        var tokens: [String] = []
        var inner: [String] = []
        var values = 0
        var column = skipFirst ? 1 : 0
        let cellCount = !full && chance(15) ? number(1...width) : width
        while column < cellCount {
            var attributes = ""
            var span = 1
            if column == 0, !skipFirst, width > 1, chance(10) { attributes = " rowspan=\"2\"" }
            if column + 2 < width, chance(10) {
                span = 2
                attributes += " colspan=\"2\""
            }
            if chance(12), values > 0 || column + span < cellCount {
                cells.append("<td\(attributes)></td>")
            } else {
                var text = (0..<number(1...2)).map { _ in token() }
                tokens += text
                values += 1
                if !nested, chance(3) {
                    let (table, innerTokens) = htmlTable(nested: true, needsRecord: true)
                    text += [table]
                    inner += innerTokens
                }
                cells.append("<td\(attributes)>\(text.joined(separator: " "))</td>")
            }
            column += span
        }
        if values == 0 {
            let text = token()
            tokens.append(text)
            values = 1
            cells.append("<td>\(text)</td>")
        }
        return DataRow(html: "<tr>" + cells.joined() + "</tr>", tokens: tokens, nested: inner, values: values)
    }
}
