import Testing

@testable import LarderImport
@testable import LarderValues

@Suite struct NumberParserTests {
    @Test(arguments: [
        ("3.99", 3.99), ("$3.99", 3.99), ("3,99 €", 3.99), ("1,299.00", 1299.0), ("1.299,00", 1299.0),
        ("1,299", 1299.0), ("USD 4", 4.0), ("-2.50", -2.5), ("£0.5", 0.5), ("-$2.50", -2.5), ("$-2.50", -2.5),
        ("2.50-", -2.5), ("−2.50", -2.5), ("12,5", 12.5), ("1 299,00", 1299.0), ("1'299.00", 1299.0),
        ("1\u{A0}299,00 €", 1299.0), ("R$ 12,90", 12.9), ("US$ 5", 5.0), ("12,90 zł", 12.9), ("kr 20", 20.0),
        ("1,299,000", 1_299_000.0), ("$.99", 0.99), ("2.5e1", 25.0), ("1.5E2", 150.0), ("1,2345", 1.2345),
    ])
    func readsMoney(_ text: String, _ expected: Double) throws {
        #expect(try NumberParser.money(text) == expected)
    }

    /// No character is dropped to make an amount: each of these was once read as a number.
    @Test(arguments: [
        "three", "2.5x1", "12 apples", "$3.99 $4", "$€3", "3€$", "USD 4 EUR", "abc 4", "₦5", "99¢", "1.299.000",
        "1,299,00", "1234,567", "0,299", "1,2,3", "12 5", "5.", ",99", "--2", "-$-2", "$2.5e1", "2e", "e5",
        "1 299,0 0", "usd 4",
    ])
    func refusesWhatIsNotWhollyMoney(_ text: String) {
        #expect(throws: ValueError.self) { try NumberParser.money(text) }
    }

    @Test(arguments: [
        (
            "2 for $5", "is a multi-buy offer (2 for 5), not one amount of money; only a deal's prices read offers",
            "write the price of one item (2.50)"
        ),
        (
            "10 for $10",
            "is a multi-buy offer (10 for 10), not one amount of money; only a deal's prices read offers",
            "write the price of one item (1.00)"
        ),
        (
            "4/$5", "is a multi-buy offer (4 for 5), not one amount of money; only a deal's prices read offers",
            "write the price of one item (1.25)"
        ),
        (
            "2/$5.00", "is a multi-buy offer (2 for 5), not one amount of money; only a deal's prices read offers",
            "write the price of one item (2.50)"
        ),
        (
            "$3.49/lb", "is a price per lb, not one amount of money; only a deal's prices read unit prices",
            "write the price of the item as bought (3.49 alone when that is what it cost)"
        ),
        (
            "$1.99 per lb", "is a price per lb, not one amount of money; only a deal's prices read unit prices",
            "write the price of the item as bought (1.99 alone when that is what it cost)"
        ),
        (
            "$1.79 ea", "is a price each, not one amount of money; only a deal's prices read unit prices",
            "write the price of the item as bought (1.79 alone when that is what it cost)"
        ),
        (
            "3.49/kg", "is a price per kg, not one amount of money; only a deal's prices read unit prices",
            "write the price of the item as bought (3.49 alone when that is what it cost)"
        ),
    ])
    func refusesOffersAsOffers(_ text: String, _ problem: String, _ fix: String) {
        #expect(throws: ValueError(problem, fix: fix)) { try NumberParser.money(text) }
    }

    @Test func readsPercentages() throws {
        #expect(try NumberParser.percent("25") == 25)
        #expect(try NumberParser.percent("25 %") == 25)
        #expect(try NumberParser.percent("0.25", isFraction: true) == 25)
        #expect(try NumberParser.percent("0.07", isFraction: true) == 7)
        #expect(try NumberParser.percent("25%", isFraction: true) == 25)
        #expect(throws: ValueError.self) { try NumberParser.percent("25 pc") }
    }

    @Test(arguments: [
        ("true", true), ("1", true), ("yes", true), ("x", true), ("FALSE", false), ("0", false), ("no", false),
    ])
    func readsBooleans(_ text: String, _ expected: Bool) throws {
        #expect(try NumberParser.bool(text) == expected)
    }

    /// An exponent number is read exactly: `1e5` was refused as a real and read as 15 as money.
    @Test func readsExponentsExactly() throws {
        #expect(try NumberParser.real("1e5") == 100_000)
        #expect(try NumberParser.real("2.5e1") == 25)
        #expect(try NumberParser.real("-1.5E-2") == -0.015)
        #expect(try NumberParser.integer("1e3") == 1000)
        #expect(throws: ValueError("is too large for a number larder stores", fix: "write numbers below 1.8e308")) {
            try NumberParser.real("1e999")
        }
        #expect(throws: ValueError.self) { try NumberParser.real("0.1e-400") }
        #expect(try NumberParser.real("0e-400") == 0)
    }

    @Test func rejectsWhatIsNotANumber() {
        #expect(throws: ValueError.self) { try NumberParser.money("three") }
        #expect(throws: ValueError.self) { try NumberParser.integer("3.5") }
        #expect(throws: ValueError.self) { try NumberParser.bool("maybe") }
        #expect(throws: ValueError.self) { try NumberParser.real("1e") }
        #expect(throws: ValueError.self) { try NumberParser.real("1,5e2") }
        #expect(throws: ValueError.self) { try NumberParser.real("12abc") }
    }

    @Test func splitsQuantitiesFromTheirUnits() throws {
        #expect(try ValueConverter.quantity("500 g") == (500, "g"))
        #expect(try ValueConverter.quantity("1.5kg") == (1.5, "kg"))
        #expect(try ValueConverter.quantity("2") == (2, nil))
        #expect(try ValueConverter.quantity("1 punnet") == (1, "punnet"))
        #expect(try ValueConverter.quantity("2 eggs") == (2, "eggs"))
        #expect(try ValueConverter.quantity("1.5e2") == (150, nil))
        #expect(try ValueConverter.quantity("1,5 kg") == (1.5, "kg"))
        #expect(try ValueConverter.quantity("1 299 g") == (1299, "g"))
    }

    @Test(arguments: ["12-15 g", "1½ cups", "1.5.2 kg", "kg", "3 2 kg", "1,5,5"])
    func refusesAQuantityWhoseRestIsNoUnit(_ text: String) {
        #expect(throws: ValueError.self) { try ValueConverter.quantity(text) }
    }

    @Test(arguments: [("2.5e1", 25.0), ("1.5E2", 150), ("1e308", 1e308), ("-0", -0.0), ("0.1", 0.1), ("0e-999", 0)])
    func readsAJSONNumberWhole(_ token: String, _ expected: Double) throws {
        #expect(try NumberParser.jsonNumber(token) == expected)
    }

    @Test(arguments: ["1e999", "0.1e-400", "-1e400", "01", "1.", ".5", "+1", "1e", "0x10", "Infinity", "1 "])
    func refusesAJSONNumberOutOfRangeOrMalformed(_ token: String) {
        #expect(throws: ValueError.self) { try NumberParser.jsonNumber(token) }
    }
}
