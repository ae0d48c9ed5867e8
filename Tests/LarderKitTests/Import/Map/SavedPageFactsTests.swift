import Testing

@testable import LarderImport

/// What a page says around its tables: the order of its slash dates, the year of a year-less day, and
/// page text made safe to keep.
@Suite struct SavedPageFactsTests {
    @Test(arguments: [
        (nil, true), ("", true), ("en", true), ("en-US", true), ("es-US", true), ("en_us", true), ("en-GB", false),
        ("fr", false), ("de-CH", false),
    ])
    func thePagesLanguageSettlesItsSlashDates(_ lang: String?, _ monthFirst: Bool) {
        #expect(SavedPageFacts.slashOrder(lang: lang) == (monthFirst ? .monthFirst : .dayFirst))
    }

    @Test func aYearlessDayTakesTheYearNearestThePagesDay() throws {
        var context = SavedPageFacts()
        context.referenceDay = .init(year: 2026, month: 12, day: 29)
        let values = context.textValues("Valid 12/30 – 1/5", source: "<h1>")
        #expect(values.map(\.value) == ["2027-01-05"])
        #expect(context.warnings == [])
    }

    @Test func pageTextIsCleanedAndCut() {
        #expect(SavedPageFacts.clean("  Star\u{7}\u{202E} \n Market  ", limit: 100) == "Star Market")
        #expect(SavedPageFacts.clean(String(repeating: "x", count: 150), limit: 100).count == 100)
    }
}
