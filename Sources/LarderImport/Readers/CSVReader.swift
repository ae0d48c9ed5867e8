internal import CLibCSV
import Foundation
import LarderValues

/// Streams a CSV file through libcsv in strict mode, in bounded memory.
///
/// The delimiter (`,`, `;` or tab) is sniffed from the first line; a UTF-8 BOM is skipped; CRLF,
/// quoted delimiters, quotes and new lines inside quotes are handled by libcsv. Input is fed line by
/// line so every record knows the line it starts on. Fields are copied into one reused buffer, not
/// into a string each: ``readFields(section:record:)`` hands them over as bytes. A file that is not
/// UTF-8 text (a NUL byte, bytes of another encoding, a UTF-16 byte order mark) is refused with
/// ``ImportError/notText(path:line:reason:)`` naming the line and byte, rather than stored with its
/// characters lost.
struct CSVReader {
    let url: URL
    /// The delimiter, or nil to sniff it.
    var delimiter: UInt8?
    /// Whether lines without quotes are split without libcsv (see ``CSVParseState/appendPlainLine(_:delimiter:)``);
    /// tests turn it off to compare.
    var splitsPlainLines = true
    /// Told of every chunk read, for the progress bar.
    var progress: ImportProgress?

    /// The size of the reads from the file.
    static let chunkSize = 1 << 20

    /// Calls `body` with the header section, then with every record. Throws
    /// ``ImportError/malformedCSV(path:line:reason:)`` where the file breaks the CSV rules.
    func read(section body: (SourceSection) throws -> Void, record: (SourceRecord) throws -> Void) throws {
        try readFields(section: body) { fields in try record(fields.sourceRecord) }
    }

    /// Calls `section` with the header section, then `record` with every record's fields, which are
    /// valid only during that call.
    func readFields(section: (SourceSection) throws -> Void, record: (CSVFields) throws -> Void) throws {
        let file = open(url.path, O_RDONLY)
        guard file >= 0 else { throw ImportError.unreadable(path: url.path, reason: "it cannot be opened") }
        defer { close(file) }
        let state = CSVParseState()
        var parser = csv_parser()
        // CSV_EMPTY_IS_NULL tells an empty field written without quotes (null) from `""` (empty text).
        guard csv_init(&parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL | CSV_EMPTY_IS_NULL)) == 0 else {
            fatalError("libcsv could not allocate its parser")
        }
        defer { csv_free(&parser) }
        // libcsv grows a field's buffer by this much per realloc (128 bytes by default): a 10 MB field
        // took 80,000 reallocs, each a copy wherever realloc cannot remap (macOS, sanitizers).
        csv_set_blk_size(&parser, 1 << 16)
        let buffer = LineBuffer(capacity: Self.chunkSize)
        var offset = 0
        var lineNumber = 0
        var separator: UInt8 = 0x2C
        func feed(_ line: UnsafeRawBufferPointer) throws {
            lineNumber += 1
            state.currentLine = lineNumber
            // NUL cannot be stored (SQLite text ends there) and marks a binary or UTF-16 file; other
            // bytes that are not UTF-8 mean another encoding, whose characters would be lost.
            if let bad = TextCheck.firstNonText(in: line) {
                throw ImportError.notText(
                    path: url.path, line: lineNumber, reason: TextCheck.reason(byte: bad.byte, at: offset + bad.offset))
            }
            offset += line.count
            // pstate 0 is libcsv's ROW_NOT_BEGUN: it holds no part of a record.
            if !(splitsPlainLines && parser.pstate == 0 && state.appendPlainLine(line, delimiter: separator)) {
                try parse(line, with: &parser, state: state)
            }
            try drain(state, section: section, record: record)
        }
        var first = true
        while true {
            let before = buffer.count
            guard try buffer.fill(from: file, path: url.path) else { break }
            progress?.read(bytes: buffer.count - before)
            if first {
                first = false
                if buffer.withBytes(TextCheck.startsAsUTF16) {
                    throw ImportError.notText(path: url.path, line: 1, reason: "the file is UTF-16 text, not UTF-8")
                }
                let unskipped = buffer.count
                buffer.skipBOM()
                offset = unskipped - buffer.count
                // Old Mac text ends lines with a carriage return alone: split there, or every record
                // of the file would seem to start on line 1.
                if buffer.endsLinesWithCarriageReturn() { buffer.terminator = 0x0D }
                separator = delimiter ?? buffer.withBytes(Self.sniffDelimiter)
                csv_set_delim(&parser, separator)
            }
            try buffer.consumeLines(feed)
        }
        if buffer.count > 0 { try buffer.withBytes(feed) }
        state.currentLine = lineNumber
        withUnsafeMutablePointer(to: &parser) { pointer in
            _ = csv_fini(pointer, csvFieldCallback, csvRecordCallback, Unmanaged.passUnretained(state).toOpaque())
        }
        if csv_error(&parser) != 0 { throw malformed(state) }
        try drain(state, section: section, record: record)
        if state.headers == nil { throw ImportError.empty(path: url.path) }
    }

    private func parse(_ line: UnsafeRawBufferPointer, with parser: inout csv_parser, state: CSVParseState) throws {
        let context = Unmanaged.passUnretained(state).toOpaque()
        let parsed = withUnsafeMutablePointer(to: &parser) { pointer in
            csv_parse(pointer, line.baseAddress, line.count, csvFieldCallback, csvRecordCallback, context)
        }
        if parsed != line.count { throw malformed(state) }
    }

    private func malformed(_ state: CSVParseState) -> ImportError {
        ImportError.malformedCSV(
            path: url.path, line: state.recordStartLine ?? state.currentLine,
            reason: "a quoted field is not closed, or a quote appears inside an unquoted field")
    }

    /// Hands every completed record on: the first is the header.
    private func drain(
        _ state: CSVParseState, section: (SourceSection) throws -> Void, record: (CSVFields) throws -> Void
    ) throws {
        guard !state.hasNoRecords else { return }
        try state.forEachRecord { fields in
            guard let headers = state.headers else {
                let headers = Self.uniqueHeaders((0..<fields.count).map { fields.string(at: $0) })
                state.headers = headers
                return try section(SourceSection(name: url.lastPathComponent, headers: headers))
            }
            try record(fields.with(keys: headers))
        }
        state.removeCompletedRecords()
    }

    /// Blank or repeated headers get a position suffix so no column is lost.
    static func uniqueHeaders(_ fields: [String]) -> [String] {
        var seen: Set<String> = []
        return fields.enumerated().map { index, field in
            var name = field.trimmingSpaces.isEmpty ? "column_\(index + 1)" : field.trimmingSpaces
            if seen.contains(name) { name += "_\(index + 1)" }
            seen.insert(name)
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
