internal import CYAJL
import Foundation
import LarderValues

/// Streams a JSON file through yajl's callback parser, 1 MiB at a time, so a file of any size is read
/// in bounded memory.
///
/// Several top-level values separated by white space are accepted (NDJSON). A UTF-8 BOM is skipped.
/// Where the text breaks the JSON rules, nests deeper than ``maximumDepth`` or holds a string with the
/// character U+0000 (which SQLite text cannot hold: it would be cut there), the read stops with
/// ``ImportError/malformedJSON(path:location:reason:)`` naming the byte offset and the JSON path.
struct JSONEventReader {
    /// The deepest nesting accepted; deeper documents are reported as malformed, not parsed.
    static let maximumDepth = 512
    /// The size of the chunks fed to the parser.
    static let chunkSize = 1 << 20

    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String
    /// Whether top-level values are numbered from the first (`$[0]`), as in NDJSON.
    var numbersValues = false
    /// Told of every chunk read, for the progress bar.
    var progress: ImportProgress?

    /// Calls `body` with every event, in order, and the cursor positioned at it. A file with no value
    /// at all is ``ImportError/empty(path:)``.
    func read(_ body: (JSONEvent, JSONCursor) throws -> Void) throws {
        try read(flat: nil, records: { _ in }, body)
    }

    /// Lets `flat` take the tokens while the file is a flat one (``JSONFlatRecords``), calling `records`
    /// with each record it completes, and calls `body` with every event from the first token that is not
    /// (after the events that say what `flat` took of the open record), as ``read(_:)`` does.
    func read(
        flat: JSONFlatRecords?, records: (JSONFlatRecord) throws -> Void, _ body: (JSONEvent, JSONCursor) throws -> Void
    ) throws {
        guard let file = FileHandle(forReadingAtPath: url.path) else {
            throw ImportError.unreadable(path: path, reason: "it cannot be opened")
        }
        defer { try? file.close() }
        try withoutActuallyEscaping(body) { body in
            try withoutActuallyEscaping(records) { records in
                let state = EventState(cursor: JSONCursor(numbersValues: numbersValues), body: body)
                state.flat = flat
                state.records = records
                try parse(file, state: state)
            }
        }
    }

    /// Parses the whole file with the callbacks handing tokens to `state`.
    private func parse(_ file: FileHandle, state: EventState) throws {
        var callbacks = Self.callbacks
        guard let handle = yajl_alloc(&callbacks, nil, Unmanaged.passUnretained(state).toOpaque()) else {
            fatalError("yajl could not allocate its parser")
        }
        defer { yajl_free(handle) }
        _ = larder_yajl_config(handle, yajl_allow_multiple_values, 1)
        let size = try feed(file, to: handle, state: state)
        let status = yajl_complete_parse(handle)
        if status != yajl_status_ok, state.error == nil {
            state.handOver()
            if state.cursor.valueCount == 0 { throw ImportError.empty(path: path) }
        }
        try check(status, handle: handle, state: state, at: size)
    }

    /// Feeds the file to the parser chunk by chunk, skipping a UTF-8 BOM; returns the file's size.
    private func feed(_ file: FileHandle, to handle: yajl_handle, state: EventState) throws -> Int {
        var offset = 0
        while let chunk = try file.read(upToCount: Self.chunkSize), !chunk.isEmpty {
            progress?.read(bytes: chunk.count)
            let skipped = offset == 0 && chunk.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let status = chunk.withUnsafeBytes { bytes in
                let text = bytes.bindMemory(to: UInt8.self)
                return yajl_parse(handle, text.baseAddress! + skipped, text.count - skipped)
            }
            let at = offset + skipped + Int(yajl_get_bytes_consumed(handle))
            try check(status, handle: handle, state: state, at: at)
            offset += chunk.count
        }
        return offset
    }

    /// Throws the error a parse status stands for: the body's own error, or malformed JSON at the
    /// (1-based) byte `at`.
    private func check(_ status: yajl_status, handle: yajl_handle, state: EventState, at byte: Int) throws {
        guard status != yajl_status_ok else { return }
        if let error = state.error { throw error }
        // The path of the error is the general path's: where a flat read stopped, said as events.
        state.handOver()
        var reason = state.tooDeep ? "the JSON nests deeper than \(Self.maximumDepth) levels" : "the JSON is not valid"
        if state.holdsNUL { reason = "a string holds the character U+0000 (NUL), which larder cannot store" }
        if !state.tooDeep, !state.holdsNUL, let message = yajl_get_error(handle, 0, nil, 0) {
            defer { yajl_free_error(handle, message) }
            reason = Self.describe(String(cString: message))
        }
        let location = "byte \(byte), \(Self.shortened(state.cursor.path))"
        throw ImportError.malformedJSON(path: path, location: location, reason: reason)
    }

    /// A path short enough for a message: the middle of a very deep one is elided.
    static func shortened(_ path: String) -> String {
        guard path.count > 120 else { return path }
        return path.prefix(60) + "…" + path.suffix(40)
    }

