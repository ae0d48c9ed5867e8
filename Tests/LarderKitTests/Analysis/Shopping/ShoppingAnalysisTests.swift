import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

@Suite struct ShoppingAnalysisTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!

    /// A household's list: four open items at Kroger (spelled two ways), one at Aldi plus one
    /// bought there after `asOf`, one with no store; two bought items waiting, one put away, one
    /// created after `asOf`.
    static let list = """
        INSERT INTO categories (id, name) VALUES ('veg', 'Vegetables'), ('dairy', 'Dairy');
        INSERT INTO shopping_items
            (id, group_id, name, quantity, unit, where_to_buy, category_id, is_purchased, purchased_at,
             moved_to_inventory, inventory_item_id, created_at) VALUES
            ('s1', 'g1', 'Roma Tomatoes', 1, NULL, 'Kroger', 'veg', 0, NULL, 0, NULL, NULL),
            ('s2', 'g1', 'Milk', 2, 'l', ' kroger ', 'dairy', 0, NULL, 0, NULL, NULL),
            ('s3', 'g1', 'Bananas', 6, NULL, 'Kroger', 'veg', 0, NULL, 0, NULL, NULL),
            ('s4', 'g1', 'Paper towels', 1, NULL, 'Kroger', 'home', 0, NULL, 0, NULL, NULL),
            ('s5', 'g1', 'Bread', 1, NULL, 'Aldi', 'bakery', 0, NULL, 0, NULL, NULL),
            ('s6', 'g1', 'Eggs', 12, NULL, NULL, 'dairy', 0, NULL, 0, NULL, NULL),
            ('s7', 'g1', 'Butter', 1, NULL, 'Kroger', 'dairy', 1, '2026-11-20T18:00:00Z', 0, NULL, NULL),
            ('s8', 'g1', 'Cheese', 1, NULL, 'Kroger', 'dairy', 1, '2026-11-19T09:00:00Z', 1, 'inv1', NULL),
            ('s9', 'g1', 'Yoghurt', 1, NULL, 'Aldi', 'dairy', 1, '2026-11-23T08:00:00Z', 0, NULL, NULL),
            ('s10', 'g1', 'Jam', 1, NULL, 'Aldi', 'pantry', 0, NULL, 0, NULL, '2026-11-25T08:00:00Z'),
            ('s11', 'g1', 'Flour', 1, NULL, '', 'pantry', 1, '2026-11-18T10:00:00Z', 0, NULL, '2026-11-01T08:00:00Z');
        """

    /// Kroger's aisle map: tomatoes by the chain's name only, milk in two stores of the chain,
    /// eggs with no section, and paper towels only at Safeway.
    static let aisles = """
        INSERT INTO aisle_locations (id, store_name, store_chain, item_name, aisle, section) VALUES
            ('a1', 'Kroger Main St', 'kroger', 'tomatoes', 'Aisle 1', 'Produce'),
            ('a2', 'Kroger', 'Kroger', 'banana', 'Aisle 1', 'Produce'),
            ('a3', 'Kroger', 'Kroger', 'milk', 'Aisle 10', 'Dairy'),
            ('a4', 'KROGER', NULL, 'eggs', 'Aisle 2', NULL),
            ('a5', 'Safeway', 'Safeway', 'paper towels', 'Aisle 3', 'Household'),
            ('a6', 'Kroger Downtown', 'Kroger', 'milk', 'Aisle 4', 'Dairy');
        """

    func report(_ sql: String, store: String? = nil, scope: OwnerScope = .everyone) throws -> ShoppingFindings {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: sql) }
        return try database.writer.read {
            try ShoppingAnalysis(asOf: Self.asOf, scope: scope).with(\.store, store).analyse($0)
        }
    }

    func item(_ name: String, _ quantity: String?, _ category: String?, _ store: String?) -> ShoppingFindings.Item {
        ShoppingFindings.Item(
            name: name, quantity: quantity, category: category, store: store, notes: nil,
            lists: [ShoppingFindings.shoppingList])
    }

    @Test func noDataAtAllSaysSo() throws {
        let report = try report("")
        #expect(report.isEmpty)
        #expect(ShoppingPage.sentence(report) == "Nothing on the shopping list or the wishlist.")
        #expect(report.openItems == 0)
        #expect(report.byStore.isEmpty && report.walks.isEmpty && report.boughtNotInInventory.isEmpty)
        #expect(report.wishlist.isEmpty && report.wishlistTotals.isEmpty)
    }

    @Test func itemsAlreadyPutAwayLeaveNothingToReport() throws {
        let report = try report(
            """
            INSERT INTO shopping_items (id, group_id, name, category_id, is_purchased, purchased_at, moved_to_inventory)
            VALUES ('s1', 'g1', 'Cheese', 'c', 1, '2026-11-19T09:00:00Z', 1);
            """)
        #expect(report.isEmpty)
        #expect(ShoppingPage.sentence(report) == "Nothing on the shopping list or the wishlist.")
    }

    @Test func theOpenListIsGroupedByStoreWithAnywhereLast() throws {
        let report = try report(Self.list)
        // Open: s1–s6, and s9 (bought the day after asOf); s10 did not exist yet.
        #expect(report.openItems == 7)
        #expect(!report.isEmpty)
        #expect(
            ShoppingPage.sentence(report)
                == "7 items to buy at 2 stores; 2 bought items not yet in the inventory; 0 wishlist items.")
        #expect(
            report.byStore == [
                .init(
                    store: "Aldi", isAnywhere: false,
                    items: [item("Bread", "1", "bakery", "Aldi"), item("Yoghurt", "1", "Dairy", "Aldi")]),
                .init(
                    store: "Kroger", isAnywhere: false,
                    items: [
                        item("Bananas", "6", "Vegetables", "Kroger"), item("Milk", "2 l", "Dairy", "Kroger"),
                        item("Paper towels", "1", "home", "Kroger"), item("Roma Tomatoes", "1", "Vegetables", "Kroger"),
                    ]),
                .init(store: "Anywhere", isAnywhere: true, items: [item("Eggs", "12", "Dairy", nil)]),
            ])
    }

    @Test func boughtItemsNotYetInTheInventoryLongestWaitingFirst() throws {
        let report = try report(Self.list)
        // Cheese was put away; Yoghurt was bought after asOf, so it was still open then.
        #expect(report.boughtNotInInventory.map(\.item.name) == ["Flour", "Butter"])
        #expect(
            report.boughtNotInInventory.map(\.purchasedOn) == [
                CivilDate(year: 2026, month: 11, day: 18), CivilDate(year: 2026, month: 11, day: 20),
            ])
        #expect(report.boughtNotInInventory[0].item.store == nil, "a blank store is no store")
    }

    @Test func theBusiestStoreIsWalkedInAisleOrderWithUnknownAislesLast() throws {
        let report = try report(Self.list + Self.aisles)
        // Aldi has no aisle map, so Kroger is the only walk.
        #expect(report.walks.map(\.store) == ["Kroger"])
        let walk = try #require(report.walks.first)
        #expect(walk.chosenBy == "aisle map")
        // Bananas: a2. Roma Tomatoes: no "roma tomato" row, so the chain's "tomatoes" (a1). Milk: a3
        // names the store, so it beats a6 (the chain only) although Aisle 4 comes first. Eggs (any
        // store): a4, store name in other case. Paper towels: only Safeway knows them.
        #expect(walk.stops.map(\.label) == ["Aisle 1 · Produce", "Aisle 2", "Aisle 10 · Dairy", "No known aisle"])
        #expect(
            walk.stops.map { $0.items.map(\.name) } == [
                ["Bananas", "Roma Tomatoes"], ["Eggs"], ["Milk"], ["Paper towels"],
            ])
        #expect(walk.stops.map(\.aisle) == ["Aisle 1", "Aisle 2", "Aisle 10", nil])
        #expect(walk.stops.map(\.section) == ["Produce", nil, "Dairy", nil])
        #expect(walk.itemsWithAisle == 4)
        #expect(walk.itemsWithoutAisle == 1)
    }

    @Test func aChosenStoreIsWalkedFirstEvenWithoutAnAisleMap() throws {
        let report = try report(Self.list + Self.aisles, store: "ALDI")
        #expect(report.walks.map(\.store) == ["Aldi", "Kroger"])
        #expect(report.walks.map(\.chosenBy) == ["chosen", "aisle map"])
        // Eggs (any store) are on the first walk only, so a printed list holds them once.
        #expect(
            report.walks[1].stops.flatMap(\.items).map(\.name) == ["Bananas", "Roma Tomatoes", "Milk", "Paper towels"])
        let walk = report.walks[0]
        #expect(walk.chosenBy == "chosen")
        #expect(walk.stops.map(\.label) == ["No known aisle"])
        #expect(walk.stops[0].items.map(\.name) == ["Bread", "Eggs", "Yoghurt"])
        #expect(walk.itemsWithAisle == 0 && walk.itemsWithoutAisle == 3)
    }

    @Test func aGeneralNameNeverTakesTheAisleOfAMoreSpecificOne() throws {
        let report = try report(
            """
            INSERT INTO shopping_items (id, group_id, name, where_to_buy, category_id) VALUES
                ('s1', 'g1', 'Milk', 'Kroger', 'c'), ('s2', 'g1', 'Oat milk', 'Kroger', 'c'),
                ('s3', 'g1', 'Rice', 'Kroger', 'c');
            INSERT INTO aisle_locations (id, store_name, item_name, aisle, section) VALUES
                ('a1', 'Kroger', 'milk chocolate', 'Aisle 7', 'Candy'), ('a2', 'Kroger', 'oat', 'Aisle 3', NULL),
                ('a3', 'Kroger', 'rices', 'Aisle 2', NULL);
            """)
        let walk = try #require(report.walks.first)
        // "Rice" is "rices"; "Oat milk" sits with "oat" (a2); "Milk" is not "milk chocolate".
        #expect(walk.stops.map(\.label) == ["Aisle 2", "Aisle 3", "No known aisle"])
        #expect(walk.stops.map { $0.items.map(\.name) } == [["Rice"], ["Oat milk"], ["Milk"]])
    }

    @Test func onlyItemsWithNoStoreHaveNoWalk() throws {
        let report = try report(
            "INSERT INTO shopping_items (id, group_id, name, category_id) VALUES ('s1', 'g1', 'Eggs', 'c');")
        #expect(report.byStore.map(\.store) == ["Anywhere"])
        #expect(report.walks.isEmpty)
    }
}
