import GRDB
import Testing

@testable import LarderKit

@Suite struct RowIdentityTests {
    @Test("A grocery item without an id is `<list id>#<position>` in every format, so a CSV and the list's JSON meet")
    func groceryItemsOfACSVAndOfTheirListsJSONAreOneRow() throws {
        let csv = "grocery_list_id,position,name,quantity\ngl1,0,Milk,2\ngl1,1,Eggs,12\n"
        let json = """
            {"groceryLists": {"gl1": {"userId": "u1", "mealPlanId": null, "name": "Shop", "totalCost": 5,
              "items": [{"name": "Milk", "quantity": 2}, {"name": "Eggs", "quantity": 12}]}}}
            """
        let run = try ImportRun.of([("grocery-items.csv", csv), ("firestore-export.json", json)])
        #expect(
            run.summary.files.map(\.counts) == [
                RowCounts(read: 2, inserted: 2), RowCounts(read: 3, inserted: 1, updated: 2),
            ])
        #expect(try run.rejections() == [])
        #expect(
            try run.rows("SELECT id, position, name, user_id FROM grocery_list_items ORDER BY id") == [
                ["id": "gl1#0", "position": 0, "name": "Milk", "user_id": "u1"],
                ["id": "gl1#1", "position": 1, "name": "Eggs", "user_id": "u1"],
            ])
    }

    @Test("A row of any other table without an id gets one derived from its natural key")
    func otherRowsGetADerivedID() throws {
        let run = try ImportRun.of("categories.csv", "name,icon\nDairy,🥛\n")
        let id = try #require(
            try run.database.writer.read { try String.fetchOne($0, sql: "SELECT id FROM categories") })
        #expect(id.count == 33 && id.hasPrefix("k"))
    }
}
