import Foundation

/// A CSV record copied out of the reader's buffer, held back while the next record may continue it
/// (``CSVPreamble/isContinuation(_:width:)``): a bank export writes a long description's rest on a
/// line of its own (`,,"more description text",`), which is joined, after a space, to this record's
/// field in the same column when that field is text, else to the nearest field of text left of it (a
/// line `,,"more",` under `Date,Description,Amount,Balance` goes on the description, not the amount).
///
/// Only files whose first records show continuation lines are read this way, so the copy is paid
/// per record there and nowhere else.
final class HeldRecord {
    /// The line the record starts on.
    let line: Int
    private let keys: [String]
    private var values: [[UInt8]]
    private var nulls: [Bool]

    /// A copy of `fields`.
    init(_ fields: CSVFields) {
        line = fields.line
        keys = fields.keys
        values = (0..<fields.count).map { Array(fields[$0]) }
        nulls = Array(fields.fieldNulls)
    }

    /// Joins `fields` to this record when it continues it, and says whether it did.
    func join(_ fields: CSVFields) -> Bool {
        guard fields.count <= keys.count, fields.count > 1, fields[0].isEmpty else { return false }
        let filled = (1..<fields.count).filter { !fields[$0].isEmpty }
        guard filled.count == 1, let found = filled.first else { return false }
        let text = fields[found]
        guard !CSVPreamble.isData(Self.trimmed(text)) else { return false }
        let column = (0...min(found, values.count - 1)).reversed().first { isText(at: $0) } ?? found
        while values.count <= column {
            values.append([])
            nulls.append(true)
        }
        if !values[column].isEmpty { values[column].append(0x20) }
        values[column].append(contentsOf: text)
        nulls[column] = false
        return true
    }

    /// Whether field `position` holds text: not empty, and no number, amount or date.
    private func isText(at position: Int) -> Bool {
        !values[position].isEmpty && !CSVPreamble.isData(Self.trimmed(values[position]))
    }

    private static func trimmed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        String(decoding: Array(bytes), as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// Calls `body` with the record as fields, valid only during the call.
    func withFields<Result>(_ body: (CSVFields) throws -> Result) rethrows -> Result {
        var ends: [Int] = []
        var total = 0
        for value in values {
            total += value.count
            ends.append(total)
        }
        let bytes = values.flatMap { $0 }
        return try bytes.withUnsafeBytes { bytes in
            try ends.withUnsafeBufferPointer { ends in
                try nulls.withUnsafeBufferPointer { nulls in
                    try body(CSVFields(line: line, keys: keys, bytes: bytes, ends: ends, nulls: nulls, start: 0))
                }
            }
        }
    }
}
