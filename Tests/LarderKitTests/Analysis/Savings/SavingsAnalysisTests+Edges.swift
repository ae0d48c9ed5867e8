import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore

extension SavingsAnalysisTests {
    @Test(arguments: [("2026-11-21", false), ("2026-11-22", true), ("2026-11-23", true), (nil, true)])
    func aDealIsActiveThroughItsLastDay(validUntil: String?, isActive: Bool) throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO deals (id, store_name, zip_code, item_name, original_price, discount_price, valid_until)
                    VALUES ('d1', 'Kroger', '94110', 'Tomatoes', 2.00, 1.00, ?)
                    """, arguments: [validUntil])
            try db.execute(
                sql: "INSERT INTO shopping_items (id, group_id, name, category_id) VALUES ('s1', 'g1', 'tomato', 'c')")
        }
        let report = try database.writer.read { try SavingsAnalysis(asOf: Self.asOf).analyse($0) }
        #expect(report.activeDeals == (isActive ? 1 : 0))
        #expect(report.matches.count == (isActive ? 1 : 0))
        #expect(report.storeSavings.map(\.savingCents) == (isActive ? [100] : []))
        #expect(report.filter.zipCode == nil, "with no meal plan every zip code counts")
    }

    @Test func dealsWithNothingToBuy() throws {
        let report = try report(
            """
            INSERT INTO deals (id, store_name, item_name, original_price, discount_price, valid_until) VALUES
                ('d1', 'Kroger', 'Tomatoes', 2.00, 1.00, '2026-11-30');
            """)
        #expect(!report.isEmpty)
        #expect(SavingsPage.sentence(report) == "1 active deal; nothing to buy.")
        #expect(report.matches.isEmpty && report.basket.cheapestStore == nil)
    }

    @Test func tenCentsAndTwentyCentsMakeThirtyExactly() throws {
        let report = try report(
            """
            INSERT INTO meal_plans (id, user_id, start_date, estimated_savings) VALUES
                ('m1', 'u1', '2026-11-01', 0.10), ('m2', 'u1', '2026-11-30', 0.20);
            INSERT INTO shopping_items (id, group_id, name, category_id, is_purchased, purchased_at) VALUES
                ('s1', 'g1', 'Apples', 'c', 0, NULL), ('s2', 'g1', 'Pears', 'c', 0, NULL),
                ('s3', 'g1', 'Plums', 'c', 1, '2026-11-20T10:00:00Z'), ('s4', 'g1', 'Figs', 'c', 1, '2026-11-21T10:00:00Z');
            INSERT INTO deals (id, store_name, item_name, original_price, discount_price) VALUES
                ('d1', 'Kroger', 'Apples', 1.10, 1.00), ('d2', 'Kroger', 'Pears', 0.70, 0.50),
                ('d3', 'Kroger', 'Plums', 0.40, 0.30), ('d4', 'Kroger', 'Figs', 0.90, 0.70);
            """)
        #expect(0.10 + 0.20 != 0.30)
        #expect(report.storeSavings.map(\.savingCents) == [30])
        #expect(report.basket.cheapestStore == "Kroger", "deals on both items to buy")
        #expect(report.realised.totalCents == 30)
        #expect(report.mealPlans.totalCents == 30)
    }

    @Test func eachOwnerSeesOnlyTheirOwnRows() throws {
        let sql = """
            INSERT INTO meal_plans (id, user_id, name, start_date, zip_code, estimated_savings) VALUES
                ('m1', 'u1', 'Alpha plan', '2026-11-16', '11111', 1.00),
                ('m2', 'u2', 'Bravo plan', '2026-11-16', '22222', 2.00);
            INSERT INTO shopping_items (id, group_id, name, category_id, is_purchased, purchased_at) VALUES
                ('s1', 'g1', 'Alpha apples', 'c', 0, NULL), ('s2', 'g1', 'Alpha figs', 'c', 1, '2026-11-20T10:00:00Z'),
                ('s3', 'g2', 'Bravo beans', 'c', 0, NULL), ('s4', 'g2', 'Bravo figs', 'c', 1, '2026-11-20T10:00:00Z');
            INSERT INTO grocery_lists (id, user_id, name) VALUES ('l1', 'u1', 'Alpha list'), ('l2', 'u2', 'Bravo list');
            INSERT INTO grocery_list_items (id, grocery_list_id, position, user_id, name) VALUES
                ('l1#0', 'l1', 0, 'u1', 'Alpha apples'), ('l2#0', 'l2', 0, 'u2', 'Bravo beans');
            INSERT INTO deals (id, store_name, zip_code, item_name, original_price, discount_price) VALUES
                ('d1', 'Alpha Mart', '11111', 'Alpha apples', 2.00, 1.00), ('d2', 'Alpha Mart', '11111', 'Alpha figs', 2.00, 1.50),
                ('d3', 'Bravo Foods', '22222', 'Bravo beans', 2.00, 1.00), ('d4', 'Bravo Foods', '22222', 'Bravo figs', 2.00, 1.50);
            """
        for (group, user) in [("g1", "u1"), ("g2", "u2")] {
            let report = try report(sql, scope: OwnerScope(groupIDs: [group], userIDs: [user]))
            let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
            let (mine, theirs) = group == "g1" ? ("Alpha", "Bravo") : ("Bravo", "Alpha")
            #expect(json.contains(mine), "\(user) sees its rows")
            #expect(!json.contains(theirs), "\(user) sees none of the other owner's rows")
            #expect(report.basketItems == 1)
            #expect(report.matches.map(\.lists) == [["shopping list", "\(mine) list"]])
            #expect(report.realised.totalCents == 50)
            #expect(report.mealPlans.totalCents == (group == "g1" ? 100 : 200))
        }
    }
}

extension SavingsAnalysisTests {
    /// A purchase on a deal priced per weight saves the saving per unit times the weight bought when the
    /// list gives it in that unit, else one unit, counted and said; a deal per item saves its saving once.
    /// 300 random purchases, against a `Decimal` total the test works out from the same numbers.
    @Test func aPurchaseOnADealPricedPerWeightSavesPerUnitBought() throws {
        var generator = SystemRandomNumberGenerator()
        let perWeight = [("Bananas (per lb)", "lb"), ("Chicken thighs $2.99/lb", "lb"), ("Beef mince per kg", "kg")]
        let listUnits: [String?] = ["lb", "kg", "pound", "lbs", "g", "each", nil]
        var rows: [String] = []
        var deals: [String] = []
        var expected = Decimal(0)
        var countedAsOne = 0
        for index in 0..<300 {
            let regular = Int.random(in: 100...900, using: &generator)
            let saving = Int.random(in: 1...regular - 1, using: &generator)
            let quantity = Double(Int.random(in: 1...40, using: &generator)) / 4
            let listUnit = listUnits.randomElement(using: &generator)!
            let name = "Item\(index)"
            let deal: String
            var savedCents = Decimal(saving)
            if let (label, unit) = Bool.random(using: &generator) ? perWeight.randomElement(using: &generator) : nil {
                deal = "\(name) \(label)"
                let sameUnit = ["lb": ["lb", "pound", "lbs"], "kg": ["kg"]][unit]!.contains(listUnit ?? "")
                if sameUnit {
                    savedCents =
                        (Decimal(saving) * Decimal(quantity) as NSDecimalNumber)
                        .rounding(
                            accordingToBehavior: NSDecimalNumberHandler(
                                roundingMode: .plain, scale: 0, raiseOnExactness: false, raiseOnOverflow: false,
                                raiseOnUnderflow: false, raiseOnDivideByZero: false)
                        ).decimalValue
                } else {
                    countedAsOne += 1
                }
            } else {
                deal = "\(name) 8 oz"
            }
            expected += savedCents
            let unitSQL = listUnit.map { "'\($0)'" } ?? "NULL"
            rows.append("('s\(index)', 'g1', '\(name)', 'c', \(quantity), \(unitSQL), 1, '2026-11-20T10:00:00Z')")
            deals.append(
                "('d\(index)', 'Kroger', '\(deal)', \(Double(regular) / 100), \(Double(regular - saving) / 100))")
        }
        let report = try report(
            """
            INSERT INTO shopping_items (id, group_id, name, category_id, quantity, unit, is_purchased, purchased_at)
                VALUES \(rows.joined(separator: ",\n"));
            INSERT INTO deals (id, store_name, item_name, original_price, discount_price)
                VALUES \(deals.joined(separator: ",\n"));
            """)
        #expect(report.realised.items.count == 300)
        #expect(Decimal(report.realised.totalCents) == expected)
        #expect(report.realised.itemsPerWeightUnit == countedAsOne)
    }
}
