import GRDB

@testable import LarderStore

/// A row of a canonical table given by column name, flattened and bound as an import binds its rows
/// (``FlatRows``, ``BoundRow``), for Store's writers to store directly.
struct GivenRow {
    /// The row's table.
    let table: TableSpec
    /// One value per column of the table, in table order; `.null` for a column not given.
    let values: [DatabaseValue]
    /// Bit `i` is set when column `i` is given.
    let mask: UInt64

    /// A row of `table` that gives `columns` (a nil value is a given NULL).
    init(_ table: TableSpec, _ columns: KeyValuePairs<String, (any DatabaseValueConvertible)?>) {
        var values = [DatabaseValue](repeating: .null, count: table.columns.count)
        var mask: UInt64 = 0
        for (name, value) in columns {
            let index = table.index(of: name)!
            values[index] = value?.databaseValue ?? .null
            mask |= 1 << UInt64(index)
        }
        self.table = table
        self.values = values
        self.mask = mask
    }

    /// Flattens the row into fresh ``FlatRows`` and hands it to `body` bound, as `ImportBatch` does.
    func withBound<T>(_ body: (BoundRow) throws -> T) rethrows -> T {
        var flat = FlatRows()
        let row = flat.append(values, present: mask)
        return try flat.values.withUnsafeBufferPointer { values in
            try flat.bytes.withUnsafeBytes { bytes in
                try body(BoundRow(values: UnsafeBufferPointer(rebasing: values[row.values]), bytes: bytes.baseAddress))
            }
        }
    }
}
