/// The type of a canonical column, which decides how a source value is parsed and stored.
public enum ValueType: String, Sendable, CaseIterable {
    /// Free text, stored as written (trimmed of surrounding white space).
    case text
    /// An identifier or code (ids, zip codes): text, leading zeros kept.
    case id
    /// A whole number.
    case integer
    /// A decimal number.
    case real
    /// An amount of something, written with or without its unit (`2`, `500 g`, `1 punnet`); the number is
    /// stored, and the unit goes to the table's `unit` column when the file has none.
    case quantity
    /// An amount of money in the currency's units (`3.99`), read without its currency mark and separators.
    case money
    /// A percentage as a number of percent (`25` for 25 %).
    case percent
    /// A boolean stored as 0/1.
    case bool
    /// A calendar date stored as `YYYY-MM-DD`.
    case date
    /// An instant stored as `YYYY-MM-DDTHH:MM:SSZ` (UTC).
    case timestamp
    /// A nested array or object, stored as JSON text.
    case json

    /// Whether the column stores a number read from the text: integer, real, quantity, money or percent.
    package var isNumeric: Bool {
        switch self {
        case .integer, .real, .quantity, .money, .percent: return true
        case .text, .id, .bool, .date, .timestamp, .json: return false
        }
    }

    /// The SQLite column type.
    package var sqlType: String {
        switch self {
        case .text, .id, .date, .timestamp, .json: return "TEXT"
        case .integer, .bool: return "INTEGER"
        case .real, .quantity, .money, .percent: return "REAL"
        }
    }
}
