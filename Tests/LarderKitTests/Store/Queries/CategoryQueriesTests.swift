import GRDB
import Testing

@testable import LarderStore

/// Store's reads and writes for resolving the category names shopping items hold.
@Suite struct CategoryQueriesTests {
    /// A database with three categories and three shopping items: one pointing at a category by id,
    /// one holding a name, one holding an id no file gave.
    static func seeded() throws -> LarderDatabase {
        try .holding(
            """
            INSERT INTO categories (id, group_id, name) VALUES
                ('c-tea', 'g2', 'Tea'), ('c-dairy', NULL, 'Dairy'), ('c-dairy-g1', 'g1', 'Dairy');
            INSERT INTO shopping_items (id, group_id, name, category_id) VALUES
                ('s1', 'g1', 'Milk', 'c-dairy-g1'), ('s2', 'g1', 'Cheese', 'dairy'),
                ('s3', 'g2', 'Bread', 'c-bakery');
            """)
    }

    @Test func allCategoriesComeByID() throws {
        let categories = try Self.seeded().writer.read { try CategoryQueries.all(in: $0) }
        #expect(
            categories.map { "\($0.id) \($0.groupID ?? "-") \($0.name ?? "-")" } == [
                "c-dairy - Dairy", "c-dairy-g1 g1 Dairy", "c-tea g2 Tea",
            ])
    }

    @Test func aCategoryExistsOnlyByItsID() throws {
        let database = try Self.seeded()
        #expect(try database.writer.read { try CategoryQueries.exists(id: "c-tea", in: $0) })
        #expect(try !database.writer.read { try CategoryQueries.exists(id: "Tea", in: $0) })
    }

    @Test func theStoredCategoryOfAnItemIsFoundUnlessTheItemAlreadyHoldsTheValue() throws {
        let database = try Self.seeded()
        let stored = try database.writer.read {
            try CategoryQueries.storedCategory(ofShoppingItem: "s1", otherThan: "dairy", in: $0)
        }
        #expect(stored.map { "\($0.id) \($0.groupID ?? "-") \($0.name ?? "-")" } == "c-dairy-g1 g1 Dairy")
        for (item, value) in [("s1", "c-dairy-g1"), ("s3", "bakery"), ("s9", "dairy")] {
            let none = try database.writer.read {
                try CategoryQueries.storedCategory(ofShoppingItem: item, otherThan: value, in: $0)
            }
            #expect(none == nil, "\(item) holding \(value)")
        }
    }

    @Test func itemsWhoseCategoryIDNamesNoCategoryAreListedThenSet() throws {
        let database = try Self.seeded()
        let unresolved = try database.writer.read { try CategoryQueries.shoppingItemsWithUnknownCategory(in: $0) }
        #expect(
            unresolved.map { "\($0.id) \($0.groupID ?? "-") \($0.categoryID)" } == ["s2 g1 dairy", "s3 g2 c-bakery"])
        try database.writer.write { try CategoryQueries.setCategory("c-dairy-g1", ofShoppingItem: "s2", in: $0) }
        let after = try database.writer.read { try CategoryQueries.shoppingItemsWithUnknownCategory(in: $0) }
        #expect(after.map(\.id) == ["s3"])
        let stored = try database.writer.read {
            try String.fetchOne($0, sql: "SELECT category_id FROM shopping_items WHERE id = 's2'")
        }
        #expect(stored == "c-dairy-g1")
    }
}
