import Testing

@testable import LarderAnalysis

@Suite struct FiguresTests {
    @Test(arguments: [(3.99, 399), (0.1, 10), (0.29, 29), (1_299.00, 129_900), (-2.5, -250), (19.999, 2_000)])
    func centsRoundEachAmountOnce(amount: Double, cents: Int) {
        #expect(Figures.cents(amount) == cents)
    }

    @Test(
        arguments: [(33, 8, 4.13), (1, 3, 0.33), (2, 3, 0.67), (-1, 8, -0.13), (41, 10, 4.1)] as [(Int, Int, Double)])
    func ratiosRoundHalvesAwayFromZero(numerator: Int, denominator: Int, expected: Double) {
        #expect(Figures.ratio(numerator, denominator) == expected)
    }

    @Test func nothingDividesByZero() {
        #expect(Figures.ratio(1, 0) == nil)
        #expect(Figures.percent(5, of: 0) == nil)
        #expect(Figures.scaled(7, by: 30, over: 0) == 7)
    }

    @Test func projectionsRoundToTheNearestCent() {
        #expect(Figures.scaled(11_285, by: 7, over: 4) == 19_749)
        #expect(Figures.scaled(1_750, by: 7, over: 6) == 2_042)
        #expect(Figures.scaled(-3, by: 1, over: 2) == -2)
    }
}
