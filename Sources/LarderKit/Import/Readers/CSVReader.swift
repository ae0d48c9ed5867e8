internal import CLibCSV
import Foundation

/// Streams a CSV file through libcsv in strict mode, in bounded memory.
///
/// The delimiter (`,`, `;` or tab) is sniffed from the first line; a UTF-8 BOM is skipped; CRLF,
/// quoted delimiters, quotes and new lines inside quotes are handled by libcsv. Input is fed line by
/// line so every record knows the line it starts on. A file that is not UTF-8 text (a NUL byte, bytes
/// of another encoding, a UTF-16 byte order mark) is refused with ``ImportError/notText(path:line:reason:)``
/// naming the line and byte, rather than stored with its characters lost.
struct CSVReader {
    let url: URL
    /// The delimiter, or nil to sniff it.
    var delimiter: UInt8?
    /// Told of every chunk read, for the progress bar.
    var progress: ImportProgress?

    /// Calls `body` with the header section, then with every record. Throws
    /// ``ImportError/malformedCSV(path:line:reason:)`` where the file breaks the CSV rules.
    func read(section body: (SourceSection) throws -> Void, record: (SourceRecord) throws -> Void) throws {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ImportError.unreadable(path: url.path, reason: "it cannot be opened")
        }
        defer { try? handle.close() }
        let state = ParseState()
        var parser = csv_parser()
        guard csv_init(&parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL)) == 0 else {
            fatalError("libcsv could not allocate its parser")
        }
        defer { csv_free(&parser) }
        // libcsv grows a field's buffer by this much per realloc (128 bytes by default): a 10 MB field
        // took 80,000 reallocs, each a copy wherever realloc cannot remap (macOS, sanitizers).
        csv_set_blk_size(&parser, 1 << 16)
        var first = true
        var pending = Data()
        var lineNumber = 0
        func feed(_ line: UnsafeRawBufferPointer) throws {
            lineNumber += 1
            state.currentLine = lineNumber
            try parse(line, with: &parser, state: state)
            try drain(state, section: body, record: record)
        }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            pending.append(chunk)
            progress?.read(bytes: chunk.count)
            if first {
                first = false
                if TextCheck.startsAsUTF16(pending) {
                    throw ImportError.notText(path: url.path, line: 1, reason: "the file is UTF-16 text, not UTF-8")
                }
                if pending.starts(with: [0xEF, 0xBB, 0xBF]) {
                    pending.removeFirst(3)
                    state.offset = 3
                }
                let delimiter = self.delimiter ?? Self.sniffDelimiter(in: pending)
                csv_set_delim(&parser, delimiter)
            }
            let consumed = try pending.withUnsafeBytes { try Self.forEachLine(in: $0, body: feed) }
            pending.removeFirst(consumed)
        }
        if !pending.isEmpty { try pending.withUnsafeBytes { try feed($0) } }
        state.currentLine = lineNumber
        withUnsafeMutablePointer(to: &parser) { pointer in
            _ = csv_fini(pointer, fieldCallback, recordCallback, Unmanaged.passUnretained(state).toOpaque())
        }
        if csv_error(&parser) != 0 { throw malformed(state) }
        try pending.withUnsafeBytes { try checkText(state, in: $0, at: state.offset - pending.count) }
        try drain(state, section: body, record: record)
        if state.headers == nil { throw ImportError.empty(path: url.path) }
    }

    private func parse(_ line: UnsafeRawBufferPointer, with parser: inout csv_parser, state: ParseState) throws {
        let context = Unmanaged.passUnretained(state).toOpaque()
        let parsed = withUnsafeMutablePointer(to: &parser) { pointer in
            csv_parse(pointer, line.baseAddress, line.count, fieldCallback, recordCallback, context)
        }
        if parsed != line.count {
            // A binary file usually breaks the quoting rules first: say what it really is.
            if state.nonTextLine == nil, TextCheck.firstNonText(in: line) != nil {
                state.nonTextLine = state.currentLine
            }
            try checkText(state, in: line, at: state.offset)
            throw malformed(state)
        }
        try checkText(state, in: line, at: state.offset)
        state.offset += line.count
    }

    /// Throws ``ImportError/notText(path:line:reason:)`` when a field was not text, naming the first
    /// bad byte of `line` (which starts at byte `offset` of the file) when it is there.
    private func checkText(_ state: ParseState, in line: UnsafeRawBufferPointer, at offset: Int) throws {
        guard let recordLine = state.nonTextLine else { return }
        let bad = TextCheck.firstNonText(in: line)
        let reason = bad.map { TextCheck.reason(byte: $0.byte, at: offset + $0.offset) } ?? TextCheck.reasonInField
        throw ImportError.notText(path: url.path, line: recordLine, reason: reason)
    }

    private func malformed(_ state: ParseState) -> ImportError {
        ImportError.malformedCSV(
            path: url.path, line: state.recordStartLine ?? state.currentLine,
            reason: "a quoted field is not closed, or a quote appears inside an unquoted field")
    }

    private func drain(
        _ state: ParseState, section: (SourceSection) throws -> Void, record: (SourceRecord) throws -> Void
    ) throws {
        for (line, fields) in state.completed {
            guard let headers = state.headers else {
                let headers = Self.uniqueHeaders(fields)
                state.headers = headers
                try section(SourceSection(name: url.lastPathComponent, headers: headers))
                continue
            }
            try record(SourceRecord(location: .line(line), keys: headers, values: fields.map { .string($0) }))
        }
        state.completed.removeAll(keepingCapacity: true)
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

    /// Calls `body` with each complete line (including its `\n`); returns the bytes consumed.
    private static func forEachLine(in buffer: UnsafeRawBufferPointer, body: (UnsafeRawBufferPointer) throws -> Void)
        throws -> Int
    {
        var start = 0
        while start < buffer.count,
            let found = memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start)
        {
            let end = buffer.baseAddress!.distance(to: found) + 1
            try body(UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
            start = end
        }
        return start
    }

    /// The most frequent of `,`, `;` and tab outside quotes on the first line.
    static func sniffDelimiter(in data: Data) -> UInt8 {
        var counts: [UInt8: Int] = [0x2C: 0, 0x3B: 0, 0x09: 0]
        var inQuotes = false
        for byte in data {
            if byte == 0x22 { inQuotes.toggle() }
            if !inQuotes, byte == 0x0A { break }
            if !inQuotes, counts[byte] != nil { counts[byte, default: 0] += 1 }
        }
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        return best.value == 0 ? 0x2C : best.key
    }
}

