import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

@Suite struct ExpiryAnalysisTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    func report(_ rows: [(String, String?, String?, String)]) throws -> ExpiryFindings {
        let database = try LarderDatabase()
        try database.writer.write { db in
            for (index, row) in rows.enumerated() {
                try db.execute(
                    sql:
                        "INSERT INTO inventory_items (id, name, expiration_date, best_before_date, location) VALUES (?, ?, ?, ?, ?)",
                    arguments: ["i\(index)", row.0, row.1, row.2, row.3])
            }
        }
        return try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
    }

    @Test func classifiesByExpirationAndKeepsBestBeforeApart() throws {
        let report = try report([
            ("Milk", "2026-11-21", nil, "Fridge"),
            ("Yoghurt", "2026-11-22", nil, "Fridge"),
            ("Cream", "2026-11-27", nil, "Fridge"),
            ("Cheese", "2026-11-28", nil, "Fridge"),
            ("Oats", nil, "2026-11-01", "Pantry"),
            ("Bread", nil, "2026-11-23", "Pantry"),
            ("Bananas", nil, nil, "Bowl"),
        ])
        #expect(report.inStock == 7)
        #expect(report.throwOut.map(\.name) == ["Milk"])
        #expect(report.throwOut[0].daysLeft == -1)
        #expect(report.throwOut[0].dateKind == .expiration)
        #expect(report.check.map(\.name) == ["Oats"])
        #expect(report.check[0].dateKind == .bestBefore)
        #expect(report.eatToday.map(\.name) == ["Yoghurt"])
        #expect(report.eatThisWeek.map(\.name) == ["Bread", "Cream"])
        #expect(report.undated.map(\.name) == ["Bananas"])
        #expect(
            report.byLocation == [
                .init(name: "Bowl", throwOut: 0, check: 0, eatToday: 0, eatThisWeek: 0, total: 1),
                .init(name: "Fridge", throwOut: 1, check: 0, eatToday: 1, eatThisWeek: 1, total: 4),
                .init(name: "Pantry", throwOut: 0, check: 1, eatToday: 0, eatThisWeek: 1, total: 2),
            ])
    }

    @Test func theWindowCrossesAMonthAndAYear() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO inventory_items (id, name, expiration_date) VALUES ('a', 'Ham', '2027-01-02')")
        }
        let asOf = CivilDate(year: 2026, month: 12, day: 29)!
        let report = try database.writer.read {
            try ExpiryAnalysis(ReportSettings(asOf: asOf, dueWithinDays: 4)).analyse($0)
        }
        #expect(report.eatThisWeek.map(\.daysLeft) == [4])
    }

    @Test func consumedAndDiscardedItemsAreNotInStock() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO inventory_items (id, name, expiration_date, status) VALUES ('a', 'Ham', '2026-11-20', 'consumed')"
            )
            try db.execute(
                sql:
                    "INSERT INTO inventory_items (id, name, expiration_date, status) VALUES ('b', 'Jam', '2026-11-20', 'discarded')"
            )
        }
        let report = try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
        #expect(report.inStock == 0)
        #expect(report.throwOut.isEmpty)
    }
}

@Suite struct OwnerScopeTests {
    @Test func aScopeReadsItsOwnersRowsAndSharedRowsOnly() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            for (id, group) in [("a", "g1"), ("b", "g2"), ("c", nil)] as [(String, String?)] {
                try db.execute(
                    sql:
                        "INSERT INTO inventory_items (id, group_id, name, expiration_date) VALUES (?, ?, ?, '2026-11-20')",
                    arguments: [id, group, "item-\(id)"])
            }
        }
        let asOf = CivilDate(year: 2026, month: 11, day: 22)!
        let scoped = try database.writer.read { db in
            try ExpiryAnalysis(asOf: asOf, scope: OwnerScope(groupIDs: ["g1"], userIDs: ["u1"])).analyse(db)
        }
        #expect(scoped.throwOut.map(\.name) == ["item-a", "item-c"])
        let everyone = try database.writer.read { try ExpiryAnalysis(asOf: asOf).analyse($0) }
        #expect(everyone.throwOut.count == 3)
    }

    @Test func anOwnersOwnRowIsTheirsByItsID() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO users (id, name) VALUES ('u1', 'Ann'), ('u2', 'Bob')")
            try db.execute(sql: "INSERT INTO groups (id, name) VALUES ('g1', 'Home'), ('g2', 'Office')")
        }
        func names(_ table: String, _ scope: OwnerScope) throws -> [String] {
            let request: SQLRequest<String> =
                "SELECT name FROM \(sql: table) WHERE \(scope.filter.condition(table: table)) ORDER BY name"
            return try database.writer.read(request.fetchAll)
        }
        let household = OwnerScope(groupIDs: ["g1"], userIDs: ["u1"])
        #expect(try names("users", household) == ["Ann"])
        #expect(try names("groups", household) == ["Home"])
        #expect(try names("users", .everyone) == ["Ann", "Bob"])
    }
}

@Suite struct ExpiryValueAndWasteTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    func database(_ statements: [String]) throws -> LarderDatabase {
        let database = try LarderDatabase()
        try database.writer.write { db in for sql in statements { try db.execute(sql: sql) } }
        return database
    }

    @Test func undatedItemsGetARecommendedDateFromShelfLife() throws {
        let database = try database([
            "INSERT INTO shelf_life (id, category, product, pantry_days, refrigerator_days) VALUES ('s1', 'Produce', NULL, 5, 7)",
            "INSERT INTO shelf_life (id, category, product, pantry_days) VALUES ('s2', 'Produce', 'bananas', 4)",
            """
            INSERT INTO inventory_items (id, name, category, location, purchase_date) VALUES
                ('a', 'Bananas', 'Produce', 'Fruit bowl', '2026-11-20'),
                ('b', 'Kale', 'produce', 'Fridge', '2026-11-19'),
                ('c', 'Honey', 'Pantry', 'Pantry', '2026-11-01'),
                ('d', 'Leeks', 'Produce', 'Fridge', NULL)
            """,
        ])
        let report = try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
        #expect(report.undated.map(\.name) == ["Bananas", "Kale", "Honey", "Leeks"])
        #expect(report.undated.map { $0.recommendedDate?.description } == ["2026-11-24", "2026-11-26", nil, nil])
    }

    @Test func aProductNamedByItsOwnNameBeatsAKeywordAndTheShorterTimeATie() throws {
        let database = try database([
            """
            INSERT INTO shelf_life (id, category, product, name_subtitle, keywords, pantry_days, refrigerator_days, source)
            VALUES ('297', 'Produce', 'Potatoes', NULL, 'Potatoes,potato', 30, 7, 'FoodKeeper'),
                   ('422', 'Produce', 'Yams/sweet potatoes', NULL, 'Yams,sweet potatoes,potatoes,potato,yam', 14, NULL, 'FoodKeeper'),
                   ('s1', 'Produce', 'potatoes', NULL, NULL, 35, NULL, 'larder'),
                   ('3', 'Dairy Products & Eggs', 'Cheese', 'hard such as cheddar, swiss', 'Cheese,cheddar', NULL, 180, 'FoodKeeper'),
                   ('10', 'Dairy Products & Eggs', 'Cream cheese', NULL, NULL, NULL, 14, 'FoodKeeper'),
                   ('294', 'Produce', 'Onions', 'yellow, white, red, etc.', 'Onions,onion', 30, 60, 'FoodKeeper'),
                   ('s2', 'Produce', 'onions', NULL, NULL, 30, NULL, 'larder')
            """,
            """
            INSERT INTO inventory_items (id, name, category, location, purchase_date) VALUES
                ('a', 'Potatoes', 'Produce', 'Cellar', '2026-11-07'),
                ('b', 'Sweet potatoes', 'Produce', 'Cellar', '2026-11-07'),
                ('c', 'Cream cheese', 'Dairy', 'Fridge', '2026-11-10'),
                ('d', 'Cheddar cheese', 'Dairy', 'Fridge', '2026-11-10'),
                ('e', 'Yellow onions', 'Produce', 'Cellar', '2026-11-07')
            """,
        ])
        let report = try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
        let basis = Dictionary(uniqueKeysWithValues: report.undated.map { ($0.name, $0.recommendationBasis ?? "") })
        #expect(basis["Potatoes"] == "Potatoes — FoodKeeper, pantry 30 days")
        #expect(basis["Sweet potatoes"] == "Yams/sweet potatoes — FoodKeeper, pantry 14 days")
        #expect(basis["Cream cheese"] == "Cream cheese — FoodKeeper, refrigerator 14 days")
        #expect(basis["Cheddar cheese"] == "Cheese, hard such as cheddar, swiss — FoodKeeper, refrigerator 180 days")
        #expect(basis["Yellow onions"] == "Onions, yellow, white, red, etc. — FoodKeeper, pantry 30 days")
    }

    @Test func valueAtRiskIsSummedPerCurrencyInExactCents() throws {
        let database = try database([
            """
            INSERT INTO inventory_items (id, name, expiration_date, price, currency_code) VALUES
                ('a', 'Milk', '2026-11-23', 0.10, 'EUR'),
                ('b', 'Cream', '2026-11-22', 0.20, 'eur'),
                ('c', 'Salmon', '2026-11-24', 7.99, 'USD'),
                ('d', 'Rice', '2027-01-01', 3.00, 'EUR'),
                ('e', 'Jam', '2026-11-23', 1.50, NULL)
            """
        ])
        let report = try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
        #expect(
            report.valueAtRisk == [
                MoneyAmount(currency: "EUR", cents: 30), MoneyAmount(currency: "USD", cents: 799),
                MoneyAmount(currency: nil, cents: 150),
            ])
        #expect(TextFormat.money(report.valueAtRisk) == "€0.30 + $7.99 + 1.50")
    }

    @Test func wasteThisWeekCountsDiscardedAndExpiredSinceMonday() throws {
        let database = try database([
            """
            INSERT INTO inventory_items (id, name, expiration_date, status, discarded_at, price, currency_code) VALUES
                ('a', 'Milk', '2026-11-20', 'in_stock', NULL, 1.19, 'EUR'),
                ('b', 'Feta', '2026-11-14', 'in_stock', NULL, 1.99, 'EUR'),
                ('c', 'Bread', NULL, 'discarded', '2026-11-17', 2.50, 'EUR'),
                ('d', 'Soup', NULL, 'discarded', '2026-11-15', 3.00, 'EUR')
            """
        ])
        let report = try database.writer.read { try ExpiryAnalysis(asOf: Self.asOf).analyse($0) }
        #expect(report.weekStart.description == "2026-11-16")
        #expect(report.wasteThisWeek.map(\.name) == ["Bread", "Milk"])
        #expect(report.wasteCost == [MoneyAmount(currency: "EUR", cents: 369)])
    }
}

