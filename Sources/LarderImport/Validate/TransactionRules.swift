import Foundation
import GRDB
import LarderStore
import LarderValues

/// Works out a transaction's signed `amount` (money out negative, money in positive) from the fields a
/// statement writes it in, and its currency (docs/IMPORT.md, "Bank and card statements"):
///
/// - one amount column: its sign (`-8,78`, `(12.50)`, `12.50-`), its `CR` (in) or `DR` (out), or a
///   column saying which way it went (`Af Bij`: `Af` out, `Bij` in); a bare amount in a file that marks
///   credits `CR` is a debit (a card statement), and one that marks debits `DR` a credit;
/// - else debit and credit columns (`Paid out`/`Paid in`, `Debit`/`Credit`, `Soll`/`Haben`): out negative,
///   in positive, one of them per row.
///
/// The decimal mark is the file's (``StatementState``): a value the file's other values do not settle is
/// held back until they do, and refused at the end of the file if they never do.
enum TransactionRules {
    /// Fills `amount` and, when the file has no currency column, `currency_code`.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let state = mapper.statement else { return }
        do throws(RowProblem) {
            let (value, currency) = try amount(of: row, state: state)
            guard value.magnitude <= Decimal(ValueConverter.largestNumber) else {
                throw RowProblem(
                    field: mapper.sourceName(ofInput: "amount"), value: "\(value)",
                    problem: "is larger than 1,000,000,000 (one billion), the largest number larder keeps",
                    fix: "check the value in the export")
            }
            row["amount"] = NSDecimalNumber(decimal: value).doubleValue.databaseValue
            if row.isNull(row.table.index(of: "currency_code")!), let currency {
                row["currency_code"] = currency.databaseValue
            }
        } catch {
            findings.reject(error)
        }
    }

    /// The signed amount and the currency its text names.
    private static func amount(of row: TypedRow, state: StatementState) throws(RowProblem)
        -> (Decimal, String?)
    {
        if let input = row.inputs["amount"], let text = input.text {
            let parsed = try read(input, text, state: state)
            let currency = parsed.currency ?? headerCurrency(input.field)
            if let direction = row.inputs["direction"], let way = direction.text {
                return (try signed(parsed, by: direction, way), currency)
            }
            return (try bare(parsed, input: input, text: text, state: state), currency)
        }
        let debitInput = row.inputs["debit"]
        let creditInput = row.inputs["credit"]
        var debit: BankAmount?
        var credit: BankAmount?
        if let debitInput, let text = debitInput.text { debit = try read(debitInput, text, state: state) }
        if let creditInput, let text = creditInput.text { credit = try read(creditInput, text, state: state) }
        if let debit, let credit, let debitInput, let creditInput, debit.value != 0, credit.value != 0 {
            throw RowProblem(
                field: debitInput.field, value: debitInput.text,
                problem: "is given beside `\(creditInput.field)` (\(creditInput.text ?? ""))",
                fix: "give a transaction's amount in one of the two columns")
        }
        if let debit, let debitInput, debit.value != 0 || credit == nil {
            return (-debit.value.magnitude, debit.currency ?? headerCurrency(debitInput.field))
        }
        if let credit, let creditInput {
            return (credit.value.magnitude, credit.currency ?? headerCurrency(creditInput.field))
        }
        let names = ["amount", "debit", "credit"].compactMap { row.inputs[$0]?.field }
        throw RowProblem(
            field: names.first ?? "amount", value: nil,
            problem: names.isEmpty ? "is missing from this row" : "is empty (and so is every amount column of the row)",
            fix: "every transaction needs an amount: one amount column, or a debit or credit column")
    }

    /// An amount of the amount column signed by its mark, its sign, or the file's way with bare amounts.
    private static func bare(_ parsed: BankAmount, input: RowInput, text: String, state: StatementState)
        throws(RowProblem) -> Decimal
    {
        if let mark = parsed.mark { return mark == .debit ? -parsed.value.magnitude : parsed.value.magnitude }
        guard !parsed.isSigned else { return parsed.value }
        switch state.bareAmounts {
        case .debits?: return -parsed.value
        case .credits?, .asWritten?: return parsed.value
        case nil where state.fileRead: return parsed.value
        case nil:
            throw RowProblem(
                field: input.field, value: text,
                problem:
                    "has no sign, and no other amount of the file says yet whether bare amounts are money out or in",
                fix: "write money out with a minus", isAmbiguousOrder: true)
        }
    }

    /// The amount `text` of `input` reads as, with the file's decimal mark.
    private static func read(_ input: RowInput, _ text: String, state: StatementState) throws(RowProblem) -> BankAmount
    {
        do {
            return try BankAmount.read(text, decimalMark: state.decimalMark)
        } catch {
            throw RowProblem(
                field: input.field, value: text, problem: error.problem, fix: error.fix,
                isAmbiguousOrder: error.isAmbiguousOrder && !state.fileRead)
        }
    }

    /// `read` signed by a direction field: `Af`, `Debit`, `DR`, `D`, `S` (Soll), `-` are money out;
    /// `Bij`, `Credit`, `CR`, `C`, `H` (Haben), `+` money in. A sign or mark that says otherwise is refused.
    private static func signed(_ read: BankAmount, by direction: RowInput, _ way: String) throws(RowProblem) -> Decimal
    {
        let word = way.trimmingSpaces.lowercased()
        let isOut: Bool
        if outWords.contains(word) {
            isOut = true
        } else if inWords.contains(word) {
            isOut = false
        } else {
            throw RowProblem(
                field: direction.field, value: way, problem: "says neither money out nor money in",
                fix: "write Af or Bij, Debit or Credit, DR or CR, S or H")
        }
        let writtenOut = read.mark.map { $0 == .debit } ?? (read.isSigned ? read.value < 0 : isOut)
        guard writtenOut == isOut else {
            throw RowProblem(
                field: direction.field, value: way, problem: "says the other way from the amount's own sign or mark",
                fix: "give the amount without a sign, or a sign that agrees")
        }
        return isOut ? -read.value.magnitude : read.value.magnitude
    }

    private static let outWords: Set<String> = ["af", "debit", "dr", "d", "s", "soll", "-", "out", "debet"]
    private static let inWords: Set<String> = ["bij", "credit", "cr", "c", "h", "haben", "+", "in"]

    /// A `budget-rules.csv` row's `action`: `include` or `exclude` in any case (`Exclude`, `EXCLUDE`), or
    /// `yes`/`no`; another word rejects the row.
    static func applyToBudgetRule(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let given = row.text("action") else { return }
        let actions = [
            "include": "include", "yes": "include", "count": "include", "exclude": "exclude", "no": "exclude",
        ]
        guard let action = actions[given.trimmingSpaces.lowercased()] else {
            return findings.reject(
                RowProblem(
                    field: mapper.sourceName(of: "action"), value: given, problem: "is neither include nor exclude",
                    fix: "write include (the transaction counts) or exclude (it never counts)"))
        }
        row["action"] = action.databaseValue
    }

    /// The currency a header's unit names: `Bedrag (EUR)`, `Betrag (€)`.
    private static func headerCurrency(_ header: String) -> String? {
        HeaderUnit.split(header).unit.flatMap(CurrencyMarker.code(in:))
    }
}