    /// yajl's message without its trailing new line or full stop, e.g. `parse error: premature EOF`.
    static func describe(_ message: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingSpaces ?? ""
        let text = line.hasSuffix(".") ? String(line.dropLast()) : line
        return text.isEmpty ? "the JSON is not valid" : text
    }

    private static let callbacks = yajl_callbacks(
        yajl_null: nullCallback, yajl_boolean: boolCallback, yajl_integer: nil, yajl_double: nil,
        yajl_number: numberCallback, yajl_string: stringCallback, yajl_start_map: startMapCallback,
        yajl_map_key: keyCallback, yajl_end_map: endMapCallback, yajl_start_array: startArrayCallback,
        yajl_end_array: endArrayCallback)
}

/// State shared with yajl's C callbacks: the cursor, the consumers, and why a parse stopped.
private final class EventState {
    let cursor: JSONCursor
    let body: (JSONEvent, JSONCursor) throws -> Void
    /// The reader of flat records, while the file is one.
    var flat: JSONFlatRecords?
    /// Takes each record `flat` completes.
    var records: (JSONFlatRecord) throws -> Void = { _ in }
    /// The consumer's error, which stopped the parse.
    var error: (any Error)?
    /// Whether the parse stopped at the depth limit.
    var tooDeep = false
    /// Whether the parse stopped at a string holding U+0000.
    var holdsNUL = false

    init(cursor: JSONCursor, body: @escaping (JSONEvent, JSONCursor) throws -> Void) {
        self.cursor = cursor
        self.body = body
    }

    static func of(_ context: UnsafeMutableRawPointer?) -> EventState {
        Unmanaged<EventState>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Moves the cursor for `event` and hands it on; false stops the parse.
    func deliver(_ event: JSONEvent) -> Bool {
        if event == .startObject || event == .startArray, cursor.depth >= JSONEventReader.maximumDepth {
            tooDeep = true
            return false
        }
        cursor.move(for: event)
        do {
            try body(event, cursor)
            return true
        } catch {
            self.error = error
            return false
        }
    }

    /// What yajl is told of a token the flat reader had (`outcome`): nil when there is no flat reader any
    /// more, or the token is the first it hands over, so the token is delivered as an event.
    func answer(_ outcome: JSONFlatRecords.Outcome) -> Int32? {
        switch outcome {
        case .taken: return 1
        case .completed:
            do {
                try records(flat!.record)
                return 1
            } catch {
                self.error = error
                return 0
            }
        case .handOver:
            handOver()
            return error == nil && !tooDeep ? nil : 0
        }
    }

    /// Ends the flat read, if one is on: its state is delivered as events, so the cursor and the body
    /// stand where the general path would.
    func handOver() {
        guard let flat else { return }
        self.flat = nil
        flat.replay(into: deliver, passing: cursor.pass(values:))
    }
}

/// Offers a token to the flat reader, if one is on, then delivers `event` unless the flat reader took it.
private func offer(
    _ context: UnsafeMutableRawPointer?, _ take: (JSONFlatRecords) -> JSONFlatRecords.Outcome,
    else event: @autoclosure () -> JSONEvent
) -> Int32 {
    let state = EventState.of(context)
    if let flat = state.flat, let answer = state.answer(take(flat)) { return answer }
    return state.deliver(event()) ? 1 : 0
}

private func text(_ bytes: UnsafeRawBufferPointer) -> String { String(decoding: bytes, as: UTF8.self) }

/// Offers or delivers a string or key, or stops the parse when the text holds U+0000.
private func offerText(
    _ context: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: Int, isKey: Bool
) -> Int32 {
    let raw = UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : length)
    if let bytes, length > 0, memchr(bytes, 0, length) != nil {
        EventState.of(context).holdsNUL = true
        return 0
    }
    return isKey
        ? offer(context, { $0.key(raw) }, else: .key(text(raw)))
        : offer(context, { $0.scalar(.string, raw) }, else: .string(text(raw)))
}

private let nullCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    offer($0, { $0.scalar(.null, UnsafeRawBufferPointer(start: nil, count: 0)) }, else: .null)
}

private let boolCallback: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { context, flag in
    let kind: ScalarKind = flag != 0 ? .trueValue : .falseValue
    return offer(context, { $0.scalar(kind, UnsafeRawBufferPointer(start: nil, count: 0)) }, else: .bool(flag != 0))
}

private let numberCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> Int32 = {
    context, bytes, length in
    let raw = UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : length)
    return offer(context, { $0.scalar(.number, raw) }, else: .number(text(raw)))
}

private let stringCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Int32 = {
    offerText($0, $1, $2, isKey: false)
}

private let keyCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Int32 = {
    offerText($0, $1, $2, isKey: true)
}

private let startMapCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    offer($0, { $0.startObject() }, else: .startObject)
}

private let endMapCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    offer($0, { $0.endObject() }, else: .endObject)
}

private let startArrayCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    offer($0, { $0.startArray() }, else: .startArray)
}

private let endArrayCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    offer($0, { $0.endArray() }, else: .endArray)
}
