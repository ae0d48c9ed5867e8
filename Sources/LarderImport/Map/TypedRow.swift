import GRDB
import LarderStore

/// A row mapped onto a canonical table: one value per column, and which columns the source gave.
///
/// Text a record holds as bytes in a plain form (``ValueConverter/plainText(_:type:)``) can stay bytes
/// until a rule reads it or the row is flattened (``setText(_:at:)``): most text columns are read by no
/// rule, and a string per field was the largest cost of mapping a CSV row. Such a row is valid only while
/// the record's bytes are; ``materialised()`` makes one that outlives them.
struct TypedRow {
    let table: TableSpec
    /// One value per column of `table`; for a column whose bit is set in `deferred`, where its text lies
    /// in `source` instead (``TextSpan``).
    private var values: [DatabaseValue]
    /// Bit `i` is set when column `i` was given by the source (or set by a rule).
    private(set) var present: UInt64 = 0
    /// Bit `i` is set when column `i` holds text still as bytes of the record.
    private var deferred: UInt64 = 0
    /// The start of the bytes deferred text is counted from.
    private var source: UnsafeRawPointer?
    /// Fields a table's rule reads but no column stores, by the rule's name for them (a deal's `Save`
    /// amount, see ``RowMapper/inputs``).
    var inputs: [String: RowInput] = [:]

    init(table: TableSpec) {
        self.table = table
        values = Array(repeating: .null, count: table.columns.count)
    }

    /// Empties the row for the next record: no value, no column given, no input.
    mutating func clear() {
        let given = present
        values.withUnsafeMutableBufferPointer { values in
            var remaining = given
            while remaining != 0 {
                values[remaining.trailingZeroBitCount] = .null
                remaining &= remaining - 1
            }
        }
        present = 0
        deferred = 0
        source = nil
        if !inputs.isEmpty { inputs.removeAll(keepingCapacity: true) }
    }

    /// The value of the column at `index`; setting it marks the column as given. Rules that run for every
    /// row use it with a position looked up once (``TableSpec/naturalKeyIndices``).
    subscript(position index: Int) -> DatabaseValue {
        get {
            guard let text = deferredText(at: index) else { return values[index] }
            return String(decoding: text, as: UTF8.self).databaseValue
        }
        set {
            values[index] = newValue
            present |= 1 << UInt64(index)
            deferred &= ~(1 << UInt64(index))
        }
    }

    /// The value of a column; setting it marks the column as given, so the writer stores it.
    subscript(column: String) -> DatabaseValue {
        get { self[position: table.index(of: column)!] }
        set { self[position: table.index(of: column)!] = newValue }
    }

    /// Sets the column at `index` to the text `bytes` hold, kept as those bytes (not empty, valid UTF-8)
    /// until it is read or flattened; they must outlive every use of the row, or of any copy of it short
    /// of ``materialised()``.
    mutating func setText(_ bytes: UnsafeRawBufferPointer, at index: Int) {
        let base = source ?? bytes.baseAddress!
        guard let span = TextSpan(offset: base.distance(to: bytes.baseAddress!), count: bytes.count) else {
            return self[position: index] = String(decoding: bytes, as: UTF8.self).databaseValue
        }
        source = base
        values[index] = span.databaseValue
        present |= 1 << UInt64(index)
        deferred |= 1 << UInt64(index)
    }

    /// The bytes of the column at `index` when its text is still bytes of the record, else nil.
    func deferredText(at index: Int) -> UnsafeRawBufferPointer? {
        guard deferred & (1 << UInt64(index)) != 0 else { return nil }
        let span = TextSpan(values[index])
        return UnsafeRawBufferPointer(start: source! + span.offset, count: span.count)
    }

    /// Whether the column at `index` holds no value.
    func isNull(_ index: Int) -> Bool {
        deferred & (1 << UInt64(index)) == 0 && values[index].isNull
    }