/// State shared with libcsv's C callbacks.
private final class ParseState {
    var currentLine = 0
    /// The bytes of the file before the current line.
    var offset = 0
    var recordStartLine: Int?
    /// The line of the first record with a field that is not UTF-8 text, if any.
    var nonTextLine: Int?
    var fields: [String] = []
    var completed: [(Int, [String])] = []
    var headers: [String]?
}

private let fieldCallback: @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = {
    bytes, length, context in
    let state = Unmanaged<ParseState>.fromOpaque(context!).takeUnretainedValue()
    if state.recordStartLine == nil { state.recordStartLine = state.currentLine }
    guard let bytes, length > 0 else {
        state.fields.append("")
        return
    }
    let buffer = UnsafeRawBufferPointer(start: bytes, count: length)
    // NUL cannot be stored (SQLite text ends there) and marks a binary or UTF-16 file.
    guard memchr(bytes, 0, length) == nil, let text = String(validating: buffer, as: UTF8.self) else {
        if state.nonTextLine == nil { state.nonTextLine = state.recordStartLine ?? state.currentLine }
        state.fields.append("")
        return
    }
    state.fields.append(text)
}

private let recordCallback: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { _, context in
    let state = Unmanaged<ParseState>.fromOpaque(context!).takeUnretainedValue()
    state.completed.append((state.recordStartLine ?? state.currentLine, state.fields))
    state.fields.removeAll(keepingCapacity: true)
    state.recordStartLine = nil
}
