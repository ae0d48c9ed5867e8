import Testing

@testable import LarderImport
@testable import LarderStore

/// The banks' shapes docs/IMPORT.md ("Bank and card statements") lists are recognised as `transactions`
/// by their headers alone, under a file name that names nothing; a budget file stays a budget file.
@Suite struct StatementRecognitionTests {
    @Test(arguments: [
        ["Transaction Date", "Post Date", "Description", "Category", "Type", "Amount", "Memo"],
        ["Transaction Date", "Posted Date", "Card No.", "Description", "Category", "Debit", "Credit"],
        ["Date", "Description", "Amount"],
        ["Date", "Description", "Card Member", "Account #", "Amount"],
        ["Date", "Transaction type", "Description", "Paid out", "Paid in", "Balance"],
        ["Number", "Date", "Account", "Amount", "Subcategory", "Memo"],
        [
            "Transaction ID", "Date", "Time", "Type", "Name", "Emoji", "Category", "Amount", "Currency", "Local amount",
            "Local currency", "Notes and #tags", "Address", "Receipt", "Description", "Category split", "Money Out",
            "Money In",
        ],
        ["Buchungstag", "Valutadatum", "Auftraggeber/Empfänger", "Verwendungszweck", "Betrag", "Währung"],
        [
            "Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Glaeubiger ID",
            "Mandatsreferenz", "Kundenreferenz (End-to-End)", "Sammlerreferenz", "Lastschrift Ursprungsbetrag",
            "Auslagenersatz Ruecklastschrift", "Beguenstigter/Zahlungspflichtiger", "Kontonummer/IBAN",
            "BIC (SWIFT-Code)", "Betrag", "Waehrung", "Info",
        ],
        [
            "Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in",
            "Verwendungszweck", "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz",
        ],
        [
            "Datum", "Naam / Omschrijving", "Rekening", "Tegenrekening", "Code", "Af Bij", "Bedrag (EUR)",
            "Mutatiesoort", "Mededelingen",
        ],
    ])
    func aBanksExportIsTransactions(_ headers: [String]) {
        let section = SourceSection(name: "export.csv", headers: headers)
        let recognition = Recogniser.recognise(section, fileName: "export.csv")
        #expect(recognition.table == "transactions", "\(headers): \(recognition.reason)")
    }

    @Test func budgetEntriesStayBudgetEntries() {
        let section = SourceSection(
            name: "export.csv", headers: ["id", "user_id", "amount", "category", "description", "date", "type"])
        #expect(Recogniser.recognise(section, fileName: "export.csv").table == "budget_entries")
    }
}
