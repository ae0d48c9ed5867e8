import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct DerivedIDFormatTests {
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

/// Derived ids are the ones larder always derived: hashing the natural key from its bytes gives the
/// same id as hashing the text `DatabaseValue.description` builds.
@Suite struct RowIdentityTests {
    /// The derivation as first written: the key text built from descriptions, then hashed.
    static func describedID(_ row: TypedRow) -> String {
        var key = row.table.name
        for column in row.table.naturalKey {
            key.append("\u{1F}")
            key.append(row[column].isNull ? "\u{0}" : row[column].description)
        }
        func fnv1a(_ seed: UInt64) -> String {
            var hash = seed
            for byte in key.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            let digits = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "k" + fnv1a(0xcbf2_9ce4_8422_2325) + fnv1a(0x6c62_272e_07bb_0142)
    }

    @Test(arguments: [
        "Kroger", "Trader Joe's", "The \"Best\" Shop", #"back\slash"#, "Café Olé", "tab\there", "bell\u{7}",
        "nbsp\u{A0}shop", "🍋 Lemons", "", "del\u{7F}",
    ])
    func aDealsIDIsTheOneTheDescriptionsGave(_ store: String) {
        var row = TypedRow(table: Catalog.deals)
        row["store_name"] = store.databaseValue
        row["zip_code"] = "02134".databaseValue
        row["item_name"] = "roma tomatoes #\(store.count)".databaseValue
        row["valid_until"] = "2026-11-25".databaseValue
        let expected = Self.describedID(row)
        RowIdentity.assignID(to: &row)
        #expect(row["id"] == expected.databaseValue)
    }

    @Test func missingValuesAndNumbersHashAsTheirDescriptions() {
        var deal = TypedRow(table: Catalog.deals)
        deal["store_name"] = "Aldi".databaseValue
        deal["item_name"] = "eggs".databaseValue
        let expectedDeal = Self.describedID(deal)
        RowIdentity.assignID(to: &deal)
        #expect(deal["id"] == expectedDeal.databaseValue)

        var item = TypedRow(table: Catalog.brewRecipeSteps)
        item["recipe_id"] = "recipe-1".databaseValue
        item["order_index"] = 3.databaseValue
        let expectedItem = Self.describedID(item)
        RowIdentity.assignID(to: &item)
        #expect(item["id"] == expectedItem.databaseValue)
    }

    @Test func aSourceIDIsKept() {
        var row = TypedRow(table: Catalog.deals)
        row["id"] = "deal-7".databaseValue
        row["store_name"] = "Aldi".databaseValue
        RowIdentity.assignID(to: &row)
        #expect(row["id"] == "deal-7".databaseValue)
    }
}
