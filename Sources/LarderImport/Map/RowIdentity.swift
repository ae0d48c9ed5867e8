import Foundation
import GRDB
import LarderStore

/// Gives a row its `id`: the source id when there is one, otherwise one derived from the table's
/// natural key, so re-importing the same row finds it again.
///
/// A derived id is `k` followed by 32 hex digits: two 64-bit FNV-1a hashes (offset bases
/// `cbf29ce484222325` and `6c62272e07bb0142`) of one key text, the table name followed, for each
/// natural-key column, by the byte 0x1F and then 0x00 for no value or the value as GRDB's
/// `DatabaseValue.description` writes it (a string quoted and escaped as Swift's `String(reflecting:)`
/// does, a number as `String(_:)` does). The hashes are taken from the bytes as they go, without
/// building the text. Two rows with the same natural key are the same row (the later one updates it).
/// A grocery list item is the exception docs/SCHEMA.md states: `<list id>#<position>`, the id a Savry
/// list's items get from its JSON, so the same item read from a CSV is the same row.
///
/// Ids that are not unique on their own are scoped by their source (docs/IMPORT.md, "Identity"): a
/// *short* id — all digits, or fewer than 8 characters (`1`, `42`, `book1`, `F-01`) — is unique only in
/// the file and section it comes from, so the row's `id_scope` names that source (see ``scope(of:in:)``);
/// any other id (a UUID, a Firestore id, `food-1002`, a derived id) is unique on its own and its
/// `id_scope` is empty. A stored row is the same thing as an incoming one only when both the id and the
/// scope agree; ``RowWriter`` stores a row whose short id is taken by another source as `<id>@<scope>`.
enum RowIdentity {
    /// Sets the row's `id` (``assignID(to:)``) and its `id_scope`: `scope` for a short id the source
    /// gave, empty for an id unique on its own or derived (a derived id already names its source's key).
    static func assignID(to row: inout TypedRow, scope: String) {
        let id = row.table.idIndex
        let given = !row.isNull(id)
        assignID(to: &row)
        let isScoped = given && isShort(String.fromDatabaseValue(row[position: id]) ?? "")
        row[position: row.table.idScopeIndex] = (isScoped ? scope : "").databaseValue
    }

    /// Whether an id is too short to be unique beyond its source: all digits, or under 8 characters.
    static func isShort(_ id: String) -> Bool {
        id.count < 8 || id.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The source a section's short ids are unique in: the file's folder and name, each without the
    /// dates and copy numbers that later exports of one file carry (so `fridgy/food (1).csv` and
    /// `fridgy/food-2026-11-30.csv` share a scope, and `fridgy/inventory.csv`, `pantry-app/inventory.csv`,
    /// `fridge1.csv` and `fridge2.csv` do not), and the section within the file (a JSON envelope key, a
    /// Firestore collection path, an HTML table).
    static func scope(of section: SourceSection, in file: URL) -> String {
        let fileName = file.lastPathComponent
        let folder = file.standardizedFileURL.deletingLastPathComponent().lastPathComponent
        let source = sourceName(folder) + "/" + sourceName(fileName)
        return section.name == fileName ? source : source + "/" + section.name
    }

    /// A file or folder name without what changes from one export to the next — a date, a time, a long
    /// run of digits (an epoch timestamp), a copy number such as ` (1)` — and without spaces and
    /// punctuation other than `.`, in lowercase: `Food Export 2026-11-22 (1).csv` → `foodexport.csv`.
    static func sourceName(_ name: String) -> String {
        var text = name.lowercased()
        for pattern in Self.changingParts {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return String(
            text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." })
    }

    /// Dates (`2026-11-22`, `20261122`, `22.11.2026`) with an optional time, digit runs of 8 or more,
    /// and copy numbers.
    private static let changingParts = [
        #"\d{4}[-_.]?\d{1,2}[-_.]?\d{1,2}([t _-]?\d{1,2}[-_.:h]?\d{2}([-_.:m]?\d{2})?)?"#,
        #"\d{1,2}[-_.]\d{1,2}[-_.]\d{4}"#, #"\d{8,}"#, #"\s*\(\d+\)"#, #"[-_ ]copy( \d+)?"#,
    ]

    /// Sets the row's `id` from its natural key when the source gave none.
    static func assignID(to row: inout TypedRow) {
        guard row.isNull(row.table.idIndex) else { return }
        if row.table === Catalog.groceryListItems, let list = row.text("grocery_list_id"),
            let position = Int64.fromDatabaseValue(row["position"])
        {
            row["id"] = "\(list)#\(position)".databaseValue
            return
        }
        var hasher = KeyHasher()
        hasher.add(row.table.name)
        for index in row.table.naturalKeyIndices {
            hasher.add(byte: 0x1F)
            if let text = row.deferredText(at: index) {
                hasher.addQuoted(text)
            } else {
                hasher.add(described: row[position: index])
            }
        }
        row[position: row.table.idIndex] = hasher.id.databaseValue
    }
}

/// The two FNV-1a hashes of a derived id, fed byte by byte.
struct KeyHasher {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    /// Adds one byte.
    mutating func add(byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
        second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Adds the UTF-8 bytes of a text.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { add(byte: byte) }
        }
    }

    /// Adds a value as `DatabaseValue.description` writes it, or 0x00 for no value.
    mutating func add(described value: DatabaseValue) {
        switch value.storage {
        case .null: add(byte: 0)
        case .string(let text): addQuoted(text)
        case .int64, .double, .blob: add(value.description)
        }
    }

    /// `String(reflecting: text)`: printable ASCII is quoted with `"`, `'` and `\` escaped by a
    /// backslash; any other text takes the standard library's own escaping.
    private mutating func addQuoted(_ text: String) {
        var contiguous = text
        contiguous.withUTF8 { addQuoted(UnsafeRawBufferPointer($0)) }
    }

    /// ``addQuoted(_:)`` for text given as its UTF-8 bytes, which must be valid.
    mutating func addQuoted(_ utf8: UnsafeRawBufferPointer) {
        guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return add(String(reflecting: String(decoding: utf8, as: UTF8.self)))
        }
        add(byte: 0x22)
        for byte in utf8 {
            if byte == 0x22 || byte == 0x27 || byte == 0x5C { add(byte: 0x5C) }
            add(byte: byte)
        }
        add(byte: 0x22)
    }

    /// `k` and the two hashes in hex, 33 characters.
    var id: String {
        String(unsafeUninitializedCapacity: 33) { buffer in
            buffer[0] = UInt8(ascii: "k")
            Self.writeHex(first, into: buffer, at: 1)
            Self.writeHex(second, into: buffer, at: 17)
            return 33
        }
    }

    private static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        for nibble in 0..<16 {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * nibble) & 0xF)
            // `0`–`9`, then `a`–`f`: worked out rather than looked up, as this runs for every derived id.
            buffer[offset + nibble] = digit < 10 ? 0x30 + digit : 0x57 + digit
        }
    }
}
