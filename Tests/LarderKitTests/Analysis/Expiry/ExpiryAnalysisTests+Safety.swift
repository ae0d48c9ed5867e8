import Testing

@testable import LarderAnalysis
@testable import LarderStore
@testable import LarderValues

/// Food safety first: past an expiration date is to throw out, past best before or an estimated date
/// is to check, and every item is in one list only, counted as waste or used up, never both.
@Suite struct ExpirySafetyTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 24)!

    /// The report as of 24 November (a Tuesday; the week began on Monday 23) over `values`, rows of
    /// `(id, name, expiration_date, best_before_date, expiration_estimated, status, discarded_at, price)`.
    func report(_ values: String, recipes: String? = nil) throws -> ExpiryFindings {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO inventory_items (id, name, expiration_date, best_before_date, expiration_estimated,
                        status, discarded_at, price, currency_code) VALUES \(values)
                    """)
            if let recipes { try db.execute(sql: "INSERT INTO recipes (id, name, ingredients) VALUES \(recipes)") }
        }
        return try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
    }

    @Test func pastAGivenExpirationDateIsToThrowOut() throws {
        let report = try report("('a', 'Ground beef', '2026-11-23', NULL, 0, 'in_stock', NULL, 5.49, 'USD')")
        #expect(report.throwOut.map(\.name) == ["Ground beef"])
        #expect(report.throwOut[0].dateKind == .expiration)
        #expect(!report.throwOut[0].isEstimated)
        #expect(report.check.isEmpty && report.eatToday.isEmpty && report.eatThisWeek.isEmpty)
    }

    @Test func pastBestBeforeOnlyIsToCheckNotToThrowOut() throws {
        let report = try report("('a', 'Crackers', NULL, '2026-11-10', 0, 'in_stock', NULL, NULL, NULL)")
        #expect(report.throwOut.isEmpty)
        #expect(report.check.map(\.name) == ["Crackers"])
        #expect(report.check[0].dateKind == .bestBefore)
        #expect(report.wasteThisWeek.isEmpty, "food that may still be fine is not waste")
    }

    @Test func pastAnEstimatedExpirationDateIsToCheckAndSaysEstimated() throws {
        let report = try report("('a', 'Carrots', '2026-11-23', NULL, 1, 'in_stock', NULL, NULL, NULL)")
        #expect(report.throwOut.isEmpty)
        #expect(report.check.map(\.name) == ["Carrots"])
        #expect(report.check[0].isEstimated && report.check[0].dateKind == .expiration)
        #expect(report.wasteThisWeek.isEmpty)
    }

    /// High-risk food past any date, printed or estimated, is to throw out and says why; shelf-stable
    /// food and other food past best before or an estimated date stays to check.
    @Test func highRiskFoodPastAnyDateIsToThrowOut() throws {
        let report = try report(
            """
            ('a', 'Leftover pad thai', '2026-11-22', NULL, 1, 'in_stock', NULL, NULL, NULL),
            ('b', 'Smoked ham', '2026-11-30', '2026-11-23', 0, 'in_stock', NULL, NULL, NULL),
            ('c', 'Canned salmon', NULL, '2026-11-01', 0, 'in_stock', NULL, NULL, NULL),
            ('d', 'Chickpeas', '2026-11-20', NULL, 1, 'in_stock', NULL, NULL, NULL),
            ('e', 'Salmon fillet', '2026-11-25', NULL, 1, 'in_stock', NULL, NULL, NULL)
            """)
        #expect(report.throwOut.map(\.name) == ["Leftover pad thai", "Smoked ham"])
        #expect(report.throwOut.map { $0.highRisk?.kind } == ["cookedLeftovers", "meat"])
        #expect(report.throwOut[0].highRisk?.reason == "\"leftover\" in its name")
        #expect(report.throwOut[1].dateKind == .bestBefore && report.throwOut[1].expirationDate != nil)
        #expect(report.check.map(\.name) == ["Canned salmon", "Chickpeas"])
        #expect(report.check.allSatisfy { $0.highRisk == nil })
        #expect(report.eatThisWeek.first?.highRisk?.kind == "seafood", "high-risk food still ahead says so too")
        #expect(report.wasteThisWeek.map(\.name) == ["Smoked ham"], "the pad thai expired last week")
    }

    @Test(arguments: [
        // Best before past, expiration ahead: safe, quality to check.
        ("'2026-11-28'", "'2026-11-20'", "check", "2026-11-20"),
        // Expiration past, best before ahead: unsafe, whatever the best-before date says.
        ("'2026-11-22'", "'2026-11-30'", "throwOut", "2026-11-22"),
        // Neither past: due by the sooner, here the best-before date.
        ("'2026-11-29'", "'2026-11-24'", "eatToday", "2026-11-24"),
        ("'2026-11-26'", "'2026-12-10'", "eatThisWeek", "2026-11-26"),
        ("'2026-12-20'", "'2026-12-10'", "later", "2026-12-10"),
    ])
    func anItemWithBothDates(expiration: String, bestBefore: String, list: String, date: String) throws {
        let report = try report("('a', 'Tofu', \(expiration), \(bestBefore), 0, 'in_stock', NULL, NULL, NULL)")
        let lists = [
            "throwOut": report.throwOut, "check": report.check, "eatToday": report.eatToday,
            "eatThisWeek": report.eatThisWeek, "undated": report.undated,
        ]
        for (name, items) in lists {
            #expect(items.map(\.name) == (name == list ? ["Tofu"] : []), "\(name)")
            #expect(items.allSatisfy { $0.date?.description == date })
        }
    }

    @Test func anItemToCheckByItsBestBeforeDateKeepsItsExpirationDate() throws {
        let report = try report("('a', 'Cream', '2026-11-24', '2026-11-20', 0, 'in_stock', NULL, NULL, NULL)")
        #expect(report.check.map(\.name) == ["Cream"])
        #expect(report.check[0].date == CivilDate(year: 2026, month: 11, day: 20))
        #expect(report.check[0].expirationDate == Self.asOf, "it also expires today, and the page says so")
    }

    @Test func dueTodayAndWithinTheWindowAreToEat() throws {
        let report = try report(
            """
            ('a', 'Yoghurt', '2026-11-24', NULL, 0, 'in_stock', NULL, NULL, NULL),
            ('b', 'Bread', NULL, '2026-11-24', 0, 'in_stock', NULL, NULL, NULL),
            ('c', 'Cream', '2026-11-29', NULL, 0, 'in_stock', NULL, NULL, NULL),
            ('d', 'Cheese', '2026-11-30', NULL, 0, 'in_stock', NULL, NULL, NULL),
            ('e', 'Soup', '2026-11-26', NULL, 1, 'in_stock', NULL, NULL, NULL)
            """)
        #expect(report.eatToday.map(\.name) == ["Bread", "Yoghurt"])
        #expect(report.eatThisWeek.map(\.name) == ["Soup", "Cream"])
        #expect(report.eatThisWeek[0].isEstimated, "an estimated date still ahead is shown, and says so")
        #expect(report.throwOut.isEmpty && report.check.isEmpty)
    }

    @Test func everyItemIsInOneListAndCountedAsWasteOrUsedUpNeverBoth() throws {
        let report = try report(
            """
            ('a', 'Ground beef', '2026-11-23', NULL, 0, 'in_stock', NULL, 5.49, 'USD'),
            ('b', 'Milk', '2026-11-15', NULL, 0, 'in_stock', NULL, 1.19, 'USD'),
            ('c', 'Tomatoes', NULL, '2026-11-23', 0, 'in_stock', NULL, 2.00, 'USD'),
            ('d', 'Spinach', '2026-11-24', NULL, 0, 'in_stock', NULL, 1.99, 'USD'),
            ('e', 'Feta', '2026-11-27', '2026-11-26', 0, 'in_stock', NULL, 3.00, 'USD'),
            ('f', 'Rice', '2027-03-01', NULL, 0, 'in_stock', NULL, 2.50, 'USD'),
            ('g', 'Bread', NULL, NULL, 0, 'discarded', '2026-11-23', 2.50, 'USD'),
            ('h', 'Beef stock', '2026-11-23', NULL, 1, 'in_stock', NULL, NULL, NULL)
            """,
            recipes: """
                ('r1', 'Beef ragù', '["ground beef","tomatoes","beef stock"]'),
                ('r2', 'Spinach pie', '["spinach","feta","milk"]')
                """)
        let lists = [report.throwOut, report.check, report.eatToday, report.eatThisWeek, report.undated]
        let listed = lists.flatMap { $0.map(\.name) }
        #expect(listed.count == Set(listed).count, "no item in two lists")
        #expect(report.throwOut.map(\.name) == ["Milk", "Ground beef"])
        #expect(report.check.map(\.name) == ["Beef stock", "Tomatoes"])
        #expect(report.eatToday.map(\.name) == ["Spinach"])
        #expect(report.eatThisWeek.map(\.name) == ["Feta"])

        // Waste: what was thrown away and what expired since Monday; never Milk (expired last week).
        #expect(report.wasteThisWeek.map(\.name) == ["Bread", "Ground beef"])
        #expect(report.wasteCost == [MoneyAmount(currency: "USD", cents: 799)])
        // Use it up: only what is to eat; the ragù's beef and stock are not food to use.
        #expect(
            report.useItUp == [
                .init(
                    name: "Spinach pie", uses: ["Spinach", "Feta"], ingredientCount: 3, toThrowOut: ["Milk"],
                    missing: [])
            ])
        let usedUp = Set(report.useItUp.flatMap(\.uses))
        #expect(usedUp.isDisjoint(with: report.wasteThisWeek.map(\.name)))
        #expect(usedUp.isSubset(of: (report.eatToday + report.eatThisWeek).map(\.name)))
        // Value at risk: what can still be saved, not what is to throw out.
        #expect(report.valueAtRisk == [MoneyAmount(currency: "USD", cents: 699)])
    }
}
