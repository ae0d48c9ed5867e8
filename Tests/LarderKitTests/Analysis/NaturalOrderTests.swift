import Testing

@testable import LarderAnalysis

@Suite struct NaturalOrderTests {
    @Test func numbersInLabelsCompareAsNumbersAndCaseOnlyBreaksTies() {
        let labels = ["Aisle 10", "aisle 2", "Meat Counter", "Aisle 1", "Aisle 2", "Aisle 02", "Bakery", "Aisle 2B"]
        #expect(
            labels.sorted(by: NaturalOrder.areInIncreasingOrder) == [
                "Aisle 1", "Aisle 02", "Aisle 2", "aisle 2", "Aisle 2B", "Aisle 10", "Bakery", "Meat Counter",
            ])
    }

    @Test func aLabelIsNeverBeforeItself() {
        #expect(!NaturalOrder.areInIncreasingOrder("Aisle 3", "Aisle 3"))
        #expect(NaturalOrder.areInIncreasingOrder("", "Aisle 3"))
    }
}
