import Testing

@testable import LarderValues

@Suite struct CurrencyMarkerTests {
    @Test(arguments: [
        ("3,49 €", "EUR"), ("€3.49", "EUR"), ("£2.10", "GBP"), ("USD 4", "USD"), ("4 usd", "USD"), ("R$ 12,90", "BRL"),
        ("US$ 40", "USD"), ("CA$5", "CAD"), ("12,50 zł", "PLN"), ("₹ 1,200", "INR"), ("CHF 4.50", "CHF"),
        ("EUR", "EUR"),
    ])
    func aMarkOfOneCurrencyNamesIt(_ text: String, _ code: String) {
        #expect(CurrencyMarker.code(in: text) == code)
    }

    /// `$`, `¥`, `kr` and `¢` are the marks of several currencies; words are no currency.
    @Test(arguments: ["3.49", "$3.49", "¥500", "25 kr", "99¢", "approx 4", "4 each", "", "-1,5"])
    func otherwiseNoCurrencyIsNamed(_ text: String) {
        #expect(CurrencyMarker.code(in: text) == nil)
    }

    @Test func onlyTextBeyondAPlainNumberMayNameOne() {
        for (text, may) in [
            ("3.49", false), ("-1,299.00", false), (" 3.49 ", false), ("", false), ("3,49 €", true), ("$3", true),
            ("4 USD", true), (" €3 ", true),
        ] {
            #expect(Array(text.utf8).withUnsafeBytes { CurrencyMarker.mayName($0) } == may, "\(text)")
        }
    }
}
