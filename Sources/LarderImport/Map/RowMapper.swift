import GRDB
import LarderStore
import LarderValues

/// Maps source records onto one canonical table: which key feeds which column, and the typed values.
struct RowMapper {
    let table: TableSpec
    /// For each source key, the column it feeds (nil when none).
    private(set) var targets: [Int?] = []
    /// The keys no column takes, for the warning: gathered over every set of keys the file used.
    private(set) var unmapped: [String] = []
    /// `unmapped` as a set: a file of many thousand columns must not cost a search of the list per column.
    private var unmappedSet: Set<String> = []
    /// For each source key, whether it writes percentages as fractions of 1 (see ``writesFractions(_:)``).
    private var fractions: [Bool] = []
    private var keys: [String] = []
    /// The day/month order a file has proven for slash dates, if any.
    var slashOrder: DateParser.SlashOrder?

    /// A mapped row, or the problems that stop it.
    enum Mapped {
        case row(TypedRow)
        case problems([RowProblem])
    }

    /// The column index for every source name, built once: JSON records change keys often.
    private let lookup: [String: Int]

    init(table: TableSpec) {
        self.table = table
        lookup = Self.lookup(for: table)
    }

    /// The column index for every source name, exact names first so an alias never shadows a column.
    private static func lookup(for table: TableSpec) -> [String: Int] {
        var lookup: [String: Int] = [:]
        for (index, column) in table.columns.enumerated() { lookup[ColumnSpec.normalise(column.name)] = index }
        for (index, column) in table.columns.enumerated() {
            for name in column.sourceNames where lookup[name] == nil { lookup[name] = index }
        }
        return lookup
    }

    /// Prepares the mapping for a set of keys (called again only when the keys change).
    mutating func prepare(keys: [String]) {
        guard keys != self.keys else { return }
        self.keys = keys
        var taken: Set<Int> = []
        targets = keys.map { key in
            guard let index = lookup[ColumnSpec.normalise(key)], !taken.contains(index) else { return nil }
            taken.insert(index)
            return index
        }
        // JSON records vary in keys, so a key dropped from one record must still be reported. A Firestore
        // parent path is no field of the file: a canonical table keeps the parent as its id (`meal_plan_id`).
        for (key, target) in zip(keys, targets)
        where target == nil && key != FirestoreNames.parentPathKey && unmappedSet.insert(key).inserted {
            unmapped.append(key)
        }
        fractions = zip(keys, targets).map { key, target in
            guard let target, table.columns[target].type == .percent else { return false }
            return Self.namesFraction(key)
        }
    }

    /// Whether a percent header says its values are fractions of 1 (`discount_rate`, `fraction_off`).
    static func namesFraction(_ key: String) -> Bool {
        let folded = ColumnSpec.normalise(key)
        return folded.contains("rate") || folded.contains("fraction")
    }

    /// Whether the file writes this percent column as fractions of 1, so `0.25` was read as 25 %.
    func writesFractions(_ column: String) -> Bool {
        guard let index = table.index(of: column), let position = targets.firstIndex(of: index) else { return false }
        return fractions[position]
    }

    /// The typed row, or the problems that stop it.
    mutating func map<Record: MappableRecord>(_ record: Record) -> Mapped {
        prepare(keys: record.keys)
        var row = TypedRow(table: table)
        var problems: [RowProblem] = []
        for (position, target) in targets.enumerated() {
            guard let target, position < record.valueCount else { continue }
            let type = table.columns[target].type
            if slashOrder == nil, type == .date || type == .timestamp, let text = record.slashText(at: position) {
                slashOrder = DateParser.slashOrderProven(by: text)
            }
            do {
                row.values[target] = try record.convert(
                    position, to: type, slashOrder: slashOrder, isFraction: fractions[position])
                row.present |= 1 << UInt64(target)
                if type == .quantity { takeUnit(from: record.value(at: position), into: &row) }
            } catch {
                problems.append(
                    RowProblem(
                        field: record.keys[position], value: record.text(at: position), problem: error.problem,
                        fix: error.fix, isAmbiguousOrder: error.isAmbiguousOrder))
            }
        }
        if record.valueCount > record.keys.count {
            problems.append(
                RowProblem(
                    field: "row", value: nil,
                    problem: "has \(record.valueCount) fields but the header has \(record.keys.count)",
                    fix: "quote fields that contain the delimiter"))
        }
        return problems.isEmpty ? .row(row) : .problems(problems)
    }

    /// Puts the unit written with a quantity (`500 g`) into `unit` when the file gives no unit itself.
    private func takeUnit(from value: SourceValue, into row: inout TypedRow) {
        guard let unitIndex = table.index(of: "unit"), !targets.contains(unitIndex), let text = value.text,
            let unit = try? ValueConverter.quantity(text).unit
        else { return }
        row["unit"] = unit.databaseValue
    }

    /// The source name of a column in this file, for messages (the column name when the file lacks it).
    func sourceName(of column: String) -> String {
        guard let index = table.index(of: column), let position = targets.firstIndex(of: index) else { return column }
        return keys[position]
    }
}
