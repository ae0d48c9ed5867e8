import Foundation

/// What comes before a CSV file's header and is not a record (docs/IMPORT.md, "Preambles"): Excel's
/// `sep=;` line, which names the delimiter, or a preamble of any shape — a title, key/value lines
/// (`Account details for:,12345678`, `Current balance:,1234.56`), blank lines, `Transaction History`.
///
/// The header is where the widest consistent run of records starts: the records of the first lines are
/// split (quotes respected) with each candidate delimiter; the widest width two records in a row share
/// is the table's, and the header is the first record starting such a run that reads as a header (no
/// cell a number, an amount or a date, none ending in `:`) with every record above it narrower (its
/// last non-empty cell before the table's width) and the record right above it no line of names. A
/// one-column table, or a file whose first record starts the run, has no preamble.
struct CSVPreamble: Equatable {
    /// A line of the preamble that is not blank: its number (1-based) and its cells.
    struct Kept: Equatable {
        var line: Int
        var cells: [String]
    }

    /// The lines before the header, to skip.
    var lines = 0
    /// The delimiter a `sep=` line names, or the one the preamble was found with.
    var delimiter: UInt8?
    /// The preamble's lines that are not blank, kept as the file's export metadata.
    var kept: [Kept] = []
    /// Where the header starts in the bytes looked at.
    var headerOffset = 0
    /// Whether the first line is Excel's `sep=` line.
    var isSeparatorLine = false
    /// Whether the first records under the header show continuation lines (``isContinuation(_:)``), so the
    /// reader joins them to the record above.
    var continues = false

    /// The most lines looked at to find the header.
    static let scannedLines = 64
    /// The most lines a preamble may have.
    static let mostLines = 40
    private static let delimiters: [UInt8] = [0x2C, 0x3B, 0x09]

    /// Finds the preamble in the first bytes of a file (after any BOM), whose lines end with `terminator`;
    /// none when the first line is the header.
    static func find(in bytes: UnsafeRawBufferPointer, terminator: UInt8) -> CSVPreamble {
        let lines = Self.lines(of: bytes, terminator: terminator, limit: scannedLines)
        guard let first = lines.first else { return CSVPreamble() }
        if let delimiter = separator(in: bytes, first) {
            return CSVPreamble(lines: 1, delimiter: delimiter, headerOffset: first.next, isSeparatorLine: true)
        }
        var best: (width: Int, preamble: CSVPreamble)?
        for delimiter in delimiters {
            let records = Self.records(of: bytes, lines, delimiter: delimiter)
            guard let found = header(in: records), best == nil || found.width > best!.width else { continue }
            var preamble =
                found.index == 0 ? CSVPreamble() : preambleAbove(records, header: found.index, lines, delimiter)
            preamble.continues = showsContinuations(records[(found.index + 1)...], width: found.width)
            if preamble.continues { preamble.delimiter = delimiter }
            best = (found.width, preamble)
        }
        return best?.preamble ?? CSVPreamble()
    }

    /// Whether a record continues the one above it: its first cell is empty and it holds one other cell,
    /// of text (`,,"more description text",`), with no more cells than the header.
    static func isContinuation(_ cells: [String], width: Int) -> Bool {
        guard cells.count <= width, cells.first?.isEmpty == true else { return false }
        let filled = cells.filter { !$0.isEmpty }
        return filled.count == 1 && !isData(filled[0])
    }

    /// Whether the records under a header show continuation lines: one at least, and every other record
    /// begins with a date, a number or an amount, as a statement's transactions do (a table whose first
    /// column may be empty, or holds text such as a name, has no continuations to tell: `"",,z` under
    /// `x,,z` is a record whose first value is empty).
    private static func showsContinuations(_ records: ArraySlice<Record>, width: Int) -> Bool {
        var found = false
        for (offset, record) in records.enumerated() where !record.isBlank {
            if offset > 0, isContinuation(record.cells, width: width) {
                found = true
            } else if let first = record.cells.first, first.isEmpty || !isData(first) {
                return false
            }
        }
        return found
    }

    /// The preamble above the record at `header`.
    private static func preambleAbove(_ records: [Record], header: Int, _ lines: [Line], _ delimiter: UInt8)
        -> CSVPreamble
    {
        let start = records[header].line
        guard start <= mostLines else { return CSVPreamble() }
        // `Pantry export,,` is a title of one cell, as Excel saves a title cell above a table.
        let kept = records[..<header].filter { !$0.isBlank }.map {
            Kept(line: $0.line + 1, cells: Array($0.cells.prefix($0.occupied)))
        }
        return CSVPreamble(lines: start, delimiter: delimiter, kept: kept, headerOffset: lines[start].range.lowerBound)
    }

