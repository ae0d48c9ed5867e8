import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// Migration v19's views answer as docs/SCHEMA.md says, checked against dates and sums this test works out
/// on its own (Foundation's calendar, integer cents): the views that say "today" read the local date.
@Suite struct ViewsMigrationTests {
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    /// The local date `days` from today, as `YYYY-MM-DD`.
    static func day(_ days: Int, from start: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: start))!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    private func rows(_ sql: String) throws -> [String] {
        try database.writer.read { try String.fetchAll($0, sql: sql) }
    }

    private func insert(_ sql: String) throws {
        try database.writer.write { try $0.execute(sql: sql) }
    }

    @Test func everyViewHasTheColumnsTheCatalogDocuments() throws {
        try database.writer.read { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")
            #expect(names == Catalog.views.map(\.name).sorted())
            for view in Catalog.views {
                let columns = try String.fetchAll(
                    db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [view.name])
                #expect(columns == view.columns.map(\.name), "\(view.name)")
            }
        }
    }

    @Test func dueSoonListsFoodInStockDueWithinAWeekOrPastSoonestFirst() throws {
        let d = { Self.day($0) }
        try insert(
            """
            INSERT INTO categories (id, name) VALUES ('cat-dairy', 'Dairy');
            INSERT INTO locations (id, name) VALUES ('loc-fridge', 'Fridge');
            INSERT INTO inventory_items (id, name, category_id, location_id, expiration_date, best_before_date, status)
            VALUES ('i-past', 'Milk', 'cat-dairy', 'loc-fridge', '\(d(-3))', NULL, 'in_stock'),
                ('i-today', 'Yogurt', NULL, NULL, '\(d(0))', NULL, 'in_stock'),
                ('i-week', 'Cheese', NULL, NULL, '\(d(7))', NULL, 'in_stock'),
                ('i-later', 'Butter', NULL, NULL, '\(d(8))', NULL, 'in_stock'),
                ('i-quality', 'Crackers', NULL, NULL, '\(d(30))', '\(d(2))', 'in_stock'),
                ('i-eaten', 'Ham', NULL, NULL, '\(d(1))', NULL, 'consumed'),
                ('i-undated', 'Rice', NULL, NULL, NULL, NULL, 'in_stock');
            UPDATE inventory_items SET category = 'Snacks', location = 'Pantry' WHERE id = 'i-quality';
            """)
        #expect(
            try rows(
                "SELECT id || ' ' || due_date || ' ' || due_kind || ' ' || days_left || ' ' || quote(category) || ' ' || quote(location) FROM due_soon"
            )
                == [
                    "i-past \(d(-3)) expires -3 'Dairy' 'Fridge'", "i-today \(d(0)) expires 0 NULL NULL",
                    "i-quality \(d(2)) best before 2 'Snacks' 'Pantry'", "i-week \(d(7)) expires 7 NULL NULL",
                ])
    }

    @Test func activeDealsAreThoseWithoutAnEndOrEndingTodayOrLaterBestSavingFirst() throws {
        try insert(
            """
            INSERT INTO deals (id, store_name, item_name, discount_price, original_price, valid_until) VALUES
                ('d-ended', 'Corner', 'Pears', 1, 9, '\(Self.day(-1))'),
                ('d-today', 'Corner', 'Apples', 2.5, 2.99, '\(Self.day(0))'),
                ('d-open', 'Corner', 'Limes', 1.1, 3.3, NULL),
                ('d-plain', 'Corner', 'Bread', 2, NULL, '\(Self.day(5))');
            """)
        #expect(
            try rows("SELECT id || ' ' || quote(saving) FROM active_deals") == [
                "d-open 2.2", "d-today 0.49", "d-plain NULL",
            ])
    }

    @Test func theShoppingWalkGoesStoreByStoreAisleByAisleNumbersInOrder() throws {
        try insert(
            """
            INSERT INTO categories (id, name) VALUES ('c', 'Food');
            INSERT INTO aisle_locations (id, store_name, item_name, aisle) VALUES
                ('a1', 'FreshMart', 'milk', '10'), ('a2', 'FreshMart', 'bread', '2'), ('a3', 'FreshMart', 'apples', 'Produce'),
                ('a4', 'Corner', 'milk', '1'), ('a5', 'Corner', 'eggs', '3');
            INSERT INTO aisle_locations (id, store_name, store_chain, item_name, aisle) VALUES
                ('a6', 'H Mart Cambridge', 'H Mart', 'tofu', 'Aisle 10'), ('a7', 'H Mart Cambridge', 'H Mart', 'rice', 'Aisle 9');
            INSERT INTO shopping_items (id, group_id, name, category_id, where_to_buy, is_purchased) VALUES
                ('s1', 'g', ' Milk ', 'c', 'FreshMart', 0), ('s2', 'g', 'Bread', 'c', NULL, 0),
                ('s3', 'g', 'Apples', 'c', 'FreshMart', 0), ('s4', 'g', 'Soap', 'c', 'FreshMart', 0),
                ('s5', 'g', 'Eggs', 'c', NULL, 1), ('s6', 'g', 'Tea', 'c', NULL, 0), ('s7', 'g', 'Tofu', 'c', 'h mart', 0),
                ('s8', 'g', 'Rice', 'c', 'h mart', 0);
            """)
        #expect(
            try rows(
                "SELECT quote(store) || ' ' || quote(aisle) || ' ' || id || ' ' || quote(aisle_map) FROM shopping_walk")
                == [
                    "'FreshMart' '2' s2 'FreshMart'", "'FreshMart' '10' s1 'FreshMart'",
                    "'FreshMart' 'Produce' s3 'FreshMart'", "'FreshMart' NULL s4 NULL",
                    "'h mart' 'Aisle 9' s8 'H Mart Cambridge'", "'h mart' 'Aisle 10' s7 'H Mart Cambridge'",
                    "NULL NULL s6 NULL",
                ])
        #expect(try rows("SELECT DISTINCT category FROM shopping_walk") == ["Food"])
    }

    /// Many entries on random days of a year: each user's weekly sums of PLANNED and ACTUAL amounts match
    /// sums in integer cents per Monday the test's calendar finds.
    @Test(arguments: [1, 2, 3] as [UInt64]) func budgetByWeekSumsEachUsersWeeksFromMonday(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!
        var expected: [String: (planned: Int, actual: Int, entries: Int)] = [:]
        var values: [String] = []
        for index in 0..<300 {
            let date = calendar.date(byAdding: .day, value: Int.random(in: 0..<365, using: &random), to: start)!
            let monday = calendar.dateInterval(of: .weekOfYear, for: date)!.start
            let user = ["u-1", "u-2"][Int.random(in: 0...1, using: &random)]
            let cents = Int.random(in: 1...20_000, using: &random)
            let planned = Bool.random(using: &random)
            let key = "\(user) \(Self.format(monday, calendar))"
            var sums = expected[key] ?? (0, 0, 0)
            if planned { sums.planned += cents } else { sums.actual += cents }
            sums.entries += 1
            expected[key] = sums
            values.append(
                "('b\(index)', '\(user)', \(cents / 100).\(String(format: "%02d", cents % 100)), '\(Self.format(date, calendar))', '\(planned ? "PLANNED" : "ACTUAL")')"
            )
        }
        try insert(
            "INSERT INTO users (id, name) VALUES ('u-1', 'Ana'), ('u-2', 'Ben');"
                + "INSERT INTO budget_entries (id, user_id, amount, date, type) VALUES \(values.joined(separator: ", "))"
        )
        let got = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM budget_by_week")
        }
        #expect(got.count == expected.count)
        for row in got {
            let key = "\(row["user_id"] as String) \(row["week_start"] as String)"
            let sums = try #require(expected[key], "\(key)")
            #expect(Int((row["planned"] as Double * 100).rounded()) == sums.planned, "\(key)")
            #expect(Int((row["actual"] as Double * 100).rounded()) == sums.actual, "\(key)")
            #expect(row["entries"] as Int == sums.entries, "\(key)")
            #expect(row["user_name"] as String == (row["user_id"] as String == "u-1" ? "Ana" : "Ben"))
        }
        let weeks = got.map { $0["week_start"] as String }
        #expect(weeks == weeks.sorted())
    }

    private static func format(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
