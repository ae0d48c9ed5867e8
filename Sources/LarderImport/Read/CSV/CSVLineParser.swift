internal import CLibCSV
import Foundation

/// libcsv in strict mode, fed one line at a time, with the one leniency larder adds and a way past a
/// malformed record (docs/IMPORT.md, "CSV").
///
/// A `"` inside a field that did not start with one (`37°36'37.8"N`) is a character, as Python's `csv`
/// module and spreadsheets read it: libcsv's strict mode stops there, and the parser hands it the quote
/// again with strict mode off for that one byte. Text after a closing quote, or a quote never closed,
/// ends the record as a ``MalformedCSVRecord``; the parser then starts afresh.
final class CSVLineParser {
    /// The fields of the records read, shared with libcsv's callbacks.
    let state = CSVParseState()
    /// Whether simple lines (no quote, or quoted fields closed on the line) are split without libcsv
    /// (see ``CSVParseState/appendPlainLine(_:delimiter:)``).
    var splitsPlainLines = true
    /// The delimiter.
    var delimiter: UInt8 = 0x2C {
        didSet { csv_set_delim(&parser, delimiter) }
    }
    /// Where the line after the open record's first line starts in the file: reading resumes there when
    /// the record's quote is never closed.
    private(set) var resumeOffset = 0
    private var parser = csv_parser()
    // CSV_EMPTY_IS_NULL tells an empty field written without quotes (null) from `""` (empty text).
    private static let options = UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL | CSV_EMPTY_IS_NULL)
    // libcsv's parser states (libcsv.c): no record begun, and inside a field.
    private static let rowNotBegun: Int32 = 0
    private static let fieldBegun: Int32 = 2

    init() {
        guard csv_init(&parser, Self.options) == 0 else { fatalError("libcsv could not allocate its parser") }
        // libcsv grows a field's buffer by this much per realloc (128 bytes by default): a 10 MB field
        // took 80,000 reallocs, each a copy wherever realloc cannot remap (macOS, sanitizers).
        csv_set_blk_size(&parser, 1 << 16)
    }

    deinit { csv_free(&parser) }

    /// Whether the next line starts a record (no record is open).
    var isBetweenRecords: Bool { parser.pstate == Self.rowNotBegun }

    /// Parses line `number`, which starts at byte `offset` of the file. Returns the record it ends when
    /// that record breaks the rules; the parser has then dropped it and reads the next line afresh.
    /// Throws only when libcsv fails for another reason (memory).
    func parse(_ line: UnsafeRawBufferPointer, number: Int, offset: Int) throws(CSVParseFailure) -> MalformedCSVRecord?
    {
        state.currentLine = number
        if parser.pstate == Self.rowNotBegun {
            state.rowStartLine = number
            resumeOffset = offset + line.count
            if splitsPlainLines && state.appendPlainLine(line, delimiter: delimiter) { return nil }
        }
        var from = 0
        while from < line.count {
            let parsed = feed(UnsafeRawBufferPointer(rebasing: line[from...]))
            guard from + parsed < line.count else { return nil }
            let stop = from + parsed
            guard parser.status == CSV_EPARSE else { throw CSVParseFailure(line: number) }
            guard parser.pstate == Self.fieldBegun, parser.quoted == 0, line[stop] == 0x22 else {
                return dropRecord(.textAfterClosingQuote, rest: UnsafeRawBufferPointer(rebasing: line[stop...]))
            }
            takeBareQuote()
            from = stop + 1
        }
        return nil
    }

    /// Ends the file: a record whose quote was never closed is dropped and returned (reading resumes at
    /// ``resumeOffset``); any other open record is completed.
    func finish() -> MalformedCSVRecord? {
        if parser.pstate == Self.fieldBegun, parser.quoted != 0 {
            return dropRecord(.unclosedQuote, rest: nil)
        }
        withUnsafeMutablePointer(to: &parser) { pointer in
            _ = csv_fini(pointer, csvFieldCallback, csvRecordCallback, Unmanaged.passUnretained(state).toOpaque())
        }
        return nil
    }

    private func feed(_ bytes: UnsafeRawBufferPointer) -> Int {
        let context = Unmanaged.passUnretained(state).toOpaque()
        return withUnsafeMutablePointer(to: &parser) { pointer in
            csv_parse(pointer, bytes.baseAddress, bytes.count, csvFieldCallback, csvRecordCallback, context)
        }
    }

    /// Hands libcsv the quote it stopped at, with strict mode off for that byte: in an unquoted field
    /// libcsv then keeps it as a character.
    private func takeBareQuote() {
        parser.status = 0
        csv_set_opts(&parser, Self.options & ~UInt8(CSV_STRICT))
        var quote: UInt8 = 0x22
        // The pointer to `quote` is valid only inside this closure.
        withUnsafeBytes(of: &quote) { _ = feed($0) }
        csv_set_opts(&parser, Self.options)
    }

    /// The open record as a malformed one, which is then forgotten. `rest` is the line from where libcsv
    /// stopped; without it (an unclosed quote) the field is shown to the end of its first line.
    private func dropRecord(_ fault: MalformedCSVRecord.Fault, rest: UnsafeRawBufferPointer?) -> MalformedCSVRecord {
        var text = Data([0x22])
        let field = UnsafeRawBufferPointer(start: parser.entry_buf, count: parser.entry_pos)
        if let rest {
            text += field
            text += rest.prefix { $0 != 0x0A && $0 != 0x0D }
        } else {
            text += field.prefix { $0 != 0x0A && $0 != 0x0D }
        }
        let line = state.rowStartLine
        let record = MalformedCSVRecord(
            line: line, resumesAt: fault == .unclosedQuote ? line + 1 : state.currentLine + 1,
            fields: state.openRecordValues(), text: String(decoding: text, as: UTF8.self), fault: fault)
        state.dropOpenRecord()
        parser.pstate = Self.rowNotBegun
        parser.quoted = 0
        parser.spaces = 0
        parser.entry_pos = 0
        parser.status = 0
        return record
    }
}

/// libcsv failed for a reason other than the file's quoting (it could not grow its buffer).
struct CSVParseFailure: Error {
    /// The line it was on.
    let line: Int
}
