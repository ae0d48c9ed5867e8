import GRDB
import Testing

@testable import LarderStore

@Suite struct ShoppingRulesTests {
    static let header = "id,group_id,name,category_id"
    static let unbuying =
        "(seed 000 B.1: un-buying an item clears its purchase time and inventory link) (1 row)"

    @Test func anEmptyCategoryIDRejectsTheRow() throws {
        let run = try ImportRun.of("shopping.csv", "\(Self.header),is_purchased\ns1,g1,Milk,,no\n")
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(
            try run.rejections() == ["`category_id` is empty; every shopping row needs a category_id (seed 000 B.1)."])
    }

    @Test func aFileWithoutCategoryIDRejectsEveryRow() throws {
        let run = try ImportRun.of("list.csv", "id,group_id,name\ns1,g1,Milk\n", as: "shopping")
        #expect(
            try run.rejections() == [
                "`category_id` is missing from this row; every shopping row needs a category_id"
                    + " (seed 000 B.1)."
            ])
    }

    @Test(arguments: [
        ("purchased_at", "2026-11-20T10:00:00Z", "`bought` is false, so `purchased_at` was cleared"),
        ("moved_to_inventory", "yes", "`bought` is false, so `moved_to_inventory` was reset to false"),
        ("inventory_item_id", "inv-9", "`bought` is false, so `inventory_item_id` was cleared"),
    ])
    func anItemNotBoughtLosesItsPurchaseTrail(_ column: String, _ value: String, _ correction: String) throws {
        let run = try ImportRun.of("shopping.csv", "\(Self.header),bought,\(column)\ns1,g1,Milk,c1,no,\(value)\n")
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        let row = try run.row(
            "SELECT is_purchased, purchased_at, moved_to_inventory, inventory_item_id FROM shopping_items")
        #expect(
            row == ["is_purchased": 0, "purchased_at": nil, "moved_to_inventory": 0, "inventory_item_id": nil])
        #expect(run.corrections == ["\(correction) \(Self.unbuying)"])
    }

    @Test func unBuyingInALaterFileClearsTheStoredTrail() throws {
        let database = try LarderDatabase()
        _ = try ImportRun.of(
            "shopping.csv",
            "\(Self.header),is_purchased,purchased_at,inventory_item_id\ns1,g1,Milk,c1,true,2026-11-20T10:00:00Z,inv-1\n",
            into: database)
        let run = try ImportRun.of("shopping.csv", "\(Self.header),is_purchased\ns1,g1,Milk,c1,false\n", into: database)
        #expect(run.summary.counts == RowCounts(read: 1, updated: 1))
        let row = try run.row(
            "SELECT is_purchased, purchased_at, moved_to_inventory, inventory_item_id FROM shopping_items")
        #expect(
            row == ["is_purchased": 0, "purchased_at": nil, "moved_to_inventory": 0, "inventory_item_id": nil])
    }

    @Test(arguments: [
        ("purchased_at", "2026-11-20T10:00:00Z", "`is_purchased` is not in the file but `purchased_at` is set"),
        ("moved_to_inventory", "true", "`is_purchased` is not in the file but `moved_to_inventory` is set"),
    ])
    func aPurchaseTrailWithoutIsPurchasedMarksTheItemBought(_ column: String, _ value: String, _ start: String)
        throws
    {
        let run = try ImportRun.of("shopping.csv", "\(Self.header),\(column)\ns1,g1,Milk,c1,\(value)\n")
        #expect(try run.row("SELECT is_purchased FROM shopping_items")["is_purchased"] == 1)
        #expect(
            run.corrections == [
                "\(start), so the item was stored as bought (seed 000 B.1: only a bought item has one) (1 row)"
            ])
    }

    @Test func anEmptyIsPurchasedWithAPurchaseTimeIsBought() throws {
        let run = try ImportRun.of(
            "shopping.csv", "\(Self.header),is_purchased,purchased_at\ns1,g1,Milk,c1,,2026-11-20T10:00:00Z\n")
        #expect(try run.row("SELECT is_purchased FROM shopping_items")["is_purchased"] == 1)
        #expect(
            run.corrections == [
                "`is_purchased` is empty but `purchased_at` is set, so the item was stored as bought"
                    + " (seed 000 B.1: only a bought item has one) (1 row)"
            ])
    }

    @Test func anInventoryItemMarksABoughtItemMoved() throws {
        let run = try ImportRun.of(
            "shopping.csv", "\(Self.header),is_purchased,inventory_item_id\ns1,g1,Milk,c1,true,inv-1\n")
        #expect(try run.row("SELECT moved_to_inventory FROM shopping_items")["moved_to_inventory"] == 1)
        #expect(
            run.corrections == [
                "`inventory_item_id` is set, so `moved_to_inventory` was stored as true"
                    + " (seed 000 B.5: Add to Inventory sets both) (1 row)"
            ])
    }

    @Test func aBoughtItemWithoutPurchaseTimeIsKeptAsIs() throws {
        let run = try ImportRun.of("shopping.csv", "\(Self.header),is_purchased\ns1,g1,Milk,c1,yes\n")
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        let row = try run.row("SELECT is_purchased, purchased_at FROM shopping_items")
        #expect(row == ["is_purchased": 1, "purchased_at": nil])
        #expect(run.corrections.isEmpty)
    }
}
