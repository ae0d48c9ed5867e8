import GRDB

/// One value of a row, ready to bind: text and blobs are positions in a byte buffer kept beside.
enum StoredValue {
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
struct FlatRow {
    /// The row's values' positions in ``FlatRows/values``.
    var values: Range<Int>
    /// Bit `i` is set when column `i` is given (the columns the values stand for).
    var mask: UInt64
}

/// The values and text of many flat rows, appended one row after another.
struct FlatRows {
    /// Every row's values.
    private(set) var values: [StoredValue] = []
    /// The text and blobs the values point into.
    private(set) var bytes: [UInt8] = []

    /// Appends the given columns of `row`, in table order.
    mutating func append(_ row: TypedRow) -> FlatRow {
        let first = values.count
        row.values.withUnsafeBufferPointer { columns in
            for index in columns.indices where row.isPresent(index) {
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
        return FlatRow(values: first..<values.count, mask: row.present)
    }

    /// Empties the arrays, keeping their capacity.
    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
