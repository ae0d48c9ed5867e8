import Testing

@testable import LarderKit

@Suite struct CentsTests {
    @Test func amountsBecomeWholeCentsSoSumsAreExact() {
        #expect(0.1 + 0.2 != 0.3, "the reason for cents")
        #expect(Cents.of(0.1)! + Cents.of(0.2)! == 30)
        #expect(Cents.of(3.99) == 399)
        #expect(Cents.of(0.125) == 13, "half a cent rounds away from zero")
        #expect(Cents.of(-0.125) == -13)
        #expect(Cents.of(nil) == nil)
        #expect(Cents.of(.infinity) == nil)
    }
}
