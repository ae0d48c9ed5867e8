import GRDB
import LarderValues

/// Turns a source value into the stored value of a column type.
enum ValueConverter {
    /// The stored value, `.null` for an absent or empty source value; `isFraction` reads a percent
    /// written without `%` as a fraction of 1 (`0.25` is 25).
    static func convert(
        _ value: SourceValue, to type: ValueType, slashOrder: DateParser.SlashOrder? = nil, isFraction: Bool = false
    ) throws(ValueError) -> DatabaseValue {
        try bounded(unbounded(value, to: type, slashOrder: slashOrder, isFraction: isFraction), type)
    }

    /// The largest magnitude of an amount, quantity, percentage or other real number larder keeps: one
    /// billion. No household's price, budget line, weight or rating comes near it, and below it every sum
    /// and product the analyses make in whole cents stays exact and far inside `Int`; `1e30` in a price
    /// column (a corrupt export, a typo) would overflow them. Whole-number columns keep their own rule.
    static let largestNumber = 1_000_000_000.0

    /// `value`, unless it is a number of an amount, quantity, percent or real column past ``largestNumber``.
    static func bounded(_ value: DatabaseValue, _ type: ValueType) throws(ValueError) -> DatabaseValue {
        guard type == .money || type == .real || type == .quantity || type == .percent else { return value }
        let number: Double
        switch value.storage {
        case .double(let double): number = double
        case .int64(let integer): number = Double(integer)
        default: return value
        }
        guard number.magnitude > largestNumber else { return value }
        throw ValueError(
            "is larger than 1,000,000,000 (one billion), the largest number larder keeps",
            fix: "check the value in the export: a price, quantity or rating is far smaller")
    }

    private static func unbounded(
        _ value: SourceValue, to type: ValueType, slashOrder: DateParser.SlashOrder?, isFraction: Bool
    ) throws(ValueError) -> DatabaseValue {
        if let plain = plainValue(value, type: type, isFraction: isFraction) { return plain }
        if case .json(let text) = value {
            guard type == .json || type == .text else {
                throw ValueError("is a nested object or list", fix: "give a single value")
            }
            return text.databaseValue
        }
        if case .bool(let flag) = value, type == .bool || type == .integer { return (flag ? 1 : 0).databaseValue }
        if case .number(let token) = value, type.isNumeric {
            return try number(token, to: type, isFraction: isFraction)
        }
        guard let text = value.text else { return .null }
        switch type {
        case .text:
            let trimmed = text.trimmingSpaces
            return trimmed.isEmpty ? .null : trimmed.databaseValue
        case .id:
            let trimmed = text.trimmingSpaces
            return trimmed.isEmpty ? .null : trimmed.databaseValue
        case .integer:
            return try blankOr(text) { text throws(ValueError) in try NumberParser.integer(text).databaseValue }
        case .quantity:
            return try blankOr(text) { text throws(ValueError) in try quantity(text).amount.databaseValue }
        case .real: return try blankOr(text) { text throws(ValueError) in try NumberParser.real(text).databaseValue }
        case .money: return try blankOr(text) { text throws(ValueError) in try NumberParser.money(text).databaseValue }
        case .percent:
            return try blankOr(text) { text throws(ValueError) in
                try NumberParser.percent(text, isFraction: isFraction).databaseValue
            }
        case .bool:
            return try blankOr(text) { text throws(ValueError) in (try NumberParser.bool(text) ? 1 : 0).databaseValue }
        case .date:
            return try blankOr(text) { text throws(ValueError) in
                try DateParser.date(text, slashOrder: slashOrder).description.databaseValue
            }
        case .timestamp:
            return try blankOr(text) { text throws(ValueError) in
                try DateParser.timestamp(text, slashOrder: slashOrder).iso.databaseValue
            }
        case .json: return listJSON(text).databaseValue
        }
    }

    private static func blankOr(_ text: String, _ parse: (String) throws(ValueError) -> DatabaseValue)
        throws(ValueError) -> DatabaseValue
    {
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? .null : try parse(trimmed)
    }

    /// Splits `500 g`, `1.5kg` or `1 punnet` into its number and unit (``NumberParser/quantity(_:)``).
    static func quantity(_ text: String) throws(ValueError) -> (amount: Double, unit: String?) {
        try NumberParser.quantity(text)
    }

    /// A JSON number for a numeric column, read from its whole token (``NumberParser/jsonNumber(_:)``): a
    /// quantity has no unit, a percent column of fractions reads `0.25` as 25, an integer must be whole.
    static func number(_ token: String, to type: ValueType, isFraction: Bool) throws(ValueError) -> DatabaseValue {
        let value = try NumberParser.jsonNumber(token)
        if type == .integer, let exact = Int64(token) { return exact.databaseValue }
        switch type {
        case .integer:
            guard value.rounded() == value, abs(value) < 9e15 else {
                throw ValueError("is not a whole number", fix: "write whole numbers such as 3")
            }
            return Int64(value).databaseValue
        case .percent where isFraction: return try NumberParser.percent(token, isFraction: true).databaseValue
        default: return value.databaseValue
        }
    }

    /// JSON text kept as is; a plain `a; b` or `a, b` list becomes a JSON array of strings.
    static func listJSON(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") { return trimmed }
        let separator: Character = trimmed.contains(";") ? ";" : trimmed.contains("|") ? "|" : ","
        let items = trimmed.split(separator: separator).map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        return "[" + items.map(JSONText.quoted).joined(separator: ",") + "]"
    }
}
