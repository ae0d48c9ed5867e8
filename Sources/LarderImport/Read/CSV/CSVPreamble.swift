import Foundation

/// What comes before a CSV file's header and is not a record (docs/IMPORT.md, "CSV"): Excel's `sep=;`
/// line, which names the delimiter, or a title block, a few lines of words set off from the table by a
/// blank line (`Pantry export 2026-11-25`, then a blank line, then the header).
///
/// A title is taken only in that shape: at most three lines of one cell each (no quote, and nothing after
/// the first delimiter but more delimiters, as Excel saves a title cell above a table), then one or more
/// blank lines (or lines of empty cells), then a header holding a delimiter, then a line with as many
/// delimiters as the header. A one-column file has no blank line between its header and its rows, so
/// its header is never taken for a title.
struct CSVPreamble: Equatable {
    /// The lines before the header, to skip.
    var lines = 0
    /// The delimiter a `sep=` line names.
    var delimiter: UInt8?
    /// The title's lines, kept as the file's export metadata.
    var title: [String] = []
    /// Where the header starts in the bytes looked at.
    var headerOffset = 0

    /// The most lines a title may have.
    static let titleLines = 3
    private static let delimiters: [UInt8] = [0x2C, 0x3B, 0x09]

    /// Finds the preamble in the first bytes of a file (after any BOM), whose lines end with `terminator`;
    /// none when the first line is the header.
    static func find(in bytes: UnsafeRawBufferPointer, terminator: UInt8) -> CSVPreamble {
        let lines = Self.lines(of: bytes, terminator: terminator, limit: titleLines + 8)
        guard let first = lines.first else { return CSVPreamble() }
        if let delimiter = separator(in: bytes, first) {
            return CSVPreamble(lines: 1, delimiter: delimiter, headerOffset: first.next)
        }
        var index = 0
        var title: [String] = []
        while index < lines.count, index < titleLines, !isBlank(bytes, lines[index]) {
            // Excel writes a title cell above a table as the title and a delimiter for each empty cell.
            let line = bytes[lines[index].range]
            let words = line.prefix { !delimiters.contains($0) }
            guard !line.contains(0x22), line.dropFirst(words.count).allSatisfy(isEmptyCell) else { break }
            title.append(String(decoding: words, as: UTF8.self).trimmingCharacters(in: .whitespaces))
            index += 1
        }
        guard !title.isEmpty, index < lines.count, isBlank(bytes, lines[index]) else { return CSVPreamble() }
        while index < lines.count, isBlank(bytes, lines[index]) { index += 1 }
        guard index + 1 < lines.count else { return CSVPreamble() }
        let header = UnsafeRawBufferPointer(rebasing: bytes[lines[index].range])
        let delimiter = CSVReader.sniffDelimiter(header)
        let count = delimiterCount(header, delimiter)
        let row = UnsafeRawBufferPointer(rebasing: bytes[lines[index + 1].range])
        guard count > 0, delimiterCount(row, delimiter) == count else { return CSVPreamble() }
        return CSVPreamble(lines: index, title: title, headerOffset: lines[index].range.lowerBound)
    }

    /// The delimiter a first line `sep=;` names (in any case, quoted or not), or nil.
    private static func separator(in bytes: UnsafeRawBufferPointer, _ line: Line) -> UInt8? {
        var text = Array(bytes[line.range])
        if text.count >= 2, text.first == 0x22, text.last == 0x22 { text = Array(text.dropFirst().dropLast()) }
        guard text.count == 5, String(decoding: text[0..<4], as: UTF8.self).lowercased() == "sep=" else { return nil }
        let delimiter = text[4]
        return delimiter == 0x22 || delimiter < 0x20 && delimiter != 0x09 ? nil : delimiter
    }

    /// The number of `delimiter` bytes outside quotes in a line.
    private static func delimiterCount(_ line: UnsafeRawBufferPointer, _ delimiter: UInt8) -> Int {
        var inQuotes = false
        var count = 0
        for byte in line {
            if byte == 0x22 { inQuotes.toggle() }
            if !inQuotes, byte == delimiter { count += 1 }
        }
        return count
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

    /// Whether a line holds nothing but spaces and delimiters: a blank line, or a row of empty cells.
    private static func isBlank(_ bytes: UnsafeRawBufferPointer, _ line: Line) -> Bool {
        bytes[line.range].allSatisfy(isEmptyCell)
    }

    private static func isEmptyCell(_ byte: UInt8) -> Bool { byte == 0x20 || delimiters.contains(byte) }
}
