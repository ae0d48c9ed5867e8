import LarderValues
import Testing

@Suite struct MeasureUnitTests {
    @Test(arguments: [
        (MeasureUnit.grams, "kg", 0.1, 100.0), (.grams, "mg", 1500, 1.5), (.grams, "oz", 1, 28.349523),
        (.grams, "Ounces", 0.5, 14.174762), (.grams, "lb", 1, 453.59237), (.celsius, "°F", 212, 100),
        (.celsius, "℉", 200, 93.333333), (.celsius, "K", 273.15, 0), (.celsius, "°C", 93.5, 93.5),
        (.seconds, "min", 1.5, 90), (.seconds, "ms", 250, 0.25), (.days, "weeks", 2, 14),
    ])
    func aUnitOfTheColumnsKindConvertsByItsDefinition(
        _ unit: MeasureUnit, _ written: String, _ value: Double, _ stored: Double
    )
        throws
    {
        let conversion = try #require(unit.conversion(from: written))
        #expect(conversion.apply(value) == stored)
    }

    @Test(arguments: [
        (MeasureUnit.grams, "ml"), (.grams, "cups"), (.days, "months"), (.celsius, "g"), (.seconds, "days"),
    ])
    func aUnitOfAnotherKindHasNoConversion(_ unit: MeasureUnit, _ written: String) {
        #expect(unit.conversion(from: written) == nil)
    }

    @Test func aRefusalSaysWhyWhenLarderKnowsIt() {
        #expect(
            MeasureUnit.grams.refusal(of: "ml") == "measures volume, and grams per volume depend on what is measured")
        #expect(MeasureUnit.days.refusal(of: "Months") == "is no fixed number of days")
        #expect(MeasureUnit.celsius.refusal(of: "g") == "is not a unit larder converts to celsius")
    }
}
