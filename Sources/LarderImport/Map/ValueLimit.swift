import LarderValues

/// The largest value larder imports, and what a row holding a larger one becomes.
///
/// One value (a CSV field, an HTML cell, a JSON string, number or nested array or object) holds at most
/// ``maximumBytes`` of UTF-8. A row with a larger value is rejected, whatever its kind (kept as text
/// too), with a reason naming the field, its size and the limit; `rejected_rows.raw_row` keeps the row
/// with each such value shortened to its first ``keptBytes`` and a note of how long it was, so the
/// rejection itself stays small. Every reader's records pass here (``SectionImporter``), so the rule
/// is the same for CSV, JSON, HTML, Firestore and Beanconqueror files (docs/IMPORT.md, "Values").
enum ValueLimit {
    /// 1 MiB: far above any value the apps' exports hold (a note, a recipe's steps), and small enough
    /// that pages and reports built from values stay small.
    static let maximumBytes = 1 << 20
    /// How much of an over-long value `rejected_rows.raw_row` keeps.
    static let keptBytes = 1 << 10

    /// The position of the record's first value over the limit, or nil.
    static func oversized<Record: MappableRecord>(in record: Record) -> Int? {
        (0..<record.valueCount).first { record.byteCount(at: $0) > maximumBytes }
    }

    /// Why the record is rejected: the value at `position` is `bytes` long.
    static func problem(keys: [String], position: Int, bytes: Int) -> RowProblem {
        let field = position < keys.count ? keys[position] : "column \(position + 1)"
        return RowProblem(
            field: field, value: nil,
            problem: "holds \(bytes.grouped) bytes, more than the \(maximumBytes.grouped) bytes (1 MiB) larder takes"
                + " in one value",
            fix: "shorten the value, or keep long texts outside the export")
    }

    /// The record with each value over the limit shortened to its first ``keptBytes`` and a note, and
    /// without the exported JSON it was read from (which holds the whole value).
    static func shortened(_ record: SourceRecord) -> SourceRecord {
        let values = record.values.map { value -> SourceValue in
            switch value {
            case .string(let text) where text.utf8.count > maximumBytes: return .string(shortened(text))
            case .number(let text) where text.utf8.count > maximumBytes: return .string(shortened(text))
            case .json(let text) where text.utf8.count > maximumBytes: return .string(shortened(text))
            default: return value
            }
        }
        return SourceRecord(location: record.location, keys: record.keys, values: values)
    }

    /// The first ``keptBytes`` of `text` (whole characters), then a note of what was left out.
    static func shortened(_ text: String) -> String {
        text.prefix(utf8Bytes: keptBytes) + "… [shortened by larder: the value holds \(text.utf8.count.grouped) bytes]"
    }

    /// `text` as `rejected_rows` keeps a value: shortened (``shortened(_:)``) when over the limit.
    static func bounded(_ text: String) -> String {
        text.utf8.count > maximumBytes ? shortened(text) : text
    }

    /// A rejected record's JSON as `rejected_rows.raw_row` keeps it: whole up to ``maximumRawRowBytes``;
    /// past that (a row of many long values, or an exported object holding a long field no column
    /// takes), a JSON object with a note and the start of the record as a string.
    static func boundedRawRow(_ json: String) -> String {
        guard json.utf8.count > maximumRawRowBytes else { return json }
        return "{\"larder_note\":\"shortened by larder: the row holds \(json.utf8.count.grouped) bytes\","
            + "\"start\":\(JSONText.quoted(shortened(json)))}"
    }

    /// The most `rejected_rows.raw_row` holds whole: 4 MiB.
    static let maximumRawRowBytes = 4 << 20
}
