import Foundation
import Testing

@testable import LarderValues

@Suite struct BankAmountTests {
    /// Values whose separators settle the file's decimal mark, read without one given.
    @Test(arguments: [
        ("-8,78", "-8.78", BankAmount.DecimalMark.comma), ("1.234,56", "1234.56", .comma),
        ("1,234.56", "1234.56", .point), ("12.50", "12.5", .point), ("1,234,567", "1234567", .point),
        ("1.234.567", "1234567", .comma), ("0,125", "0.125", .comma), ("1234,567", "1234.567", .comma),
        ("£1,183.23 CR", "1183.23", .point), ("(12.50)", "-12.5", .point), ("12.50-", "-12.5", .point),
        ("EUR 8,78", "8.78", .comma), ("8,78 €", "8.78", .comma), ("-$1,204.56", "-1204.56", .point),
        ("$-1,204.56", "-1204.56", .point), ("1 234,56", "1234.56", .comma), ("1'234.56", "1234.56", .point),
    ])
    func aValueThatSettlesItsMarkIsReadExactly(_ text: String, _ value: String, _ mark: BankAmount.DecimalMark) throws {
        #expect(BankAmount.decimalMarkProven(by: text) == mark)
        #expect(try BankAmount.read(text, decimalMark: nil).value == Decimal(string: value)!)
    }

    @Test func marksSignsAndCurrenciesAreTakenApart() throws {
        let credit = try BankAmount.read("£1,183.23 CR", decimalMark: nil)
        #expect(credit.mark == .credit && !credit.isSigned && credit.currency == "GBP")
        let debit = try BankAmount.read("12.00 dr", decimalMark: .point)
        #expect(debit.mark == .debit && debit.value == 12)
        #expect(try BankAmount.read("-8,78 EUR", decimalMark: nil).currency == "EUR")
        #expect(try BankAmount.read("$5.00", decimalMark: nil).currency == nil)
    }

    /// `1,234` is a thousand and more or one and a bit: the file's mark decides, and without one it is refused.
    @Test func aLoneMarkBeforeThreeDigitsIsReadByTheFilesMarkOrRefused() throws {
        #expect(BankAmount.decimalMarkProven(by: "1,234") == nil)
        #expect(try BankAmount.read("1,234", decimalMark: .point).value == 1234)
        #expect(try BankAmount.read("1,234", decimalMark: .comma).value == Decimal(string: "1.234")!)
        #expect(throws: ValueError.self) { try BankAmount.read("1,234", decimalMark: nil) }
        do {
            _ = try BankAmount.read("-1.234", decimalMark: nil)
        } catch {
            #expect(error.isAmbiguousOrder)
            #expect(error.problem.hasPrefix("could be 1234 (with `.` grouping thousands) or 1.234"))
        }
    }

    @Test func aValueWrittenAgainstTheFilesMarkIsRefusedNotReadTheOtherWay() {
        #expect(throws: ValueError.self) { try BankAmount.read("-3.50", decimalMark: .comma) }
        #expect(throws: ValueError.self) { try BankAmount.read("1.234,56", decimalMark: .point) }
    }

    @Test(arguments: [
        "12.3.4", "--5.00", "$5.00 €", "abc", "5.00 CR-", "(5.00", "5..00", "1,,234", "-£5.00 CR", "12-15", "",
        "1,23.45", "CR",
    ])
    func otherTextIsNoAmount(_ text: String) {
        #expect(throws: ValueError.self) { try BankAmount.read(text, decimalMark: .point) }
    }
}
