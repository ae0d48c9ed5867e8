import GRDB

/// Gives a row its `id`: the source id when there is one, otherwise one derived from the table's
/// natural key, so re-importing the same row finds it again.
///
/// A derived id is `k` followed by 32 hex digits: two 64-bit FNV-1a hashes of the table name and the
/// natural-key values. Two rows with the same natural key are the same row (the later one updates it).
/// A grocery list item is the exception docs/SCHEMA.md states: `<list id>#<position>`, the id a Savry
/// list's items get from its JSON, so the same item read from a CSV is the same row.
enum RowIdentity {
    static func assignID(to row: inout TypedRow) {
        guard row["id"].isNull else { return }
        if row.table.name == "grocery_list_items", let list = row.text("grocery_list_id"),
            let position = Int64.fromDatabaseValue(row["position"])
        {
            row["id"] = "\(list)#\(position)".databaseValue
            return
        }
        var key = row.table.name
        for column in row.table.naturalKey {
            key.append("\u{1F}")
            key.append(row[column].isNull ? "\u{0}" : row[column].description)
        }
        row["id"] =
            ("k" + hex(fnv1a(key, seed: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(key, seed: 0x6c62_272e_07bb_0142)))
            .databaseValue
    }

    private static func fnv1a(_ text: String, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
