import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

@Suite struct SavingsAnalysisTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    /// User u1's meal plans: "Week 47" (16 Nov) is the latest on or before asOf that names a zip
    /// code and stores; "Week 48" starts after asOf; "Week 46" is completed.
    static let plans = """
        INSERT INTO meal_plans (id, user_id, name, start_date, zip_code, preferred_stores, estimated_savings, is_completed)
        VALUES
            ('m1', 'u1', 'Week 46', '2026-11-09', '94110', '["Kroger"]', 4.10, 1),
            ('m2', 'u1', 'Week 47', '2026-11-16', '94110', '["Kroger", " Safeway"]', 0.20, 0),
            ('m3', 'u1', 'Week 48', '2026-11-23', '10001', '["Aldi"]', 0.10, 0),
            ('m4', 'u1', 'October', '2026-10-26', '94110', NULL, 5.00, 0),
            ('m5', 'u1', 'No estimate', '2026-11-02', NULL, NULL, NULL, 0);
        """

    /// Group g1's shopping list (four open items, two bought) and u1's grocery lists: "Week 47"
    /// repeats Bananas, adds Bread and a checked Coffee; the completed plan's list is done.
    static let lists = """
        INSERT INTO shopping_items (id, group_id, name, where_to_buy, category_id, is_purchased, purchased_at) VALUES
            ('s1', 'g1', 'Roma tomatoes', 'Kroger', 'c', 0, NULL),
            ('s2', 'g1', 'milk', NULL, 'c', 0, NULL),
            ('s3', 'g1', 'Bananas', NULL, 'c', 0, NULL),
            ('s4', 'g1', 'Eggs', NULL, 'c', 0, NULL),
            ('s5', 'g1', 'Butter', 'kroger', 'c', 1, '2026-11-20T10:00:00Z'),
            ('s6', 'g1', 'Flour', NULL, 'c', 1, '2026-11-18T10:00:00Z');
        INSERT INTO grocery_lists (id, user_id, meal_plan_id, name) VALUES
            ('l1', 'u1', 'm2', 'Week 47'), ('l2', 'u1', 'm1', 'Week 46');
        INSERT INTO grocery_list_items (id, grocery_list_id, position, user_id, name, checked) VALUES
            ('l1#0', 'l1', 0, 'u1', 'bananas', 0), ('l1#1', 'l1', 1, 'u1', 'Bread', 0),
            ('l1#2', 'l1', 2, 'u1', 'Coffee', 1), ('l2#0', 'l2', 0, 'u1', 'Tomato', 0);
        """

    /// Deals: d1 ends on asOf, d2 the day before; d5 is at a store u1 does not use, d6 in another
    /// zip code, d8 listed after asOf; d10 and d12 ended before asOf but ran when Butter and Flour
    /// were bought.
    static let deals = """
        INSERT INTO deals (id, store_name, zip_code, item_name, original_price, discount_price, discount_percent,
            valid_until, scraped_at) VALUES
            ('d1', 'Kroger', '94110', 'Roma Tomatoes', 3.00, 2.00, NULL, '2026-11-22', NULL),
            ('d2', 'Kroger', '94110', 'Milk, whole', 4.00, 3.00, 25, '2026-11-21', NULL),
            ('d3', 'Safeway', '94110', 'Tomatoes', 2.50, 1.50, 40, '2026-11-30', NULL),
            ('d4', 'Safeway', '94110', 'Whole milk', 3.80, 3.20, NULL, NULL, NULL),
            ('d5', 'Aldi', '94110', 'Tomatoes', 2.00, 1.00, 50, '2026-11-30', NULL),
            ('d6', 'Kroger', '10001', 'Tomatoes', 1.00, 0.50, 50, '2026-11-30', NULL),
            ('d7', 'kroger', '94110', 'Bananas', NULL, 0.99, 10, '2026-11-25', NULL),
            ('d8', 'Kroger', '94110', 'Eggs', 5.00, 4.00, 20, '2026-11-28', '2026-11-23T06:00:00Z'),
            ('d9', 'Safeway', '94110', 'Bread', 3.00, 2.70, 10, '2026-11-24', NULL),
            ('d10', 'Kroger', '94110', 'Butter', 5.00, 4.00, 20, '2026-11-21', '2026-11-15T06:00:00Z'),
            ('d11', 'Safeway', '94110', 'Butter', 5.00, 3.50, NULL, '2026-11-30', '2026-11-15T06:00:00Z'),
            ('d12', 'Kroger', '94110', 'Flour', 2.00, 1.50, NULL, '2026-11-17', NULL),
            ('d13', 'Safeway', '94110', 'Plain flour', 2.20, 1.90, NULL, '2026-11-30', '2026-11-10T06:00:00Z');
        """

    func report(_ sql: String, limit: Int = 50, scope: OwnerScope = .everyone) throws -> SavingsFindings {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: sql) }
        return try database.writer.read {
            try SavingsAnalysis(asOf: Self.asOf, scope: scope).with(\.bestDealsLimit, limit).analyse($0)
        }
    }

    static func day(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }

    @Test func noDataAtAllSaysSo() throws {
        let report = try report("")
        #expect(report.isEmpty)
        #expect(SavingsPage.sentence(report) == "No active deals and nothing to buy.")
        #expect(report.filter.description == "All deals: no meal plan gives a zip code or preferred stores.")
        #expect(report.activeDeals == 0 && report.bestDeals.isEmpty && report.basketItems == 0)
        #expect(report.matches.isEmpty && report.storeSavings.isEmpty)
        #expect(report.basket == .init(rule: SavingsFindings.basketRule, listItems: 0, minimumItems: 1))
        #expect(report.realised == .init(items: [], totalCents: 0, itemsPerWeightUnit: 0))
        #expect(report.mealPlans == .init(month: "2026-11", plans: 0, plansWithoutEstimate: 0, totalCents: 0))
    }

    @Test func dealsAreForTheLatestPlansZipAndStores() throws {
        let report = try report(Self.plans + Self.lists + Self.deals)
        #expect(
            report.filter
                == .init(
                    zipCode: "94110", stores: ["Kroger", "Safeway"], mealPlan: "Week 47",
                    description:
                        "Deals for zip code 94110 at Kroger or Safeway, from meal plan \u{201C}Week 47\u{201D}."))
        // Active: d1 (ends today), d3, d4 (open-ended), d7, d9, d11, d13. Out: d2 ended yesterday,
        // d5 Aldi, d6 zip 10001, d8 listed tomorrow, d10 and d12 ended.
        #expect(report.activeDeals == 7)
        #expect(!report.isEmpty)
        #expect(
            SavingsPage.sentence(report)
                == "7 active deals; 4 of 5 items to buy have deals; cheapest for the list at Safeway.")
    }

    @Test func bestDealsArePercentOffThenSaving() throws {
        let report = try report(Self.plans + Self.lists + Self.deals)
        // d3 40 %; d1 100/300 = 33.3 %; d11 150/500 = 30 %; d4 60/380 = 15.8 %; d13 30/220 = 13.6 %;
        // d9 and d7 both 10 %: d9 saves 30 cents, d7's saving is unknown.
        #expect(
            report.bestDeals.map(\.item) == [
                "Tomatoes", "Roma Tomatoes", "Butter", "Whole milk", "Plain flour", "Bread", "Bananas",
            ])
        #expect(report.bestDeals.map(\.percentOff) == [40, 33.3, 30, 15.8, 13.6, 10, 10])
        #expect(report.bestDeals.map(\.savingCents) == [100, 100, 150, 60, 30, 30, nil])
        #expect(report.bestDeals.map(\.daysLeft) == [8, 0, 8, nil, 8, 2, 3])
        #expect(
            report.bestDeals[1]
                == .init(
                    store: "Kroger", item: "Roma Tomatoes", zipCode: "94110", priceCents: 200, originalCents: 300,
                    savingCents: 100, percentOff: 33.3, validUntil: Self.day(22), daysLeft: 0))
        let top = try self.report(Self.plans + Self.lists + Self.deals, limit: 3)
        #expect(top.bestDeals.map(\.item) == ["Tomatoes", "Roma Tomatoes", "Butter"])
        #expect(top.activeDeals == 7 && top.bestDealsLimit == 3)
    }

    @Test func dealsMatchOpenShoppingAndGroceryItemsByName() throws {
        let report = try report(Self.plans + Self.lists + Self.deals)
        // Basket: Bananas (shopping and Week 47), Eggs, Roma tomatoes, milk, Bread. Coffee is
        // checked and the Week 46 list belongs to a completed plan.
        #expect(report.basketItems == 5)
        #expect(report.matches.map(\.item) == ["Bananas", "Bread", "milk", "Roma tomatoes"])
        #expect(
            report.matches.map(\.lists) == [
                ["shopping list", "Week 47"], ["Week 47"], ["shopping list"], ["shopping list"],
            ])
        #expect(
            report.matches.map { $0.deals.map(\.store) } == [
                ["Kroger"], ["Safeway"], ["Safeway"], ["Safeway", "Kroger"],
            ])
        #expect(report.matches[3].deals.map(\.priceCents) == [150, 200], "cheapest first")
    }

    @Test func savingsPerStoreAndTheCheapestStoreForTheBasket() throws {
        let report = try report(Self.plans + Self.lists + Self.deals)
        // Safeway: tomatoes 100 + milk 60 + bread 30 = 190. Kroger: tomatoes 100; bananas' regular
        // price is unknown.
        #expect(
            report.storeSavings == [
                .init(store: "Safeway", matchedItems: 3, savingCents: 190, itemsWithoutRegularPrice: 0),
                .init(store: "Kroger", matchedItems: 2, savingCents: 100, itemsWithoutRegularPrice: 1),
            ])
        // Five items to buy: a store needs deals on three to be named; only Safeway has.
        #expect(
            report.basket
                == .init(rule: SavingsFindings.basketRule, listItems: 5, minimumItems: 3, cheapestStore: "Safeway"))
    }

    @Test func realisedSavingsFromPurchasesWhileADealRan() throws {
        let report = try report(Self.plans + Self.lists + Self.deals)
        // Flour (18 Nov, any store): d12 ended the 17th; d13 "Plain flour" ran, saving 30.
        // Butter (20 Nov, Kroger): d10 ran, saving 100; d11 saves more but is at Safeway.
        #expect(report.realised.items.map(\.item) == ["Flour", "Butter"])
        #expect(report.realised.items.map(\.purchasedOn) == [Self.day(18), Self.day(20)])
        #expect(report.realised.items.map(\.deal.item) == ["Plain flour", "Butter"])
        #expect(report.realised.items.map(\.deal.store) == ["Safeway", "Kroger"])
        #expect(report.realised.totalCents == 130)
    }

    @Test func mealPlanSavingsAreSummedOverThisMonth() throws {
        let report = try report(Self.plans)
        // November: Week 46 4.10 + Week 47 0.20 + Week 48 0.10 + No estimate; October is out.
        #expect(report.mealPlans == .init(month: "2026-11", plans: 4, plansWithoutEstimate: 1, totalCents: 440))
    }
}
