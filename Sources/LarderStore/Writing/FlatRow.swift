import GRDB

/// One value of a row, ready to bind: text and blobs are positions in a byte buffer kept beside.
package enum StoredValue {
    /// SQL NULL.
    case null
    /// An integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text: its offset and length in the byte buffer.
    case text(offset: Int, count: Int)
    /// A blob: its offset and length in the byte buffer.
    case blob(offset: Int, count: Int)
}

/// A typed row flattened for binding: the values of its given columns, in table order, stored in
/// shared arrays (``FlatRows``) so that rows cost no allocation of their own.
package struct FlatRow {
    /// The row's values' positions in ``FlatRows/values``.
    package var values: Range<Int>
    /// Bit `i` is set when column `i` is given (the columns the values stand for).
    package var mask: UInt64
}

/// The values and text of many flat rows, appended one row after another.
package struct FlatRows {
    /// Every row's values.
    package private(set) var values: [StoredValue] = []
    /// The text and blobs the values point into.
    package private(set) var bytes: [UInt8] = []

    /// Creates empty arrays.
    package init() {}

    /// Appends the given columns of a row (one value per column of its table; bit `i` of `present` set
    /// when column `i` is given), in table order.
    package mutating func append(_ rowValues: [DatabaseValue], present: UInt64) -> FlatRow {
        let first = values.count
        for index in rowValues.indices where present & (1 << UInt64(index)) != 0 { append(rowValues[index]) }
        return row(from: first, mask: present)
    }

    /// Appends one value of the row being appended; ``row(from:mask:)`` then names the row.
    package mutating func append(_ value: DatabaseValue) {
        switch value.storage {
        case .null: values.append(.null)
        case .int64(let value): values.append(.integer(value))
        case .double(let value): values.append(.real(value))
        case .string(var string): string.withUTF8 { append(text: UnsafeRawBufferPointer($0)) }
        case .blob(let data):
            let offset = bytes.count
            bytes.append(contentsOf: data)
            values.append(.blob(offset: offset, count: data.count))
        }
    }

    /// Appends text, given as UTF-8 bytes, as one value of the row being appended.
    package mutating func append(text: UnsafeRawBufferPointer) {
        let offset = bytes.count
        // Typed, so the append is one copy rather than a loop over the bytes.
        bytes.append(contentsOf: text.assumingMemoryBound(to: UInt8.self))
        values.append(.text(offset: offset, count: text.count))
    }

    /// The row made of the values appended since `first` (the count of ``values`` before its first value),
    /// which stand for the columns whose bits are set in `mask`.
    package func row(from first: Int, mask: UInt64) -> FlatRow {
        FlatRow(values: first..<values.count, mask: mask)
    }

    /// Empties the arrays, keeping their capacity.
    package mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