@Suite struct UseItUpTests {
    @Test func recipesUsingTheMostDueItemsComeFirst() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO inventory_items (id, name, expiration_date) VALUES
                        ('a', 'Roma tomatoes', '2026-11-23'), ('b', 'Baby spinach', '2026-11-22'),
                        ('c', 'Feta', '2026-11-24'), ('d', 'Rice', '2027-03-01');
                    INSERT INTO recipes (id, name, ingredients) VALUES
                        ('r1', 'Shakshuka', '[{"name":"tomatoes","quantity":4},{"name":"eggs"},{"name":"feta cheese"}]'),
                        ('r2', 'Spinach pie', '["spinach","Feta","filo pastry"]'),
                        ('r3', 'Tomato salad', '["tomato","onion"]'),
                        ('r4', 'Rice pudding', '["rice","milk"]'),
                        ('r5', 'No list', NULL);
                    """)
        }
        let asOf = CivilDate(year: 2026, month: 11, day: 22)!
        let report = try database.writer.read { try ExpiryAnalysis(asOf: asOf).analyse($0) }
        #expect(
            report.useItUp == [
                .init(
                    name: "Spinach pie", uses: ["Baby spinach", "Feta"], ingredientCount: 3, toThrowOut: [],
                    missing: ["filo pastry"]),
                .init(
                    name: "Shakshuka", uses: ["Roma tomatoes", "Feta"], ingredientCount: 3, toThrowOut: [],
                    missing: ["eggs"]),
                .init(
                    name: "Tomato salad", uses: ["Roma tomatoes"], ingredientCount: 2, toThrowOut: [],
                    missing: ["onion"]),
            ])
    }

    /// A recipe is suggested only for food to eat, and names each ingredient only food to throw out has;
    /// an ingredient another item in stock has (one to check, or due later) is neither to throw out nor
    /// missing.
    @Test func aRecipeNamesItsIngredientsToThrowOutAndMissing() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO inventory_items (id, name, expiration_date, best_before_date) VALUES
                        ('a', 'Eggs', '2026-11-23', NULL), ('b', 'Feta', '2026-11-18', NULL),
                        ('c', 'Ground beef', '2026-11-20', NULL), ('d', 'Milk', '2026-11-19', NULL),
                        ('e', 'Milk', '2026-12-19', NULL), ('f', 'Flour', NULL, '2026-11-01');
                    INSERT INTO recipes (id, name, ingredients) VALUES
                        ('r1', 'Shakshuka with Feta', '["eggs","feta","onion"]'),
                        ('r2', 'Pancakes', '["eggs","milk","flour"]'),
                        ('r3', 'Burgers', '["ground beef","buns"]');
                    """)
        }
        let asOf = CivilDate(year: 2026, month: 11, day: 22)!
        let report = try database.writer.read { try ExpiryAnalysis(asOf: asOf).analyse($0) }
        #expect(report.throwOut.map(\.name) == ["Feta", "Milk", "Ground beef"])
        #expect(report.check.map(\.name) == ["Flour"])
        #expect(
            report.useItUp == [
                .init(name: "Pancakes", uses: ["Eggs"], ingredientCount: 3, toThrowOut: [], missing: []),
                .init(
                    name: "Shakshuka with Feta", uses: ["Eggs"], ingredientCount: 3, toThrowOut: ["Feta"],
                    missing: ["onion"]),
            ], "never the burgers: their only item in stock is to throw out")
    }
}
