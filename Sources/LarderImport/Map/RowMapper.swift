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
    /// The positions of the keys no column takes that have held no value yet: a key joins `unmapped` once
    /// it holds one, as a column empty in every row (a spreadsheet's trailing `,`) loses nothing.
    private var pendingUnmapped: [(position: Int, key: String, filledBy: String?)] = [] {
        didSet { hasPendingUnmapped = !pendingUnmapped.isEmpty }
    }
    /// `!pendingUnmapped.isEmpty`, read per row without touching the array (which costs a retain).
    private var hasPendingUnmapped = false
    /// Keys a record holds more than once (a JSON object may): the last value of each is the one mapped, as
    /// JavaScript's `JSON.parse` and Python's `json` read it.
    private(set) var repeatedKeys: [String] = []
    /// Keys whose column another key of the same record fills first (`expirationDate` beside
    /// `expiration_date`), with that key and the column, once one of them holds a value.
    private(set) var shadowedKeys: [(key: String, filledBy: String, column: String)] = []
    private var shadowedSet: Set<String> = []
    /// For each source key, whether it writes percentages as fractions of 1 (see ``writesFractions(_:)``).
    private var fractions: [Bool] = [] {
        didSet { writesAnyFractions = fractions.contains(true) }
    }
    /// Whether any key writes fractions: a rule asks for every row, and most files have none.
    private var writesAnyFractions = false
    /// For each source key, what the unit in its header does to its values; empty when no header has one.
    private var unitRules: [HeaderUnit.Rule?] = []
    private var keys: [String] = []
    /// For each source key a rule reads without storing it, the rule's name for it.
    private var inputPositions: [(position: Int, name: String)] = []
    /// The day/month order a file has proven for slash dates, if any.
    var slashOrder: DateParser.SlashOrder?
    /// The table's `currency_code` column when the keys give none: an amount's own currency mark fills it
    /// (``takeCurrency(_:into:)``).
    private var currencyTarget: Int?
    /// The currency a money column's header names (`Price (EUR)`), for rows whose amounts name none.
    private var headerCurrency: String? {
        didSet { hasHeaderCurrency = headerCurrency != nil }
    }
    private var hasHeaderCurrency = false
    /// What a bank statement's file has settled about its amounts; nil for every other table.
    var statement: StatementState?

    /// A mapped row, or the problems that stop it.
    enum Mapped {
        case row(TypedRow)
        case problems([RowProblem])
    }

    /// The column index for every source name, built once: JSON records change keys often.
    private let lookup: [String: Int]

    /// The type of each column of the table.
    private let columnTypes: [ValueType]

    init(table: TableSpec) {
        self.table = table
        lookup = Self.lookup(for: table)
        columnTypes = table.columns.map(\.type)
        if table === Catalog.transactions { statement = StatementState() }
    }

    /// The column index for every source name, exact names first so an alias never shadows a column.
    private static func lookup(for table: TableSpec) -> [String: Int] {
        var lookup: [String: Int] = [:]
        let computed = Self.computed[table.name] ?? []
        for (index, column) in table.columns.enumerated() where !computed.contains(column.name) {
            lookup[ColumnSpec.normalise(column.name)] = index
        }
        for (index, column) in table.columns.enumerated() where !computed.contains(column.name) {
            for name in column.sourceNames where lookup[name] == nil { lookup[name] = index }
        }
        return lookup
    }

    /// Prepares the mapping for a set of keys (called again only when the keys change).
    mutating func prepare(keys: [String]) {
        guard keys != self.keys else { return }
        self.keys = keys
        var taken: Set<Int> = []
        let weak = Self.weakNames[table.name] ?? [:]
        // Of a key a record holds twice, the last is mapped; the others are neither mapped nor unmapped.
        var lastPosition: [String: Int] = [:]
        for (position, key) in keys.enumerated() { lastPosition[key] = position }
        let hasRepeats = lastPosition.count < keys.count
        let isEarlierRepeat = { (position: Int) in hasRepeats && lastPosition[keys[position]] != position }
        if hasRepeats {
            for (position, key) in keys.enumerated() where isEarlierRepeat(position) && !repeatedKeys.contains(key) {
                repeatedKeys.append(key)
            }
        }
        targets = keys.enumerated().map { position, key in
            let name = HeaderUnit.foldedName(key)
            guard !isEarlierRepeat(position), weak[name] == nil, let index = lookup[name], !taken.contains(index) else {
                return nil
            }
            taken.insert(index)
            return index
        }
        // A name that says less than another for the same column gives way to it, and then takes the
        // column it names when the other is given (``weakNames``).
        for (position, key) in keys.enumerated() where !isEarlierRepeat(position) {
            guard let fallback = weak[HeaderUnit.foldedName(key)], let index = lookup[HeaderUnit.foldedName(key)] else {
                continue
            }
            for candidate in [index, table.index(of: fallback)] {
                guard let candidate, !taken.contains(candidate) else { continue }
                taken.insert(candidate)
                targets[position] = candidate
                break
            }
        }
        let inputs = Self.inputs[table.name] ?? [:]
        let foldsUnits = statement != nil
        inputPositions = keys.indices.compactMap { position in
            guard targets[position] == nil,
                let name = inputs[ColumnSpec.normalise(keys[position])]
                    ?? (foldsUnits ? inputs[HeaderUnit.foldedName(keys[position])] : nil)
            else { return nil }
            return (position, name)
        }
        // JSON records vary in keys, so a key dropped from one record must still be reported. A Firestore
        // parent path is no field of the file: a canonical table keeps the parent as its id (`meal_plan_id`).
        pendingUnmapped = zip(keys, targets).enumerated().compactMap { position, pair in
            let (key, target) = pair
            guard target == nil, !isEarlierRepeat(position), key != FirestoreNames.parentPathKey,
                !unmappedSet.contains(key), !shadowedSet.contains(key),
                !inputPositions.contains(where: { $0.position == position })
            else { return nil }
            // A key that names a column another key already fills is no stranger to the table: say which.
            let filledBy = lookup[HeaderUnit.foldedName(key)].flatMap { index in
                targets.firstIndex(of: index).map { keys[$0] }
            }
            return (position, key, filledBy)
        }
        fractions = zip(keys, targets).map { key, target in
            guard let target, table.columns[target].type == .percent else { return false }
            return Self.namesFraction(key)
        }
        let rules = zip(keys, targets).map { key, target -> HeaderUnit.Rule? in
            guard let target, let unit = HeaderUnit.split(key).unit else { return nil }
            return HeaderUnit.rule(unit: unit, header: key, column: table.columns[target])
        }
        unitRules = rules.contains { $0 != nil } ? rules : []
        currencyTarget = table.index(of: "currency_code").flatMap { taken.contains($0) ? nil : $0 }
        headerCurrency = nil
        if currencyTarget != nil {
            let named = Set(
                zip(keys, targets).compactMap { key, target -> String? in
                    guard let target, table.columns[target].type == .money, let unit = HeaderUnit.split(key).unit else {
                        return nil
                    }
                    return CurrencyMarker.code(in: unit)
                })
            headerCurrency = named.count == 1 ? named.first : nil
        }
    }

    /// Names that say less than another for the same column, by table and folded name, with the column
    /// each names when the other is given: beside `Sale` (or `Sale price`, `Now`, `discount_price`), a
    /// deals table's `Price` is the regular price, as in a weekly ad's `Item, Price, Sale`.
    static let weakNames: [String: [String: String]] = [Catalog.deals.name: ["price": "original_price"]]

    /// Source names a table's rule reads without a column to store them in, by table and folded name: a
    /// deal's amount saved (`Save`, `You save`) is checked against its two prices or gives the missing one
    /// (``DealRules``).
    static let inputs: [String: [String: String]] = [
        Catalog.deals.name: Dictionary(
            uniqueKeysWithValues: ["save", "yousave", "savings", "saveamount", "amountsaved", "amountoff"].map {
                ($0, "savings")
            }),
        Catalog.transactions.name: StatementState.inputs,
    ]

    /// Columns a table's rule fills and no header is read into, by table: a transaction's signed `amount`
    /// is worked out from its amount, debit, credit and direction fields (``TransactionRules``), its
    /// `source_row` is the record and its `occurrence` counted (``StatementState``).
    static let computed: [String: Set<String>] = [
        Catalog.transactions.name: ["amount", "source_row", "occurrence"]
    ]

    /// The input a note written where a figure belongs is handed to the table's rule under, for the
    /// columns whose rule may keep it rather than reject the row: a FoodKeeper time's minimum or maximum
    /// (`Depending on conditions.`), which ``ShelfLifeRules`` keeps in the time's metric.
    static func noteInput(for column: String, in table: String) -> String? {
        guard table == Catalog.shelfLife.name, ShelfLifeRules.figureColumns.contains(column) else { return nil }
        return ShelfLifeRules.noteInput(column)
    }

    /// Whether a percent header says its values are fractions of 1 (`discount_rate`, `fraction_off`); a
    /// header whose unit is `%` (`Discount rate (%)`) says they are percents.
    static func namesFraction(_ key: String) -> Bool {
        let (name, unit) = HeaderUnit.split(key)
        let folded = ColumnSpec.normalise(name)
        return (folded.contains("rate") || folded.contains("fraction")) && !HeaderUnit.isPercent(unit)
    }

    /// Whether the file writes this percent column as fractions of 1, so `0.25` was read as 25 %.
    func writesFractions(_ column: String) -> Bool {
        guard writesAnyFractions, let index = table.index(of: column), let position = targets.firstIndex(of: index)
        else { return false }
        return fractions[position]
    }

    /// The typed row, or the problems that stop it.
    mutating func map<Record: MappableRecord>(_ record: Record) -> Mapped {
        var row = TypedRow(table: table)
        let problems = map(record, into: &row)
        return problems.isEmpty ? .row(row) : .problems(problems)
    }

    /// Maps `record` into `row`, emptied first (an importer reuses one row for every record, rather than
    /// allocating its values per record), and returns the problems that stop it.
    mutating func map<Record: MappableRecord>(_ record: Record, into row: inout TypedRow) -> [RowProblem] {
        prepare(keys: record.keys)
        row.clear()
        var problems: [RowProblem] = []
        // Read once: touching the array per field costs a retain and a release of it on this hot path.
        let hasUnitRules = !unitRules.isEmpty
        // The currency the row's amounts name, and whether they name two (then none is stored).
        var currency: String?
        var currencies = false
        for (position, target) in targets.enumerated() {
            guard let target, position < record.valueCount else { continue }
            let type = columnTypes[target]
            if slashOrder == nil, type == .date || type == .timestamp, let text = record.slashText(at: position) {
                slashOrder = DateParser.slashOrderProven(by: text)
            }
            do {
                if let text = record.plainText(position, type: type) {
                    if text.isEmpty { row[position: target] = .null } else { row.setText(text, at: target) }
                } else {
                    row[position: target] = try record.convert(
                        position, to: type, slashOrder: slashOrder, isFraction: fractions[position])
                }
                if hasUnitRules, let rule = unitRules[position] {
                    row[position: target] = try rule.apply(to: row[position: target], type: type)
                }
                if type == .quantity { takeUnit(from: record.value(at: position), position: position, into: &row) }
                if type == .money, currencyTarget != nil, let text = record.currencyText(at: position),
                    let code = CurrencyMarker.code(in: text)
                {
                    if let currency, currency != code { currencies = true } else { currency = code }
                }
            } catch {
                if let input = Self.noteInput(for: table.columns[target].name, in: table.name),
                    let text = record.text(at: position), ShelfLifeRules.isNote(text)
                {
                    row.inputs[input] = RowInput(field: record.keys[position], text: text)
                    continue
                }
                if let input = DealRules.offerInput(for: table.columns[target].name, in: table),
                    let text = record.text(at: position), NumberParser.offer(text) != nil
                {
                    row.inputs[input] = RowInput(field: record.keys[position], text: text)
                    continue
                }
                problems.append(
                    RowProblem(
                        field: record.keys[position], value: record.text(at: position), problem: error.problem,
                        fix: error.fix, isAmbiguousOrder: error.isAmbiguousOrder))
            }
        }
        if currency != nil || hasHeaderCurrency, let currencyTarget, !currencies,
            let code = currency ?? headerCurrency
        {
            row[position: currencyTarget] = code.databaseValue
        }
        if hasPendingUnmapped { noteUnmappedValues(of: record) }
        for (position, name) in inputPositions where position < record.valueCount {
            row.inputs[name] = RowInput(field: record.keys[position], text: record.text(at: position))
        }
        if statement != nil {
            statement!.note(row)
            row["source_row"] = Self.sourceRow(of: record).databaseValue
        }
        if record.valueCount > record.keys.count {
            problems.append(
                RowProblem(
                    field: "row", value: nil,
                    problem: "has \(record.valueCount) fields but the header has \(record.keys.count)",
                    fix: "quote fields that contain the delimiter"))
        }
        return problems
    }

    /// The record as a JSON object of its keys and values, as the file holds it (a transaction's `source_row`).
    static func sourceRow<Record: MappableRecord>(of record: Record) -> String {
        var parts: [String] = []
        for (position, key) in record.keys.enumerated() {
            let value = position < record.valueCount ? record.value(at: position) : .null
            parts.append(JSONText.quoted(key) + ":" + value.jsonFragment)
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// The header a rule's input was read from in this file, for messages (the input's name when none).
    func sourceName(ofInput input: String) -> String {
        inputPositions.first { $0.name == input }.map { keys[$0.position] } ?? input
    }

    /// Adds to `unmapped` the keys no column takes that hold a value in `record`.
    private mutating func noteUnmappedValues<Record: MappableRecord>(of record: Record) {
        var valued = false
        for (position, key, filledBy) in pendingUnmapped
        where position < record.valueCount && record.text(at: position) != nil {
            if let filledBy, let index = lookup[HeaderUnit.foldedName(key)] {
                if shadowedSet.insert(key).inserted {
                    shadowedKeys.append((key, filledBy, table.columns[index].name))
                }
            } else if unmappedSet.insert(key).inserted {
                unmapped.append(key)
            }
            valued = true
        }
        if valued {
            let seen = unmappedSet.union(shadowedSet)
            pendingUnmapped.removeAll { seen.contains($0.key) }
        }
    }

    /// Puts the unit written with a quantity (`500 g`), or else in its header (`Quantity (g)`), into `unit`
    /// when the file gives no unit column.
    private func takeUnit(from value: SourceValue, position: Int, into row: inout TypedRow) {
        guard let unitIndex = table.index(of: "unit"), !targets.contains(unitIndex), let text = value.text,
            let quantity = try? ValueConverter.quantity(text)
        else { return }
        var headerUnit: String?
        if !unitRules.isEmpty, case .quantityUnit(let unit) = unitRules[position] { headerUnit = unit }
        guard let unit = quantity.unit ?? headerUnit else { return }
        row["unit"] = unit.databaseValue
    }

    /// The source name of a column in this file, for messages (the column name when the file lacks it).
    func sourceName(of column: String) -> String {
        guard let index = table.index(of: column), let position = targets.firstIndex(of: index) else { return column }
        return keys[position]
    }
}
