import GRDB
import LarderStore
import LarderValues

/// A header's unit, written in brackets after its name (`Dose (g)`, `Price [$]`), and what it means for
/// the column the name maps to: converted exactly, refused, or a note (docs/IMPORT.md, "Units in headers").
enum HeaderUnit {
    /// What a header's unit does to the values of its column.
    enum Rule: Equatable {
        /// The numbers are in another unit of the column's kind: converted.
        case convert(UnitConversion)
        /// A quantity's unit, for the `unit` column when the value names none.
        case quantityUnit(String)
        /// The unit cannot be taken as the column's: every value is rejected with this.
        case refuse(ValueError)

        /// The stored value of a value already typed for a column of `type`.
        func apply(to value: DatabaseValue, type: ValueType) throws(ValueError) -> DatabaseValue {
            guard !value.isNull else { return value }
            switch self {
            case .quantityUnit: return value
            case .refuse(let error): throw error
            case .convert(let conversion):
                guard let number = Double.fromDatabaseValue(value) else { return value }
                let converted = conversion.apply(number)
                guard type == .integer else { return converted.databaseValue }
                guard let whole = Int64(exactly: converted) else {
                    throw ValueError(
                        "is \(converted) in the column's unit, not a whole number", fix: "give a whole number")
                }
                return whole.databaseValue
            }
        }
    }

    /// The header's name and the unit in its trailing brackets: `Dose (g)` → (`Dose`, `g`). A header
    /// without trailing brackets, or with nothing before them, has no unit.
    static func split(_ header: String) -> (name: String, unit: String?) {
        let trimmed = header.trimmingSpaces
        guard let close = trimmed.last, close == ")" || close == "]" else { return (header, nil) }
        let open: Character = close == ")" ? "(" : "["
        guard let start = trimmed.lastIndex(of: open) else { return (header, nil) }
        let name = String(trimmed[..<start]).trimmingSpaces
        let unit = String(trimmed[trimmed.index(after: start)..<trimmed.index(before: trimmed.endIndex)]).trimmingSpaces
        guard !name.isEmpty, !unit.isEmpty else { return (header, nil) }
        return (name, unit)
    }

    /// The header folded for matching a column (``ColumnSpec/normalise(_:)``), its unit left out.
    static func foldedName(_ header: String) -> String { ColumnSpec.normalise(split(header).name) }

    /// Whether a unit says the values are percents (`%`, `percent`, `pct`).
    static func isPercent(_ unit: String?) -> Bool {
        guard let unit else { return false }
        return unit == "%" || ["percent", "pct"].contains(ColumnSpec.normalise(unit))
    }

    /// What `unit`, written in `header`, means for `column`; nil when the values are taken as they are.
    static func rule(unit: String, header: String, column: ColumnSpec) -> Rule? {
        if let measure = column.unit {
            guard let conversion = measure.conversion(from: unit) else {
                return .refuse(refusal(unit: unit, header: header, column: column, measure: measure))
            }
            return conversion == .identity ? nil : .convert(conversion)
        }
        switch column.type {
        case .quantity: return .quantityUnit(unit)
        case .money:
            guard !isCurrency(unit) else { return nil }
            return .refuse(
                ValueError(
                    "has `\(unit)` as its unit (its header says so), which is no currency, and \(column.name) holds"
                        + " an amount of money",
                    fix: "name a currency in the header (`\(split(header).name) ($)`, `\(split(header).name) (EUR)`)"
                        + " or leave the unit out"))
        case .percent:
            guard !isPercent(unit) else { return nil }
            return .refuse(
                ValueError(
                    "is in `\(unit)` (its header says so), and \(column.name) holds a percent",
                    fix: "give the percent under a header such as `\(split(header).name) (%)`"))
        default: return nil
        }
    }

    private static func refusal(unit: String, header: String, column: ColumnSpec, measure: MeasureUnit) -> ValueError {
        ValueError(
            "is in \(unit) (its header says so), and \(column.name) holds \(measure.rawValue): \(unit)"
                + " \(measure.refusal(of: unit))",
            fix: "give it in \(measure.accepted) (`\(split(header).name) (\(measure.symbol))`)")
    }

    /// A currency symbol (`$`, `€`, `R$`, `kr`) or a three-letter code (`USD`, `eur`).
    private static func isCurrency(_ unit: String) -> Bool {
        if unit.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol }) { return true }
        if ["kr", "dollars", "euros"].contains(unit.lowercased()) { return true }
        return unit.count == 3
            && unit.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }
}
