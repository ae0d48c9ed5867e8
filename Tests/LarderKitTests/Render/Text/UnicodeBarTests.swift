import Testing

@testable import LarderRender

@Suite struct UnicodeBarTests {
    @Test(arguments: [
        (10.0, 10.0, 4, "████"), (5.0, 10.0, 4, "██"), (1.0, 10.0, 4, "▍"), (3.0, 10.0, 4, "█▎"),
        (0.01, 10.0, 4, "▏"), (0.0, 10.0, 4, ""), (-2.0, 10.0, 4, ""), (3.0, 0.0, 4, ""), (20.0, 10.0, 4, "████"),
    ])
    func barsAreDrawnInEighths(_ value: Double, _ maximum: Double, _ width: Int, _ expected: String) {
        #expect(UnicodeBar.bar(value, maximum: maximum, width: width) == expected)
    }

    @Test func everyEighthHasItsOwnCharacter() {
        let bars = (1...8).map { UnicodeBar.bar(Double($0), maximum: 8, width: 1) }
        #expect(bars == ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"])
    }
}
