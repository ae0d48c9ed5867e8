import LarderStore
import LarderValues

/// A value as a reader found it, before it is typed for a column.
public enum SourceValue: Equatable, Sendable {
    /// JSON `null`, an absent CSV or HTML cell, or an empty CSV field written without quotes.
    case null
    /// Text: every CSV and HTML cell, and JSON strings.
    case string(String)
    /// A JSON number, as written.
    case number(String)
    /// A JSON boolean.
    case bool(Bool)
    /// A nested JSON array or object, re-serialised as compact JSON text.
    case json(String)

    /// The value as text, or nil for null; an empty string counts as null.
    var text: String? {
        switch self {
        case .null: return nil
        case .string(let text): return text.isEmpty ? nil : text
        case .number(let text), .json(let text): return text
        case .bool(let value): return value ? "true" : "false"
        }
    }

    /// The value as a raw table stores it: text, an empty string kept empty; nil only for null.
    var rawText: String? {
        if case .string(let text) = self { return text }
        return text
    }

    /// The value written into a JSON document (for `rejected_rows.raw_row`).
    var jsonFragment: String {
        switch self {
        case .null: return "null"
        case .string(let text): return JSONText.quoted(text)
        case .number(let text), .json(let text): return text
        case .bool(let value): return value ? "true" : "false"
        }
    }
}

/// Where a record sits in its file, for messages and `rejected_rows`.
public enum SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// A CSV line (1-based, the line the record starts on).
    case line(Int)
    /// A JSON path such as `$.categories[3]`.
    case jsonPath(String)
    /// A row of an HTML table (1-based table and row numbers).
    case tableRow(table: Int, row: Int)

    /// `line 12`, `$.items[3]`, `table 2 row 5`.
    public var description: String {
        switch self {
        case .line(let line): return "line \(line)"
        case .jsonPath(let path): return path
        case .tableRow(let table, let row): return "table \(table) row \(row)"
        }
    }

    /// The line number, when there is one.
    var line: Int? {
        if case .line(let line) = self { return line }
        return nil
    }
}

/// One row or object from a file: keys as the file spells them, with their values.
public struct SourceRecord: Sendable {
    /// Where the record is.
    public var location: SourceLocation
    /// The field names (CSV records of one file share one array).
    public var keys: [String]
    /// The values, parallel to `keys`.
    public var values: [SourceValue]

    /// The JSON object the record was read from, when it came from one: `rejected_rows.raw_row` keeps it
    /// as exported rather than as `keys` and `values` say it (a Firestore document's typed fields, a
    /// Beanconqueror brew whose fields the reader renamed and looked up).
    var exported: JSONValue?

    /// Creates a record.
    public init(location: SourceLocation, keys: [String], values: [SourceValue]) {
        self.location = location
        self.keys = keys
        self.values = values
    }

    /// Creates a record read from a JSON value.
    init(location: SourceLocation, keys: [String], values: [SourceValue], exported: JSONValue) {
        self.init(location: location, keys: keys, values: values)
        self.exported = exported
    }

    /// The record as the raw table writer takes it.
    var rawRecord: RawRecord {
        RawRecord(location: location.description, keys: keys, values: values.map(\.rawText), json: rawJSON)
    }

    /// The record as the file holds it, for `rejected_rows.raw_row`: the exported JSON value when there
    /// is one, else ``rawJSON``.
    var exportedJSON: String { exported?.exportedText ?? rawJSON }

    /// The record's keys and values as a JSON object, for a raw table's `_row_json`, written byte by byte
    /// into one buffer (a rejected row's `raw_row` is this too).
    var rawJSON: String {
        var json: [UInt8] = []
        json.reserveCapacity(64 * (keys.count + 1))
        json.append(UInt8(ascii: "{"))
        for (index, key) in keys.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(key, to: &json)
            json.append(UInt8(ascii: ":"))
            (index < values.count ? values[index] : .null).appendJSON(to: &json)
        }
        if values.count > keys.count {
            for (offset, value) in values[keys.count...].enumerated() {
                if json.count > 1 { json.append(UInt8(ascii: ",")) }
                JSONText.appendQuoted("extra_\(keys.count + offset + 1)", to: &json)
                json.append(UInt8(ascii: ":"))
                value.appendJSON(to: &json)
            }
        }
        json.append(UInt8(ascii: "}"))
        return String(decoding: json, as: UTF8.self)
    }
}

