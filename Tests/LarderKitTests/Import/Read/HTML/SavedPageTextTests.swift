import Testing

@testable import LarderImport

/// What larder reads from a page's free text: places, stores and a sale's last day, narrowly.
@Suite struct SavedPageTextTests {
    @Test(arguments: [
        ("Star Market Weekly Ad — Cambridge, MA 02139", SavedPageText.Place(city: "Cambridge", zipCode: "02139")),
        (
            "Grocery deals this week in Cambridge, MA 02139 | DealFinder",
            SavedPageText.Place(city: "Cambridge", zipCode: "02139")
        ),
        (
            "Sale items for Porter Square, Cambridge, MA 02138-4307",
            SavedPageText.Place(city: "Cambridge", zipCode: "02138")
        ),
        ("Salt Lake City, UT 84101", SavedPageText.Place(city: "Salt Lake City", zipCode: "84101")),
    ])
    func aPlaceIsACityAStateAndAZipCode(_ text: String, _ place: SavedPageText.Place) {
        #expect(SavedPageText.place(in: text) == place)
    }

    @Test(arguments: ["Cambridge MA 02139", "Cambridge, Massachusetts 02139", "Cambridge, MA 2139", "Aisle 3, 12345"])
    func anythingElseIsNoPlace(_ text: String) {
        #expect(SavedPageText.place(in: text) == nil)
    }

    @Test(arguments: [
        ("Weekly Ad | Star Market", "Star Market"),
        ("Weekly Sale | H Mart Cambridge", "H Mart Cambridge"),
        ("Shaw's Weekly Ad — Somerville, MA 02143", "Shaw's"),
        ("Market Basket Weekly Flyer — Valid 11/22/2026 – 11/28/2026", "Market Basket"),
        ("Star Market — Cambridge, MA 02139", "Star Market"),
    ])
    func aStoreIsWhatRemainsOfAnAdsTitle(_ text: String, _ store: String) {
        #expect(SavedPageText.storeName(in: text) == store)
    }

    @Test(arguments: ["Also on sale this week", "Printable list", "Weekly Sale", "Nutrition facts | per 100 g"])
    func textWithoutAdWordsOrAPlaceNamesNoStore(_ text: String) {
        #expect(SavedPageText.storeName(in: text) == nil)
    }

    @Test(arguments: [
        ("Valid 11/18 – 11/24", SavedPageText.Mention(year: nil, month: 11, day: 24)),
        ("Prices valid Friday 11/20 – Thursday 11/26/2026", SavedPageText.Mention(year: 2026, month: 11, day: 26)),
        ("Sale ends 11/24/2026", SavedPageText.Mention(year: 2026, month: 11, day: 24)),
        ("Nov 18 – Nov 24, 2026", SavedPageText.Mention(year: 2026, month: 11, day: 24)),
        ("Valid through December 1st, 2026", SavedPageText.Mention(year: 2026, month: 12, day: 1)),
    ])
    func theLastDayIsTheEndOfARangeOrADateAfterValid(_ text: String, _ end: SavedPageText.Mention) {
        #expect(SavedPageText.lastDay(in: text, order: .monthFirst)?.end == end)
    }

    @Test(arguments: ["Updated 11/24/2026", "Buy 1/2 price", "Market fresh", "2 for $5"])
    func aLoneDateWithoutAValidityWordIsNoLastDay(_ text: String) {
        #expect(SavedPageText.lastDay(in: text, order: .monthFirst) == nil)
    }

    @Test func aDayFirstPageReadsSlashDatesDayFirstUnlessTheNumbersSettleIt() {
        #expect(
            SavedPageText.lastDay(in: "Valid 01/12/2026", order: .dayFirst)?.end == .init(year: 2026, month: 12, day: 1)
        )
        #expect(
            SavedPageText.lastDay(in: "Valid 01/12/2026", order: .monthFirst)?.end
                == .init(year: 2026, month: 1, day: 12))
        #expect(
            SavedPageText.lastDay(in: "Valid 11/24/2026", order: .dayFirst)?.end
                == .init(year: 2026, month: 11, day: 24))
    }
}
