import Foundation
import LarderValues

/// Streams a CSV file through libcsv in strict mode, in bounded memory.
///
/// The delimiter (`,`, `;` or tab) is sniffed from the first line; a UTF-8 BOM is skipped; CRLF,
/// quoted delimiters, quotes and new lines inside quotes are handled by libcsv. Input is fed line by
/// line so every record knows the line it starts on. Fields are copied into one reused buffer, not
/// into a string each: ``readFields(section:record:malformed:)`` hands them over as bytes. A file that
/// is not UTF-8 text (a NUL byte, bytes of another encoding, a UTF-16 byte order mark) is refused with
/// ``ImportError/notText(path:line:reason:)`` naming the line and byte, rather than stored with its
/// characters lost.
///
/// What is lenient and what is not is docs/IMPORT.md's "CSV" (see ``CSVLineParser``): a bare quote
/// in an unquoted field is a character; a record that breaks the quoting rules is handed over as a
/// ``MalformedCSVRecord`` and reading goes on after it, so one bad record never costs the others.
struct CSVReader {
    let url: URL
    /// The file as messages name it (the path as given, or an archive's entry); its path when nil.
    var shownPath: String?
    /// The delimiter, or nil to sniff it.
    var delimiter: UInt8?
    /// Whether simple lines (no quote, or quoted fields closed on the line) are split without libcsv
    /// (see ``CSVParseState/appendPlainLine(_:delimiter:)``); tests turn it off to compare.
    var splitsPlainLines = true
    /// Told of every chunk read, for the progress bar.
    var progress: ImportProgress?
    /// The lines the file's latest import stored rows from, skipped when found, and the digest of each
    /// line read (``UnchangedLines``).
    var unchangedLines: UnchangedLines?
    /// Told the lines of a preamble above the header that are not blank (``CSVPreamble``), which are no
    /// records.
    var preamble: (([CSVPreamble.Kept]) -> Void)?
    /// Told of each line joined to the record above it (its number, then that record's line).
    var joined: ((Int, Int) -> Void)?
    /// Told how many records held only empty fields (`,,,`), read as blank lines: no records.
    var emptyRecords: ((Int) -> Void)?
    /// Told of every line that starts no record, with its number: the header, a `sep=` line, a title,
    /// a blank line, a line of empty fields (docs/IMPORT.md, "Every record is accounted for").
    var nonRecord: ((NonRecords.Kind, Int) -> Void)?

    /// The file as messages name it.
    var path: String { shownPath ?? url.path }

    /// The size of the reads from the file.
    static let chunkSize = 1 << 20

    /// Calls `body` with the header section, then `record` with every record and `malformed` with every
    /// record that breaks the quoting rules, in file order. Throws
    /// ``ImportError/malformedCSV(path:line:reason:)`` when the header does.
    func read(
        section body: (SourceSection) throws -> Void, record: (SourceRecord) throws -> Void,
        malformed: (MalformedCSVRecord) throws -> Void
    ) throws {
        try readFields(section: body, record: { fields in try record(fields.sourceRecord) }, malformed: malformed)
    }

    /// Calls `section` with the header section, then `record` with every record's fields, which are
    /// valid only during that call, and `malformed` with every record that breaks the quoting rules.
    func readFields(
        section: (SourceSection) throws -> Void, record: (CSVFields) throws -> Void,
        malformed: (MalformedCSVRecord) throws -> Void
    ) throws {
        let file = open(url.path, O_RDONLY)
        guard file >= 0 else { throw ImportError.unreadable(path: path, reason: "it cannot be opened") }
        defer { close(file) }
        let parser = CSVLineParser()
        parser.splitsPlainLines = splitsPlainLines
        try withoutActuallyEscaping(section) { section in
            try withoutActuallyEscaping(record) { record in
                try withoutActuallyEscaping(malformed) { malformed in
                    let handlers = Handlers(section: section, record: record, malformed: malformed)
                    let pass = Pass(reader: self, file: file, parser: parser, handlers: handlers)
                    try pass.readWholeFile()
                    if pass.emptyRecords > 0 { emptyRecords?(pass.emptyRecords) }
                }
            }
        }
        if parser.state.headers == nil { throw ImportError.empty(path: path) }
    }

    /// The error for a header that breaks the quoting rules: without a header no record can be read.
    func malformedHeader(line: Int) -> ImportError {
        ImportError.malformedCSV(
            path: path, line: line,
            reason: "the header breaks the quoting rules: a quoted field is not closed, or has text after its closing"
                + " quote")
    }

    /// Column names for a header row, unique and never blank, so no column is lost: the first of equal
    /// names keeps it; a blank one is `column_N` and a repeated one `name_N` (N its 1-based position), with
    /// `_N` added again while that is a name the row already has (`a,a_3,a` gives `a`, `a_3`, `a_3_3`).
    /// Names are compared as written (trimmed): `Name` and `name` are two.
    static func uniqueHeaders(_ fields: [String]) -> [String] {
        let trimmed = fields.map(\.trimmingSpaces)
        var taken = Set(trimmed.filter { !$0.isEmpty })
        var kept: Set<String> = []
        return trimmed.enumerated().map { index, field in
            if !field.isEmpty, kept.insert(field).inserted { return field }
            var name = field.isEmpty ? "column_\(index + 1)" : field + "_\(index + 1)"
            while !taken.insert(name).inserted { name += "_\(index + 1)" }
            kept.insert(name)
            return name
        }
    }

    /// The most frequent of `,`, `;` and tab outside quotes on the first line.
    static func sniffDelimiter(in data: Data) -> UInt8 {
        data.withUnsafeBytes(sniffDelimiter)
    }

    /// The most frequent of `,`, `;` and tab outside quotes on the first line of `bytes`.
    static func sniffDelimiter(_ bytes: UnsafeRawBufferPointer) -> UInt8 {
        var counts: [UInt8: Int] = [0x2C: 0, 0x3B: 0, 0x09: 0]
        var inQuotes = false
        for byte in bytes {
            if byte == 0x22 { inQuotes.toggle() }
            if !inQuotes, byte == 0x0A || byte == 0x0D { break }
            if !inQuotes, counts[byte] != nil { counts[byte, default: 0] += 1 }
        }
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        return best.value == 0 ? 0x2C : best.key
    }
}
