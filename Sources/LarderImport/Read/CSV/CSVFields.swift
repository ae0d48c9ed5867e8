import Foundation

/// One CSV record as the reader holds it: where it starts and its fields as bytes.
///
/// The bytes live in the reader's buffer, so a value is valid only during the call that hands it over;
/// ``sourceRecord`` copies it into strings. An empty field written without quotes (`a,,b`) is null, a
/// quoted one (`a,"",b`) the empty string, as PostgreSQL's `COPY … CSV` reads them.
struct CSVFields {
    /// The line the record starts on (1-based).
    let line: Int
    /// The header, one key per expected field.
    let keys: [String]
    /// The number of fields.
    let count: Int
    /// Where the first field starts in the reader's buffer.
    let start: Int
    /// The ``LineDigest`` of the record's line, when the record is that one line and the import records
    /// its lines (``UnchangedLines``).
    var lineDigest: UInt64?
    private let bytes: UnsafeRawBufferPointer
    private let ends: UnsafeBufferPointer<Int>
    private let nulls: UnsafeBufferPointer<Bool>

    /// A record whose fields end at `ends` in `bytes`, the first starting at `start`; `nulls` marks the
    /// empty fields written without quotes.
    init(
        line: Int, keys: [String], bytes: UnsafeRawBufferPointer, ends: UnsafeBufferPointer<Int>,
        nulls: UnsafeBufferPointer<Bool>, start: Int
    ) {
        self.line = line
        self.keys = keys
        self.count = ends.count
        self.bytes = bytes
        self.ends = ends
        self.nulls = nulls
        self.start = start
    }

    /// The bytes of field `position`.
    subscript(position: Int) -> UnsafeRawBufferPointer {
        let from = position == 0 ? start : ends[position - 1]
        return UnsafeRawBufferPointer(rebasing: bytes[from..<ends[position]])
    }

    /// Where each field ends in the reader's buffer.
    var fieldEnds: UnsafeBufferPointer<Int> { ends }

    /// Whether each field is empty and was written without quotes.
    var fieldNulls: UnsafeBufferPointer<Bool> { nulls }

    /// Field `position` as a source value: null for an unquoted empty field, else its text.
    func sourceValue(at position: Int) -> SourceValue { nulls[position] ? .null : .string(string(at: position)) }

    /// The bytes of every field, back to back (from ``start`` to the end of the last field).
    var allBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[start..<(count == 0 ? start : ends[count - 1])])
    }

    /// Field `position` as text (invalid UTF-8 repaired, as everywhere in larder).
    func string(at position: Int) -> String { String(decoding: self[position], as: UTF8.self) }

    /// The same fields under other keys.
    func with(keys: [String]) -> CSVFields {
        var fields = CSVFields(line: line, keys: keys, bytes: bytes, ends: ends, nulls: nulls, start: start)
        fields.lineDigest = lineDigest
        return fields
    }

    /// The record as strings, which outlive the reader's buffer.
    var sourceRecord: SourceRecord {
        SourceRecord(location: .line(line), keys: keys, values: (0..<count).map(sourceValue(at:)))
    }
}

