import Testing

@testable import LarderAnalysis

@Suite struct FiguresCentsTests {
    @Test func amountsBecomeWholeCentsSoSumsAreExact() {
        #expect(0.1 + 0.2 != 0.3, "the reason for cents")
        #expect(Figures.cents(0.1)! + Figures.cents(0.2)! == 30)
        #expect(Figures.cents(3.99) == 399)
        #expect(Figures.cents(0.125) == 13, "half a cent rounds away from zero")
        #expect(Figures.cents(-0.125) == -13)
        #expect(Figures.cents(nil) == nil)
        #expect(Figures.cents(Double?.some(.infinity)) == nil)
    }
}
