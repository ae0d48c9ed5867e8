import GRDB
import Testing

@testable import LarderKit

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

        var item = TypedRow(table: Catalog.groceryListItems)
        item["grocery_list_id"] = "list-1".databaseValue
        item["position"] = 3.databaseValue
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