    /// The same row with every value its own, independent of the record's bytes.
    func materialised() -> TypedRow {
        var row = self
        for index in values.indices where deferred & (1 << UInt64(index)) != 0 {
            row[position: index] = self[position: index]
        }
        row.source = nil
        return row
    }

    /// Appends the given columns to `flat`, in table order, deferred text straight from its bytes.
    func flatten(into flat: inout FlatRows) -> FlatRow {
        let first = flat.values.count
        values.withUnsafeBufferPointer { columns in
            var remaining = present
            while remaining != 0 {
                let index = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if let text = deferredText(at: index) {
                    flat.append(text: text)
                } else {
                    flat.append(columns[index])
                }
            }
        }
        return flat.row(from: first, mask: present)
    }

    /// Whether column `index` was given by the source (or set by a rule).
    func isPresent(_ index: Int) -> Bool { present & (1 << UInt64(index)) != 0 }

    /// Whether the column was given by the source (or set by a rule), even if empty.
    func isPresent(_ column: String) -> Bool { isPresent(table.index(of: column)!) }

    /// Drops a column from the row, so the writer leaves the stored value (or the default) alone.
    mutating func omit(_ column: String) {
        let index = table.index(of: column)!
        values[index] = .null
        present &= ~(1 << UInt64(index))
        deferred &= ~(1 << UInt64(index))
    }

    /// The column's value as text, or nil.
    func text(_ column: String) -> String? { String.fromDatabaseValue(self[column]) }

    /// The column's value as a number, or nil.
    func double(_ column: String) -> Double? { Double.fromDatabaseValue(self[column]) }

    /// The column's value as a whole number, or nil.
    func int(_ column: String) -> Int64? { Int64.fromDatabaseValue(self[column]) }

    /// The column's value as a boolean (0/1), or nil.
    func bool(_ column: String) -> Bool? { int(column).map { $0 != 0 } }
}

/// Where a deferred text lies, from the row's source, packed into the value slot of its column (an
/// integer no one reads as a value: the row's `deferred` bit says what it is).
private struct TextSpan {
    let offset: Int
    let count: Int

    /// A span that fits the packing (offsets and lengths within ±2³¹), else nil.
    init?(offset: Int, count: Int) {
        guard Int32(exactly: offset) != nil, UInt32(exactly: count) != nil else { return nil }
        self.offset = offset
        self.count = count
    }

    /// The span a packed value holds.
    init(_ value: DatabaseValue) {
        guard case .int64(let packed) = value.storage else { preconditionFailure("a deferred text lost its span") }
        offset = Int(Int32(truncatingIfNeeded: packed >> 32))
        count = Int(UInt32(truncatingIfNeeded: packed))
    }

    /// The span packed into one integer.
    var databaseValue: DatabaseValue {
        (Int64(offset) << 32 | Int64(UInt32(truncatingIfNeeded: count))).databaseValue
    }
}

/// A field a rule reads but no column stores: its name as the file spells it, and its text.
struct RowInput: Equatable {
    /// The field as the source spells it (`Save`).
    var field: String
    /// The value as written, nil when empty.
    var text: String?
}

/// A value or row larder cannot store, with the field as the file names it; an `Error`, for a rule that
/// works a value out in steps (``TransactionRules``).
struct RowProblem: Equatable, Error {
    /// The field as the source spells it (`validUntil`), or the column name.
    var field: String
    /// The value as written, when there is one.
    var value: String?
    /// What is wrong, completing "`field` is `value`, which …" (or standing alone when there is no value).
    var problem: String
    /// What would fix it.
    var fix: String
    /// Whether another row of the file may still settle this problem (a slash date's order).
    var isAmbiguousOrder = false

    /// "`validUntil` is `31/12/24`, which has a two-digit year…; write dates as YYYY-MM-DD."
    var sentence: String {
        if let value {
            return "`\(field)` is `\(Self.clip(value))`, which \(problem); \(fix)."
        }
        return "`\(field)` \(problem); \(fix)."
    }

    private static func clip(_ value: String) -> String {
        let flat = value.replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "`", with: "'")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }
}
