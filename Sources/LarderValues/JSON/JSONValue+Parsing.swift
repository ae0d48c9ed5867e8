internal import CYAJL
import Foundation

/// Why a JSON text could not be read: yajl's reason, without its trailing full stop.
public struct JSONParseError: Error, Equatable, Sendable {
    /// What is wrong, e.g. `parse error: premature EOF`.
    public let reason: String
}

extension JSONValue {
    /// The deepest nesting a text held in memory may have; deeper texts are refused, not parsed.
    public static let maximumParsedDepth = 512

    /// The one JSON value of `text`, read by yajl: the same parser the import streams files through, so a
    /// text stored by one part of larder is read alike by every other. White space may surround the
    /// value; a second value, a BOM, invalid UTF-8 or nesting deeper than ``maximumParsedDepth`` is
    /// refused. Numbers keep the text they were written with.
    public init(parsing text: String) throws(JSONParseError) {
        var text = text
        let parser = TextParser()
        var callbacks = textCallbacks
        let context = Unmanaged.passUnretained(parser).toOpaque()
        guard let handle = yajl_alloc(&callbacks, nil, context) else {
            fatalError("yajl could not allocate its parser")
        }
        defer { yajl_free(handle) }
        var status = text.withUTF8 { bytes in
            yajl_parse(handle, bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count)
        }
        if status == yajl_status_ok { status = yajl_complete_parse(handle) }
        guard status == yajl_status_ok, let value = parser.value else {
            var reason = parser.tooDeep ? "the JSON nests deeper than \(Self.maximumParsedDepth) levels" : ""
            if reason.isEmpty, let message = yajl_get_error(handle, 0, nil, 0) {
                defer { yajl_free_error(handle, message) }
                let line = String(cString: message).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                reason =
                    line.trimmingSpaces.hasSuffix(".") ? String(line.trimmingSpaces.dropLast()) : line.trimmingSpaces
            }
            throw JSONParseError(reason: reason.isEmpty ? "the JSON is not valid" : reason)
        }
        self = value
    }
}

/// The state yajl's callbacks build the value in.
private final class TextParser {
    var builder = JSONValueBuilder()
    var value: JSONValue?
    var tooDeep = false

    static func of(_ context: UnsafeMutableRawPointer?) -> TextParser {
        Unmanaged<TextParser>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Adds `event` to the value being built; false stops the parse.
    func add(_ event: JSONEvent) -> Int32 {
        if event == .startObject || event == .startArray, builder.depth >= JSONValue.maximumParsedDepth {
            tooDeep = true
            return 0
        }
        if let finished = builder.add(event) { value = finished }
        return 1
    }
}

private func text(_ bytes: UnsafeRawPointer?, _ length: Int) -> String {
    String(decoding: UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : length), as: UTF8.self)
}

private let textCallbacks = yajl_callbacks(
    yajl_null: { TextParser.of($0).add(.null) },
    yajl_boolean: { TextParser.of($0).add(.bool($1 != 0)) },
    yajl_integer: nil, yajl_double: nil,
    yajl_number: { TextParser.of($0).add(.number(text($1, $2))) },
    yajl_string: { TextParser.of($0).add(.string(text($1, $2))) },
    yajl_start_map: { TextParser.of($0).add(.startObject) },
    yajl_map_key: { TextParser.of($0).add(.key(text($1, $2))) },
    yajl_end_map: { TextParser.of($0).add(.endObject) },
    yajl_start_array: { TextParser.of($0).add(.startArray) },
    yajl_end_array: { TextParser.of($0).add(.endArray) })
