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
        rowValues.withUnsafeBufferPointer { columns in
            for index in columns.indices where present & (1 << UInt64(index)) != 0 {
                switch columns[index].storage {
                case .null: values.append(.null)
                case .int64(let value): values.append(.integer(value))
                case .double(let value): values.append(.real(value))
                case .string(var string):
                    let offset = bytes.count
                    string.withUTF8 { bytes.append(contentsOf: $0) }
                    values.append(.text(offset: offset, count: bytes.count - offset))
                case .blob(let data):
                    let offset = bytes.count
                    bytes.append(contentsOf: data)
                    values.append(.blob(offset: offset, count: data.count))
                }
            }
        }
        return FlatRow(values: first..<values.count, mask: present)
    }

    /// Empties the arrays, keeping their capacity.
    package mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
