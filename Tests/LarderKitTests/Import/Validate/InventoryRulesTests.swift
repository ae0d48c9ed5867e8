import GRDB
import Testing

@testable import LarderStore

@Suite struct InventoryRulesTests {
    @Test func expiryIsEstimatedFromPurchaseDatePlusShelfLifeAndSaid() throws {
        let run = try ImportRun.of(
            "ingredients.csv", "item_id,name,purchase_date,shelf_life,expiration_date\nF1,Kale,2026-11-18,5,\n")
        let row = try run.row("SELECT expiration_date, expiration_estimated FROM inventory_items")
        #expect(row == ["expiration_date": "2026-11-23", "expiration_estimated": 1])
        #expect(
            run.corrections == [
                "`expiration_date` was computed as `purchase_date` + `shelf_life` days (seed 004 Ingredient) and marked"
                    + " expiration_estimated = 1 (1 row)"
            ])
    }

    @Test func aGivenExpiryIsKept() throws {
        let run = try ImportRun.of(
            "ingredients.csv",
            "item_id,name,purchase_date,shelf_life,expiration_date\nF1,Kale,2026-11-18,5,2026-11-30\n"
        )
        let row = try run.row("SELECT expiration_date, expiration_estimated FROM inventory_items")
        #expect(row == ["expiration_date": "2026-11-30", "expiration_estimated": 0])
        #expect(run.corrections.isEmpty)
    }

    @Test func statusWordsAreNormalisedOrRejected() throws {
        let run = try ImportRun.of(
            "pantry.csv", "name,quantity,status\nMilk,1,used\nEggs,6,In Stock\nRice,1,gone\nTea,1,consumed\n")
        #expect(run.summary.counts == RowCounts(read: 4, inserted: 3, rejected: 1))
        #expect(
            try run.rows("SELECT name, status FROM inventory_items ORDER BY name") == [
                ["name": "Eggs", "status": "in_stock"], ["name": "Milk", "status": "consumed"],
                ["name": "Tea", "status": "consumed"],
            ])
        #expect(
            run.corrections == [
                "`status` `used` was stored as `consumed` (1 row)",
                "`status` `In Stock` was stored as `in_stock` (1 row)",
            ])
        #expect(
            try run.rejections() == [
                "`status` is `gone`, which is not a status larder knows; use in_stock, consumed or discarded."
            ])
    }
}