extension SourceValue {
    /// Appends the value as it is written into a JSON document (``jsonFragment``).
    func appendJSON(to json: inout [UInt8]) {
        switch self {
        case .null: json.append(contentsOf: "null".utf8)
        case .string(let text): JSONText.appendQuoted(text, to: &json)
        case .number(let text), .json(let text): json.append(contentsOf: text.utf8)
        case .bool(let value): json.append(contentsOf: (value ? "true" : "false").utf8)
        }
    }
}

/// A part of a file whose records share one kind: a CSV file, a JSON envelope or collection, an HTML table.
public struct SourceSection: Sendable {
    /// A readable name: the file name, `categories`, `table 2`.
    public var name: String
    /// The header row or the keys seen, for recognition.
    public var headers: [String]
    /// The JSON envelope key or Firestore collection, when there is one.
    public var envelopeKey: String?
    /// What gives `envelopeKey` in words, when it is no key of the file but the reader's name for what it
    /// found (a page's schema.org offers are `deals`): `-v` says this rather than "the file's key".
    public var envelopeKeyOrigin: String?
    /// Why the reader keeps the section as text whatever its headers, when it does: a part of a known
    /// export that no table of larder's holds yet (a Beanconqueror backup's beans and mills).
    public var keptAsText: String?
    /// What the page around an HTML table says of the store, its place and the sale's last day, one value
    /// per column at most: a deals row whose own cell is empty (or whose table has no such column) takes it.
    public var pageValues: [SavedPageValue]
    /// The order of the section's ambiguous slash dates (`03/04/2026`), when the file states it (an HTML
    /// page's `lang`); nil leaves it to the section's own dates.
    public var slashOrder: DateParser.SlashOrder?

    /// The table a part of a known export holds whatever its headers, and why, when the reader knows (a
    /// Beanconqueror backup's `BEANS` list: `coffee_beans`).
    var knownTable: Recogniser.Recognition?

    /// Creates a section.
    public init(
        name: String, headers: [String], envelopeKey: String? = nil, keptAsText: String? = nil,
        pageValues: [SavedPageValue] = [], slashOrder: DateParser.SlashOrder? = nil
    ) {
        self.name = name
        self.headers = headers
        self.envelopeKey = envelopeKey
        self.keptAsText = keptAsText
        self.pageValues = pageValues
        self.slashOrder = slashOrder
    }
}

/// JSON text helpers shared by readers and the ledger.
enum JSONText {
    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal: its UTF-8 bytes copied a run at a time, and only `"`, `\\`
    /// and control characters written as escapes.
    static func appendQuoted(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0x22 || byte == 0x5C || byte < 0x20 {
                json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscape(byte, to: &json)
                start = index + 1
            }
            json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        json.append(UInt8(ascii: "\""))
    }

    /// How a JSON string writes the byte `byte`, which cannot stand as it is.
    private static func appendEscape(_ byte: UInt8, to json: inout [UInt8]) {
        switch byte {
        case 0x22: json.append(contentsOf: #"\""#.utf8)
        case 0x5C: json.append(contentsOf: #"\\"#.utf8)
        case 0x0A: json.append(contentsOf: #"\n"#.utf8)
        case 0x0D: json.append(contentsOf: #"\r"#.utf8)
        case 0x09: json.append(contentsOf: #"\t"#.utf8)
        default:
            let digits = Array("0123456789abcdef".utf8)
            json.append(contentsOf: #"\u00"#.utf8)
            json.append(digits[Int(byte >> 4)])
            json.append(digits[Int(byte & 15)])
        }
    }
}
