import Foundation
import Testing

@testable import LarderRender

/// The rules of each answer, on page contexts made for them from samples.
extension ReportDigestTests {
    /// An item of the expiry page named `name`, due `when`.
    static func item(_ name: String, when: String, unsafe: Bool = false) throws -> ExpiryPage.Item {
        var item = try SampleDecoder.sample(of: ExpiryPage.Item.self)
        (item.name, item.when, item.why, item.unsafe, item.estimated) = (name, when, "expires \(when)", unsafe, false)
        (item.pastDate, item.highRisk) = (unsafe ? "expired \(when)" : "expires \(when)", "")
        return item
    }

    @Test func everyItemToThrowOutUpToTwentyIsNamedOtherListsStopAfterSix() throws {
        var expiry = try SampleDecoder.sample(of: ExpiryPage.Context.self)
        expiry.checkOrThrowOut = try (1...21).map { try Self.item("Old \($0)", when: "\($0) days ago", unsafe: true) }
        expiry.eatSoon = try (1...8).map { try Self.item("Soon \($0)", when: "in \($0) days") }
        let answers = ReportDigest.food(expiry)
        #expect(answers.map(\.action) == ["Throw out", "Eat first"], "nothing to check: no answer for it")
        let throwOut = try #require(answers.first).text
        #expect(throwOut.hasPrefix("Old 1 (expired 1 days ago), Old 2 (expired 2 days ago),"))
        #expect(throwOut.hasSuffix("Old 20 (expired 20 days ago) and 1 more."))
        #expect(
            answers.last?.text
                == "Soon 1 (expires in 1 days), Soon 2 (expires in 2 days), Soon 3 (expires in 3 days),"
                + " Soon 4 (expires in 4 days), Soon 5 (expires in 5 days), Soon 6 (expires in 6 days) and 2 more.")
        #expect(answers.allSatisfy { $0.section == ReportDigest.Section(title: "Eat first", anchor: "eat-first") })
    }

    @Test func anEstimatedDatePastIsToCheckAndSaysItIsAnEstimate() throws {
        var expiry = try SampleDecoder.sample(of: ExpiryPage.Context.self)
        var kale = try Self.item("Kale", when: "yesterday")
        kale.estimated = true
        expiry.checkOrThrowOut = [kale]
        expiry.eatSoon = []
        #expect(ReportDigest.food(expiry).map(\.text) == ["Kale (estimated to expire yesterday)."])
    }

    @Test func withNothingDueTheAnswerIsTheHeadlineAndWithoutFoodItLinksNowhere() throws {
        var expiry = try SampleDecoder.sample(of: ExpiryPage.Context.self)
        (expiry.checkOrThrowOut, expiry.eatSoon, expiry.headline) = ([], [], "Nothing due in the next 5 days.")
        #expect(ReportDigest.food(expiry).map(\.text) == ["Nothing due in the next 5 days."])
        #expect(ReportDigest.food(expiry).first?.section != nil, "the section lists the undated items")
        expiry.hasItems = false
        #expect(ReportDigest.food(expiry).first?.section == nil, "report.md has no Eat first section then")
    }

    /// A walk also lists what any store sells, so its length is not the store's count: every count is
    /// the store's group, as shopping.html and report.json list it.
    @Test func theBuyAnswerCountsEachStoresOwnItemsWalkedStoresFirst() throws {
        var shopping = try SampleDecoder.sample(of: ShoppingPage.Context.self)
        var walk = try SampleDecoder.sample(of: ShoppingPage.Walk.self)
        (walk.store, walk.itemCount) = ("H Mart", 5)
        var anywhere = try SampleDecoder.sample(of: ShoppingPage.StoreGroup.self)
        (anywhere.store, anywhere.isAnywhere, anywhere.count) = ("Anywhere", true, 2)
        var star = anywhere
        (star.store, star.isAnywhere, star.count) = ("Star Market", false, 14)
        var hMart = star
        (hMart.store, hMart.count) = ("H Mart", 3)
        (shopping.openItems, shopping.byStore, shopping.walks) = (19, [hMart, star, anywhere], [walk])
        #expect(
            ReportDigest.shopping(shopping).text
                == "19 items: 3 at H Mart, in aisle order; 14 at Star Market; 2 at any store.")
        shopping.walks = []
        #expect(ReportDigest.shopping(shopping).text == "19 items: 3 at H Mart; 14 at Star Market; 2 at any store.")
        shopping.hasOpenItems = false
        #expect(ReportDigest.shopping(shopping).text == "nothing: the shopping list has no open item.")
    }

    @Test func withoutBrewsOrDealsTheAnswerSaysWhatToImport() throws {
        var brew = try SampleDecoder.sample(of: BrewPage.Context.self)
        (brew.hasData, brew.headline) = (false, "No brews logged yet: import a brew log.")
        #expect(
            ReportDigest.brew(brew)
                == ReportDigest.Answer(action: "Brew again", text: "No brews logged yet: import a brew log."))
        var savings = try SampleDecoder.sample(of: SavingsPage.Context.self)
        (savings.hasData, savings.headline) = (false, "No active deals.")
        #expect(ReportDigest.savings(savings) == ReportDigest.Answer(action: "Saved", text: "No active deals."))
    }

    @Test func withoutARecipeToRepeatTheBrewAnswerSaysWhyAndNamesTheCommonestTaste() throws {
        var brew = try SampleDecoder.sample(of: BrewPage.Context.self)
        brew.recipeToRepeat = nil
        brew.headline = "No recipe has 3 brews yet; 2 brews logged, 3.50 on average."
        brew.tasteHint = BrewPage.TasteHint(tag: "too bitter", count: 1, hint: "Try slightly coarser or cooler")
        #expect(
            ReportDigest.brew(brew).text
                == "No recipe has 3 brews yet; 2 brews logged, 3.50 on average. Most common taste: too bitter"
                + " (1 brew): try slightly coarser or cooler.")
    }
}
