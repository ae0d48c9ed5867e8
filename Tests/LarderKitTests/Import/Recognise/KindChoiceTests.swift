import Testing

@testable import LarderImport

/// `--as` takes a kind or its table name in any spelling, and a near miss is answered with the kind it
/// most likely means.
@Suite struct KindChoiceTests {
    @Test(arguments: ["deals", "Deals", "inventory_items", "brew-logs", "RAW"])
    func aKindOrItsTableNameInAnySpellingIsAChoice(_ name: String) {
        #expect(KindChoice(named: name) != nil)
    }

    @Test(arguments: [
        ("deal", "deals"), ("recipe", "recipes"), ("inventry", "inventory"), ("inventory_item", "inventory"),
        ("brew_log", "brews"), ("aisle", "aisles"), ("raws", "raw"), ("shelf-lives", "shelflife"),
    ])
    func aNearMissIsAnsweredWithTheKindItMostLikelyMeans(_ typed: String, kind: String) {
        #expect(KindChoice(named: typed) == nil)
        #expect(KindChoice.nearest(to: typed) == kind)
    }

    @Test(arguments: ["nosuchkind", "list", "", "x"])
    func nothingNearGivesNoGuess(_ typed: String) {
        #expect(KindChoice.nearest(to: typed) == nil)
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(KindChoice.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(KindChoice.editDistance(Array(""), Array("raw")) == 3)
        #expect(KindChoice.editDistance(Array("deals"), Array("deals")) == 0)
    }
}
