import GRDB
import LarderStore

/// A row mapped onto a canonical table: one value per column, and which columns the source gave.
struct TypedRow {
    let table: TableSpec
    /// One value per column of `table`.
    var values: [DatabaseValue]
    /// Bit `i` is set when column `i` was given by the source (or set by a rule).
    var present: UInt64 = 0
    /// Fields a table's rule reads but no column stores, by the rule's name for them (a deal's `Save`
    /// amount, see ``RowMapper/inputs``).
    var inputs: [String: RowInput] = [:]

    init(table: TableSpec) {
        self.table = table
        values = Array(repeating: .null, count: table.columns.count)
    }

    /// The value of a column; setting it marks the column as given, so the writer stores it.
    subscript(column: String) -> DatabaseValue {
        get { values[table.index(of: column)!] }
        set {
            let index = table.index(of: column)!
            values[index] = newValue
            present |= 1 << UInt64(index)
        }
    }

    /// The value of the column at `index`; setting it marks the column as given. Rules that run for every
    /// row use it with a position looked up once (``TableSpec/naturalKeyIndices``).
    subscript(position index: Int) -> DatabaseValue {
        get { values[index] }
        set {
            values[index] = newValue
            present |= 1 << UInt64(index)
        }
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

/// A field a rule reads but no column stores: its name as the file spells it, and its text.
struct RowInput: Equatable {
    /// The field as the source spells it (`Save`).
    var field: String
    /// The value as written, nil when empty.
    var text: String?
}

/// A value or row larder cannot store, with the field as the file names it.
struct RowProblem: Equatable {
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