/// State shared with libcsv's C callbacks: the fields of the records completed so far, back to back in
/// one reused buffer (raw memory, not arrays: the callbacks run for every field of the file).
///
/// Lines whose fields are unquoted, or quoted and closed on the line, are split here
/// (``appendPlainLine(_:delimiter:)``), at a fraction of libcsv's cost per byte; libcsv reads every other
/// line.
final class CSVParseState {
    /// The line being parsed.
    var currentLine = 0
    /// The line the record being read started on: the last line that began outside a record, whatever
    /// line libcsv hands over the record's first field on (a quoted first field may span lines).
    var rowStartLine = 0
    /// The header, once read.
    var headers: [String]?
    private var bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    private var byteCount = 0
    private var ends = UnsafeMutableBufferPointer<Int>.allocate(capacity: 256)
    /// Parallel to `ends`: whether the field is an empty one written without quotes.
    private var nulls = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 256)
    private var endCount = 0
    private var completed: [(firstField: Int, line: Int)] = []
    private var recordFirstField = 0

    deinit {
        bytes.deallocate()
        ends.deallocate()
        nulls.deallocate()
    }

    /// Whether no record is complete.
    var hasNoRecords: Bool { completed.isEmpty }

    /// Adds a field to the record being read. libcsv hands over a NULL pointer for an empty field
    /// written without quotes (`CSV_EMPTY_IS_NULL`), which is then null.
    func appendField(_ pointer: UnsafeRawPointer?, _ length: Int) {
        if let pointer, length > 0 { appendBytes(pointer, length) }
        endField(isNull: pointer == nil)
    }

    /// Adds bytes to the field being read.
    private func appendBytes(_ pointer: UnsafeRawPointer, _ length: Int) {
        if byteCount + length > bytes.count { growBytes(to: byteCount + length) }
        (bytes.baseAddress! + byteCount).copyMemory(from: pointer, byteCount: length)
        byteCount += length
    }

    /// Ends the field being read.
    private func endField(isNull: Bool) {
        if endCount == ends.count { growEnds() }
        ends[endCount] = byteCount
        nulls[endCount] = isNull
        endCount += 1
    }

    /// Takes a line libcsv would split without trouble, as libcsv splits it, and says whether it did;
    /// false leaves the line to libcsv. Such a line has no carriage return before its end, `,` or `;` as
    /// delimiter (in a tab-separated line a tab is both the delimiter and, to libcsv, white space, so
    /// those lines stay libcsv's), and fields that are either unquoted without a quote in them, or quoted
    /// and closed on the line with nothing but spaces or tabs before the next delimiter.
    /// As in libcsv, spaces and tabs around an unquoted field are dropped, an empty unquoted field is
    /// null, and a blank line is no record. Call it only between records (libcsv holding nothing), with
    /// ``rowStartLine`` set to the line.
    func appendPlainLine(_ line: UnsafeRawBufferPointer, delimiter: UInt8) -> Bool {
        guard let base = line.baseAddress, delimiter == 0x2C || delimiter == 0x3B else { return false }
        var end = line.count
        if end > 0, line[end - 1] == 0x0A { end -= 1 }
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        guard memchr(base, 0x0D, end) == nil else { return false }
        guard line[0..<end].contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return true }
        // Most lines hold no quote at all: their fields need no search for one.
        let hasQuote = memchr(base, 0x22, end) != nil
        var start = 0
        while start <= end {
            var from = start
            while from < end, line[from] == 0x20 || line[from] == 0x09 { from += 1 }
            let next =
                from < end && line[from] == 0x22
                ? appendQuotedField(line, from: from, end: end, delimiter: delimiter)
                : appendUnquotedField(line, from: from, end: end, delimiter: delimiter, mayHoldQuote: hasQuote)
            guard let next else {
                dropOpenRecord()
                return false
            }
            start = next
        }
        endRecord()
        return true
    }

    /// Adds the unquoted field starting at `from` (after its leading spaces), without its trailing spaces
    /// and tabs, and returns where the next field starts (past `end` after the last); nil when the field
    /// holds a quote, which libcsv's leniency reads (``CSVLineParser``), looked for only when the line
    /// `mayHoldQuote`.
    private func appendUnquotedField(
        _ line: UnsafeRawBufferPointer, from: Int, end: Int, delimiter: UInt8, mayHoldQuote: Bool
    ) -> Int? {
        let base = line.baseAddress!
        let found = memchr(base + from, Int32(delimiter), end - from)
        let fieldEnd = found.map { base.distance(to: $0) } ?? end
        guard !mayHoldQuote || memchr(base + from, 0x22, fieldEnd - from) == nil else { return nil }
        var to = fieldEnd
        while to > from, line[to - 1] == 0x20 || line[to - 1] == 0x09 { to -= 1 }
        appendField(to > from ? base + from : nil, to - from)
        return fieldEnd + 1
    }

    /// Adds the quoted field whose opening quote is at `from`, with each `""` read as one quote, and
    /// returns where the next field starts (past `end` after the last); nil when its closing quote is not
    /// on the line or is followed by anything but spaces or tabs before the delimiter, which libcsv reads
    /// (across lines, or as a malformed record).
    private func appendQuotedField(_ line: UnsafeRawBufferPointer, from: Int, end: Int, delimiter: UInt8) -> Int? {
        let base = line.baseAddress!
        var piece = from + 1
        var position = piece
        while true {
            guard let found = memchr(base + position, 0x22, end - position) else { return nil }
            let quote = base.distance(to: found)
            guard quote + 1 < end, line[quote + 1] == 0x22 else {
                appendBytes(base + piece, quote - piece)
                position = quote + 1
                break
            }
            appendBytes(base + piece, quote + 1 - piece)
            position = quote + 2
            piece = position
        }
        while position < end, line[position] == 0x20 || line[position] == 0x09 { position += 1 }
        guard position == end || line[position] == delimiter else { return nil }
        endField(isNull: false)
        return position + 1
    }

    /// Completes the record being read.
    func endRecord() {
        completed.append((recordFirstField, rowStartLine))
        recordFirstField = endCount
    }

    /// The fields of the record being read, before the one libcsv is in.
    func openRecordValues() -> [SourceValue] {
        (recordFirstField..<endCount).map { index in
            guard !nulls[index] else { return .null }
            let start = index == 0 ? 0 : ends[index - 1]
            return .string(
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<ends[index]]), as: UTF8.self))
        }
    }

    /// Forgets the fields of the record being read (a malformed one).
    func dropOpenRecord() {
        byteCount = recordFirstField == 0 ? 0 : ends[recordFirstField - 1]
        endCount = recordFirstField
    }

    /// Calls `body` with each completed record, in order.
    func forEachRecord(_ body: (CSVFields) throws -> Void) rethrows {
        let bytes = UnsafeRawBufferPointer(rebasing: self.bytes[0..<byteCount])
        let ends = UnsafeBufferPointer(rebasing: self.ends[0..<endCount])
        let nulls = UnsafeBufferPointer(rebasing: self.nulls[0..<endCount])
        for (index, record) in completed.enumerated() {
            let last = index + 1 < completed.count ? completed[index + 1].firstField : recordFirstField
            let start = record.firstField == 0 ? 0 : ends[record.firstField - 1]
            let fields = record.firstField..<last
            try body(
                CSVFields(
                    line: record.line, keys: [], bytes: bytes, ends: UnsafeBufferPointer(rebasing: ends[fields]),
                    nulls: UnsafeBufferPointer(rebasing: nulls[fields]), start: start))
        }
    }

    /// Forgets the completed records, keeping the fields of a record still being read.
    func removeCompletedRecords() {
        let byteStart = recordFirstField == 0 ? 0 : ends[recordFirstField - 1]
        let kept = endCount - recordFirstField
        if kept > 0 {
            let base = bytes.baseAddress!
            base.copyMemory(from: base + byteStart, byteCount: byteCount - byteStart)
            for index in 0..<kept {
                ends[index] = ends[recordFirstField + index] - byteStart
                nulls[index] = nulls[recordFirstField + index]
            }
        }
        byteCount -= byteStart
        endCount = kept
        recordFirstField = 0
        completed.removeAll(keepingCapacity: true)
    }

    private func growBytes(to needed: Int) {
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: max(needed, bytes.count * 2), alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<byteCount]))
        bytes.deallocate()
        bytes = larger
    }

    private func growEnds() {
        let larger = UnsafeMutableBufferPointer<Int>.allocate(capacity: ends.count * 2)
        _ = larger.initialize(from: ends)
        ends.deallocate()
        ends = larger
        let largerNulls = UnsafeMutableBufferPointer<Bool>.allocate(capacity: nulls.count * 2)
        _ = largerNulls.initialize(from: nulls)
        nulls.deallocate()
        nulls = largerNulls
    }
}

/// libcsv's field callback: hands the field to the ``CSVParseState`` in `context`.
let csvFieldCallback: @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = {
    bytes, length, context in
    Unmanaged<CSVParseState>.fromOpaque(context!).takeUnretainedValue().appendField(bytes, length)
}

/// libcsv's record callback: completes the record in the ``CSVParseState`` in `context`.
let csvRecordCallback: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { _, context in
    Unmanaged<CSVParseState>.fromOpaque(context!).takeUnretainedValue().endRecord()
}
