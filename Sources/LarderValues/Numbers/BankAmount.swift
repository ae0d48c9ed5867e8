import Foundation

/// An amount as a bank or card statement writes it: `-8,78`, `1.234,56`, `£1,183.23 CR`, `(12.50)`,
/// `12.50-`, `EUR 8,78`, `$1,299.00` (docs/IMPORT.md, "Bank and card statements").
///
/// Whether `,` or `.` is the decimal mark is a matter of the file, not of one value: a value whose
/// separators say it (`-8,78`, `1.234,56`, `12.50`, `1,234,567`) settles the file's mark
/// (``decimalMarkProven(by:)``), and a value they do not (`1,234`: a thousand and more, or one and a bit)
/// is read by the file's mark or, when no value of the file settles it, refused as ambiguous. A value
/// written against the file's mark (`12.50` in a file of `-8,78`) is refused, never read another way.
public struct BankAmount: Equatable, Sendable {
    /// How a file writes the decimal part of its amounts.
    public enum DecimalMark: String, Equatable, Sendable {
        /// `1,234.56`.
        case point = "."
        /// `1.234,56`.
        case comma = ","

        /// The mark as written.
        var character: Character { self == .point ? "." : "," }
        /// The other mark, which groups thousands.
        var other: DecimalMark { self == .point ? .comma : .point }
    }

    /// A `CR` or `DR` written with the amount.
    public enum Mark: String, Equatable, Sendable {
        /// `CR`: money in (a refund, a payment to a card).
        case credit = "CR"
        /// `DR`: money out.
        case debit = "DR"
    }

    /// The amount as written, negative when a sign says so (`-8,78`, `(12.50)`, `12.50-`).
    public var value: Decimal
    /// Whether a sign was written: `-`, `+`, `−`, parentheses or a trailing minus.
    public var isSigned: Bool
    /// The `CR` or `DR` written after the amount, if any.
    public var mark: Mark?
    /// The ISO 4217 code the amount's currency mark names (`£`, `EUR`), if it names one.
    public var currency: String?

    /// Reads `text` with the file's decimal mark, when it is known.
    public static func read(_ text: String, decimalMark: DecimalMark?) throws(ValueError) -> BankAmount {
        guard let parts = Parts(text) else { throw notAnAmount }
        let separated = parts.body.contains { $0 == "." || $0 == "," }
        guard let mark = decimalMark ?? parts.provenMark ?? (separated ? nil : .point) else {
            throw ambiguity(parts.body)
        }
        guard let digits = parts.digits(with: mark) else {
            if decimalMark != nil, parts.digits(with: mark.other) != nil { throw against(mark) }
            throw notAnAmount
        }
        guard let magnitude = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")) else {
            throw notAnAmount
        }
        return BankAmount(
            value: parts.isNegative ? -magnitude : magnitude, isSigned: parts.isSigned, mark: parts.mark,
            currency: parts.currency)
    }

    /// The decimal mark `text` proves for its file, or nil when it proves none (no separator, an
    /// ambiguous one, or no amount at all).
    public static func decimalMarkProven(by text: String) -> DecimalMark? {
        guard let parts = Parts(text), let mark = parts.provenMark, parts.digits(with: mark) != nil else { return nil }
        return mark
    }

    /// The `CR`/`DR` and the minus `text` is written with, whatever its separators say (`1,234 CR` marks a
    /// credit though its number is ambiguous); nil when it is no amount.
    public static func writtenSign(of text: String) -> (mark: Mark?, isNegative: Bool)? {
        Parts(text).map { ($0.mark, $0.isNegative) }
    }

    /// The amount in the units of its currency, as a double for the database.
    public var double: Double { NSDecimalNumber(decimal: value).doubleValue }

    static let notAnAmount = ValueError(
        "is not an amount as a bank writes it",
        fix: "write amounts as -8.78, 1,234.56, 1.234,56, (12.50) or 12.50 CR (one sign or CR/DR, one currency mark)")

    private static func against(_ mark: DecimalMark) -> ValueError {
        let example = mark == .comma ? "-8,78 or 1.234,56" : "-8.78 or 1,234.56"
        return ValueError(
            "is written with `\(mark.other.rawValue)` as its decimal mark, but the file's other amounts write it with"
                + " `\(mark.rawValue)`",
            fix: "write every amount of the file with one decimal mark (\(example))")
    }

    private static func ambiguity(_ body: String) -> ValueError {
        let grouped = body.filter(\.isNumber)
        let separator = body.first { $0 == "," || $0 == "." }.map(String.init) ?? ","
        let decimal = body.replacingOccurrences(of: separator, with: ".").filter { $0.isNumber || $0 == "." }
        return ValueError(
            "could be \(grouped) (with `\(separator)` grouping thousands) or \(decimal) (with `\(separator)` as the"
                + " decimal mark), and no other amount of the file settles which",
            fix: "write the amount with its decimal places (1,234.00 or 1.234,00)", isAmbiguousOrder: true)
    }
}
