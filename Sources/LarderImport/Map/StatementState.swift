import GRDB
import LarderStore
import LarderValues

/// What a bank statement's file has settled about its amounts, as a file settles its slash dates' order:
/// the decimal mark (`-8,78` says `,`), and how a bare amount is signed (a file that marks credits `CR`
/// writes its debits bare). Rows read before a value settles either are held back and read again at the
/// end of the file (docs/IMPORT.md, "Bank and card statements").
struct StatementState {
    /// How a bare amount (no sign, no `CR`/`DR`) of the file's amount column is signed.
    enum BareAmounts: Equatable {
        /// As written: the file writes signs (`-12.50`), or nothing else said otherwise by its end.
        case asWritten
        /// Money out: the file marks money in with `CR` (`£1,183.23 CR`), as card statements do.
        case debits
        /// Money in: the file marks money out with `DR`.
        case credits
    }

    /// The file's decimal mark, once a value settles it.
    var decimalMark: BankAmount.DecimalMark?
    /// How the file's bare amounts are signed, once a value settles it.
    var bareAmounts: BareAmounts?
    /// Whether every record of the file has been read: a row held back is then read with what is settled,
    /// and what still is not (a bare amount's sign) is taken as written.
    var fileRead = false
    /// How many rows of the file so far had each natural key, for ``occurrence(of:)``.
    private var occurrences: [String: Int] = [:]

    /// Notes what one row's amounts settle.
    mutating func note(_ row: TypedRow) {
        for name in ["amount", "debit", "credit"] {
            guard let text = row.inputs[name]?.text else { continue }
            if decimalMark == nil { decimalMark = BankAmount.decimalMarkProven(by: text) }
            guard name == "amount", bareAmounts == nil, let written = BankAmount.writtenSign(of: text) else { continue }
            switch written.mark {
            case .credit?: bareAmounts = .debits
            case .debit?: bareAmounts = .credits
            case nil: if written.isNegative { bareAmounts = .asWritten }
            }
        }
    }

    /// Which of the file's rows with this row's key the row is, from 1: a statement may hold two equal
    /// transactions (two coffees on one day), which are two rows, and the same two again when a later
    /// statement overlaps it.
    mutating func occurrence(of row: TypedRow) -> Int {
        let key = Catalog.transactions.naturalKey.filter { $0 != "occurrence" }.map { row[$0].description }
            .joined(separator: "\u{1F}")
        occurrences[key, default: 0] += 1
        return occurrences[key]!
    }

    /// Header names a statement's amount is read from, by the name ``TransactionRules`` reads it under:
    /// the amount (the `amount` column's names), debit and credit columns, and a column saying which
    /// way the money went (`Af Bij`). Headers banks write that larder keeps only in `source_row` are
    /// `kept`, so they are neither reported as unmapped nor count against recognising the file.
    static let inputs: [String: String] = {
        var inputs: [String: String] = [:]
        for name in Catalog.transactions.column("amount").sourceNames { inputs[name] = "amount" }
        let named: [(String, [String])] = [
            (
                "debit",
                [
                    "Paid out", "Debit", "Debits", "Debit amount", "Amount debit", "Withdrawal", "Withdrawals",
                    "Withdrawal amount", "Money out", "Out", "Soll", "Ausgang", "Ausgaben",
                ]
            ),
            (
                "credit",
                [
                    "Paid in", "Credit", "Credits", "Credit amount", "Amount credit", "Deposit", "Deposits",
                    "Deposit amount", "Money in", "In", "Haben", "Eingang", "Einnahmen",
                ]
            ),
            (
                "direction",
                [
                    "Af Bij", "Debit/Credit", "Credit/Debit", "DR/CR", "CR/DR", "Credit debit indicator", "Soll/Haben",
                    "S/H", "Direction",
                ]
            ),
            (
                "kept",
                [
                    "Balance", "Running balance", "Saldo", "Saldo na mutatie", "Code", "Notes", "Notes and #tags",
                    "Emoji", "Time", "Local amount", "Local currency", "Address", "Receipt", "Category split", "Status",
                    "Info", "BIC", "BIC (SWIFT-Code)", "Glaeubiger ID", "Gläubiger-ID", "Mandatsreferenz",
                    "Kundenreferenz", "Kundenreferenz (End-to-End)", "Sammlerreferenz", "Lastschrift Ursprungsbetrag",
                    "Auslagenersatz Ruecklastschrift", "Fremde Gebühren", "Abweichender Empfänger",
                    "Anzahl der Aufträge", "Anzahl der Schecks", "Number", "Extended Details",
                    "Appears On Your Statement As", "Town/City", "Postcode", "Country", "Card Member",
                    "Check or Slip #",
                    "Tag", "Zahlungspflichtige*r", "BLZ",
                ]
            ),
        ]
        for (input, headers) in named {
            for header in headers { inputs[ColumnSpec.normalise(header)] = input }
        }
        return inputs
    }()
}
