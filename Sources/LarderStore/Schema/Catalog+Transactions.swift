// Bank and card statements: one row per transaction, as the bank's CSV export writes it (docs/IMPORT.md,
// "Bank and card statements"). The headers are the banks' own, in English, German and Dutch.
extension Catalog {
    package static let transactions = TableSpec(
        name: "transactions", kind: "transactions",
        summary: "Bank and card transactions from a statement export: money out negative, money in positive.",
        columns: {
            .id(source: "larder", aliases: ["transaction_id", "transactie_id"])
            ColumnSpec(
                "user_id", .id, references: "users(id)", source: "larder",
                note: "whose spending it is; empty for a household's statement, which counts for every user")
            ColumnSpec(
                "date", .date,
                aliases: [
                    "transaction_date", "trans_date", "booking_date", "buchungstag", "buchungsdatum", "datum",
                    "transaktionsdatum", "completed_date",
                ], required: true, source: "larder", note: "the day the bank booked it (`Buchungstag`, `Datum`)")
            ColumnSpec(
                "value_date", .date,
                aliases: [
                    "post_date", "posted_date", "posting_date", "valutadatum", "wertstellung", "wert", "valuta_datum",
                ],
                source: "larder", note: "the day it was settled (`Post Date`, `Valutadatum`), when the bank gives one")
            ColumnSpec(
                "amount", .money,
                aliases: [
                    "betrag", "bedrag", "umsatz", "transaction_amount", "amount_eur", "betrag_eur", "bedrag_eur",
                ], source: "larder",
                note: "signed: money out (spending, a card charge) negative, money in (a refund, a deposit, a payment"
                    + " to a card) positive; read from one amount column, or debit and credit columns, a direction"
                    + " column (`Af Bij`) or `CR`/`DR` marks (docs/IMPORT.md)")
            ColumnSpec(
                "currency_code", .text, aliases: ["currency", "währung", "waehrung", "wahrung", "munt"],
                source: "larder", note: "ISO 4217: the file's currency column, else the amount's mark or header unit")
            ColumnSpec(
                "payee", .text,
                aliases: [
                    "name", "merchant", "counterparty", "beguenstigter_zahlungspflichtiger",
                    "begünstigter_zahlungspflichtiger", "begünstigter_auftraggeber", "auftraggeber_begünstigter",
                    "auftraggeber_empfänger", "auftraggeber_empfaenger", "empfänger", "zahlungsempfänger_in",
                    "zahlungsempfaenger_in", "name_zahlungsbeteiligter", "naam_omschrijving", "naam",
                ], source: "larder",
                note: "who was paid or paid (`Payee`, `Auftraggeber/Empfänger`, `Naam / Omschrijving`)")
            ColumnSpec(
                "description", .text,
                aliases: [
                    "memo", "details", "reference", "verwendungszweck", "mededelingen", "omschrijving", "narrative",
                ],
                source: "larder", note: "the statement's text (`Description`, `Verwendungszweck`, `Mededelingen`)")
            ColumnSpec(
                "category", .text, aliases: ["kategorie", "categorie", "subcategory"], source: "larder",
                note: "the bank's or card's category, as written")
            ColumnSpec(
                "type", .text,
                aliases: [
                    "transaction_type", "buchungstext", "umsatzart", "umsatztyp", "mutatiesoort", "booking_text",
                ], source: "larder", note: "the bank's type of transaction (`Sale`, `Payment`, `Lastschrift`)")
            ColumnSpec(
                "account", .text,
                aliases: [
                    "account_number", "account_name", "card_no", "card_number", "card", "rekening", "auftragskonto",
                    "konto",
                ], source: "larder", note: "the account or card the statement is of")
            ColumnSpec(
                "counterparty_account", .text,
                aliases: [
                    "tegenrekening", "kontonummer_iban", "kontonummer", "iban", "iban_zahlungsbeteiligter",
                    "gegenkonto",
                ],
                source: "larder", note: "the other side's account (`Tegenrekening`, `Kontonummer/IBAN`)")
            ColumnSpec(
                "source_row", .json, source: "larder",
                note: "the record as the file holds it, every field by its header, a JSON object")
            ColumnSpec(
                "occurrence", .integer, defaultSQL: "1", source: "larder",
                note: "which of the file's transactions with this key it is, from 1: two equal coffees on one day"
                    + " are two rows")
        },
        naturalKey: ["account", "date", "amount", "payee", "description", "occurrence"],
        signature: ["date", "amount"],
        distinctive: ["date", "value_date", "amount", "payee", "counterparty_account", "account", "currency_code"],
        fileNameHints: ["transaction", "statement", "umsaetze", "umsatz", "kontoauszug", "bankexport"],
        envelopeKeys: ["transactions"])
}

// The household's own rules for which bank transactions are grocery spending: `budget-rules.csv`.
extension Catalog {
    package static let budgetRules = TableSpec(
        name: "budget_rules", kind: "budget-rules",
        summary: "Which bank transactions count in the budget (`budget-rules.csv`): a pattern, and include or exclude.",
        columns: {
            .id(source: "larder", note: "derived from `pattern`, so a pattern has one rule")
            ColumnSpec(
                "pattern", .text, aliases: ["payee", "match", "contains", "text"], required: true, source: "larder",
                note: "words a transaction's payee or description contains (case and punctuation do not matter)")
            ColumnSpec(
                "action", .text, aliases: ["rule", "include_exclude", "count"], defaultSQL: "'include'",
                check: "action IN ('include', 'exclude')", source: "larder",
                note: "`include`: the transaction is spending of `category`; `exclude`: it never counts")
            ColumnSpec(
                "category", .text, aliases: ["budget_category"], source: "larder",
                note: "the budget category it counts under; `Groceries` when empty")
        },
        naturalKey: ["pattern"], signature: ["pattern", "action"], distinctive: ["pattern", "action"],
        fileNameHints: ["budget_rule", "budgetrule"], envelopeKeys: ["budgetRules", "budget_rules"])
}