    /// The header's index among `records` and the table's width, or nil when no two records in a row share
    /// a width of two or more.
    private static func header(in records: [Record]) -> (index: Int, width: Int)? {
        let starts = records.indices.dropLast().filter {
            let width = records[$0].width
            // A title saved with empty cells (`Pantry export,`) starts no run: a header names two columns.
            return width >= 2 && records[$0].occupied >= 2 && records[$0 + 1].width == width
                && !records[$0 + 1].isBlank
        }
        guard let width = starts.map({ records[$0].width }).max() else { return nil }
        for index in starts where records[index].width == width {
            guard records[..<index].allSatisfy({ $0.occupied < width }), readsAsHeader(records[index].cells) else {
                continue
            }
            // A header with a record of names right above it is that record's data, wider than it (rows
            // with an extra field): the first line stays the header.
            if index > 0, records[index - 1].occupied >= 2, readsAsHeader(records[index - 1].cells) { break }
            return (index, width)
        }
        return (0, width)
    }

    /// Whether a record's cells read as column names: one at least is not empty, and none is a number, an
    /// amount or a date, or ends in `:` as the label of a key/value line does.
    static func readsAsHeader(_ cells: [String]) -> Bool {
        cells.contains { !$0.isEmpty } && !cells.contains { isData($0) || $0.hasSuffix(":") }
    }

    /// Whether a cell holds a value rather than a name: digits with signs, separators and currency marks
    /// only (`1234.56`, `-8,78`, `£1,183.23`, `2026-11-28`, `28/11/2026`).
    static func isData(_ cell: String) -> Bool {
        cell.unicodeScalars.contains { ("0"..."9").contains($0) }
            && cell.unicodeScalars.allSatisfy {
                ("0"..."9").contains($0) || " .,-+/:£$€%()'".unicodeScalars.contains($0)
            }
    }

    /// One record of the first lines: the line it starts on (0-based), its cells (quotes removed, trimmed)
    /// and how many of them there are up to the last that is not empty.
    private struct Record {
        var line: Int
        var cells: [String]
        var width: Int { cells.count }
        var occupied: Int { (cells.lastIndex { !$0.isEmpty } ?? -1) + 1 }
        var isBlank: Bool { occupied == 0 }
    }

    /// The records of `lines`, split at `delimiter` outside quotes; a record whose quote is still open at
    /// the last line is left out.
    private static func records(of bytes: UnsafeRawBufferPointer, _ lines: [Line], delimiter: UInt8) -> [Record] {
        var records: [Record] = []
        var cells: [String] = []
        var cell: [UInt8] = []
        var inQuotes = false
        var start = 0
        for (index, line) in lines.enumerated() {
            if !inQuotes { start = index }
            for byte in bytes[line.range] {
                if byte == 0x22 {
                    inQuotes.toggle()
                } else if byte == delimiter, !inQuotes {
                    cells.append(trimmed(cell))
                    cell.removeAll(keepingCapacity: true)
                } else {
                    cell.append(byte)
                }
            }
            if inQuotes {
                cell.append(0x0A)
                continue
            }
            cells.append(trimmed(cell))
            cell.removeAll(keepingCapacity: true)
            records.append(Record(line: start, cells: cells))
            cells.removeAll()
        }
        return records
    }

    private static func trimmed(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// The delimiter a first line `sep=;` names (in any case, quoted or not), or nil.
    private static func separator(in bytes: UnsafeRawBufferPointer, _ line: Line) -> UInt8? {
        var text = Array(bytes[line.range])
        if text.count >= 2, text.first == 0x22, text.last == 0x22 { text = Array(text.dropFirst().dropLast()) }
        guard text.count == 5, String(decoding: text[0..<4], as: UTF8.self).lowercased() == "sep=" else { return nil }
        let delimiter = text[4]
        return delimiter == 0x22 || delimiter < 0x20 && delimiter != 0x09 ? nil : delimiter
    }

    /// One line: its bytes without the line end, and where the next line starts.
    private struct Line {
        var range: Range<Int>
        var next: Int
    }

    /// The first `limit` lines of `bytes` that end within them, a `\r` before the terminator left out.
    private static func lines(of bytes: UnsafeRawBufferPointer, terminator: UInt8, limit: Int) -> [Line] {
        var lines: [Line] = []
        var start = 0
        while lines.count < limit, let end = bytes[start...].firstIndex(of: terminator) {
            var last = end
            if terminator == 0x0A, last > start, bytes[last - 1] == 0x0D { last -= 1 }
            lines.append(Line(range: start..<last, next: end + 1))
            start = end + 1
        }
        return lines
    }
}
