import GRDB
import LarderValues
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct HeaderUnitTests {
    @Test(arguments: [
        ("Dose (g)", "Dose", "g"), ("Price [$]", "Price", "$"),
        (" Water temperature ( °F ) ", "Water temperature", "°F"),
        ("Discount rate (%)", "Discount rate", "%"),
    ])
    func aTrailingBracketIsTheUnit(_ header: String, _ name: String, _ unit: String) {
        #expect(HeaderUnit.split(header).name == name)
        #expect(HeaderUnit.split(header).unit == unit)
    }

    @Test(arguments: ["name", "(g)", "Size (g) per pack", "Dose ()", "Dose (g"])
    func withoutATrailingBracketAfterANameThereIsNoUnit(_ header: String) {
        #expect(HeaderUnit.split(header).name == header)
        #expect(HeaderUnit.split(header).unit == nil)
    }

    @Test func theNameWithoutItsUnitIsWhatMatchesAColumn() {
        #expect(HeaderUnit.foldedName("Dose (g)") == "dose")
        #expect(HeaderUnit.foldedName("Price ($)") == "price")
        #expect(HeaderUnit.foldedName("(g)") == "g")
    }

    @Test func aColumnWithAUnitConvertsItsKindAndRefusesTheRest() throws {
        let dose = Catalog.brewLogs.column("dose_grams")
        #expect(HeaderUnit.rule(unit: "g", header: "Dose (g)", column: dose) == nil)
        #expect(
            HeaderUnit.rule(unit: "oz", header: "Dose (oz)", column: dose)
                == .convert(UnitConversion(factor: 28.349523125)))
        guard case .refuse(let error) = HeaderUnit.rule(unit: "ml", header: "Dose (ml)", column: dose) else {
            Issue.record("ml is not grams")
            return
        }
        #expect(
            RowProblem(field: "Dose (ml)", value: "18", problem: error.problem, fix: error.fix).sentence
                == "`Dose (ml)` is `18`, which is in ml (its header says so), and dose_grams holds grams: ml measures"
                + " volume, and grams per volume depend on what is measured; give it in g, kg, mg, oz or lb"
                + " (`Dose (g)`).")
    }

    @Test func moneyTakesACurrencyPercentTakesPercentAndQuantityAnyUnit() {
        let price = Catalog.deals.column("discount_price")
        for currency in ["$", "€", "USD", "eur", "R$", "kr"] {
            #expect(HeaderUnit.rule(unit: currency, header: "Price (\(currency))", column: price) == nil, "\(currency)")
        }
        #expect(HeaderUnit.rule(unit: "per kg", header: "Price (per kg)", column: price)?.refuses == true)
        let percent = Catalog.deals.column("discount_percent")
        #expect(HeaderUnit.rule(unit: "%", header: "Discount (%)", column: percent) == nil)
        #expect(HeaderUnit.rule(unit: "$", header: "Discount ($)", column: percent)?.refuses == true)
        let quantity = Catalog.inventoryItems.column("quantity")
        #expect(HeaderUnit.rule(unit: "kg", header: "Quantity (kg)", column: quantity) == .quantityUnit("kg"))
        let expiry = Catalog.inventoryItems.column("expiration_date")
        #expect(HeaderUnit.rule(unit: "YYYY-MM-DD", header: "Expires (YYYY-MM-DD)", column: expiry) == nil)
    }

    @Test func aConversionToWholeDaysStaysWhole() throws {
        let rule = HeaderUnit.Rule.convert(UnitConversion(factor: 7))
        #expect(try rule.apply(to: 2.databaseValue, type: .integer) == 14.databaseValue)
        #expect(try rule.apply(to: .null, type: .integer) == .null)
    }
}

extension HeaderUnit.Rule {
    /// Whether the rule rejects every value.
    var refuses: Bool {
        if case .refuse = self { return true }
        return false
    }
}
