import Testing

@testable import LarderAnalysis

/// The cheapest store for the list weighs coverage: a store is named only with deals on at least
/// half of the items to buy, and then by what its deals save.
@Suite struct SavingsBasketRuleTests {
    static func store(_ name: String, items: Int, saving: Int) -> SavingsFindings.StoreSavings {
        .init(store: name, matchedItems: items, savingCents: saving, itemsWithoutRegularPrice: 0)
    }

    /// (stores, items to buy, the fewest a store needs, the store named).
    static let cases: [([SavingsFindings.StoreSavings], Int, Int, String?)] = [
        // The old trap: a store with deals on two items of 24 is never cheapest, whatever they save.
        (
            [store("H Mart", items: 2, saving: 3000), store("Star Market", items: 13, saving: 2004)], 24, 12,
            "Star Market"
        ),
        // Saving most is not enough without coverage: Aldi saves more on 3 of 10.
        ([store("Aldi", items: 3, saving: 5000), store("Kroger", items: 5, saving: 100)], 10, 5, "Kroger"),
        // Among stores covering half, the larger saving wins, not the wider coverage.
        ([store("Kroger", items: 9, saving: 400), store("Safeway", items: 6, saving: 900)], 11, 6, "Safeway"),
        // Equal savings: more items, then the name.
        ([store("Kroger", items: 4, saving: 500), store("Safeway", items: 5, saving: 500)], 8, 4, "Safeway"),
        ([store("Safeway", items: 4, saving: 500), store("Kroger", items: 4, saving: 500)], 8, 4, "Kroger"),
        // No store covers half: none is named.
        ([store("Kroger", items: 3, saving: 900), store("Safeway", items: 2, saving: 100)], 7, 4, nil),
        // One item to buy: a store with a deal on it covers the list.
        ([store("Kroger", items: 1, saving: 0)], 1, 1, "Kroger"),
        ([], 0, 1, nil),
    ]

    @Test(arguments: cases)
    func aStoreIsNamedOnlyWithDealsOnHalfTheList(
        stores: [SavingsFindings.StoreSavings], listItems: Int, minimum: Int, cheapest: String?
    ) {
        let comparison = SavingsAnalysis.DealScan.comparison(stores, listItems: listItems)
        #expect(comparison.listItems == listItems)
        #expect(comparison.minimumItems == minimum)
        #expect(comparison.cheapestStore == cheapest)
        #expect(comparison.rule == SavingsFindings.basketRule)
    }

    @Test func theRuleSaysHalfAndNamesNoInternalField() {
        #expect(SavingsFindings.basketRule.contains("at least half of the items to buy"))
        #expect(SavingsFindings.basketRule.range(of: #"\b[a-z]+[A-Z]\w*"#, options: .regularExpression) == nil)
    }
}
