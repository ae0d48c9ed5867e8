import Testing

@testable import LarderImport
@testable import LarderValues

@Suite struct NumberParserTests {
    @Test(arguments: [
        ("3.99", 3.99), ("$3.99", 3.99), ("3,99 €", 3.99), ("1,299.00", 1299.0), ("1.299,00", 1299.0),
        ("1,299", 1299.0), ("USD 4", 4.0), ("-2.50", -2.5), ("£0.5", 0.5),
    ])
    func readsMoney(_ text: String, _ expected: Double) throws {
        #expect(try NumberParser.money(text) == expected)
    }

    @Test func readsPercentages() throws {
        #expect(try NumberParser.percent("25") == 25)
        #expect(try NumberParser.percent("25 %") == 25)
        #expect(try NumberParser.percent("0.25", isFraction: true) == 25)
        #expect(try NumberParser.percent("25%", isFraction: true) == 25)
    }

    @Test(arguments: [
        ("true", true), ("1", true), ("yes", true), ("x", true), ("FALSE", false), ("0", false), ("no", false),
    ])
    func readsBooleans(_ text: String, _ expected: Bool) throws {
        #expect(try NumberParser.bool(text) == expected)
    }

    @Test func rejectsWhatIsNotANumber() {
        #expect(throws: ValueError.self) { try NumberParser.money("three") }
        #expect(throws: ValueError.self) { try NumberParser.integer("3.5") }
        #expect(throws: ValueError.self) { try NumberParser.bool("maybe") }
        #expect(throws: ValueError.self) { try NumberParser.real("1e5") }
    }

    @Test func splitsQuantitiesFromTheirUnits() throws {
        #expect(try ValueConverter.quantity("500 g") == (500, "g"))
        #expect(try ValueConverter.quantity("1.5kg") == (1.5, "kg"))
        #expect(try ValueConverter.quantity("2") == (2, nil))
    }
}
