import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// The rule: a row that repeats the key of an earlier row of the file replaces it; one row per key is
/// stored, in the place of the key's first row, holding the key's last values; the repeat counts as
/// updated when its values differ from the row it replaces and unchanged when they do not; the file's
/// warning counts the repeats. A first import appends its rows and folds repeats after (``AppendedRows``),
/// a later one looks each row up: both must keep the rule, which these tests check against what the test
/// itself works out from the rows it wrote.
@Suite struct RepeatedKeysTests {
    /// A deal the test writes: its key, its price in cents (nil for a price no reader takes), and whether
    /// it gives its regular price.
    struct Deal {
        var key: Int
        var cents: Int?
        var givesRegular = true
    }

    /// A stored deal as the rule leaves it: its id, price, and whether a row gave its regular price.
    struct Stored: Equatable {
        var id: String
        var cents: Int
        var hasRegular: Bool
    }

    /// What the rule says importing `deals` over `stored` (in rowid order) leaves, and the counts and
    /// repeats the import tells: a key's row keeps its place, or is added after the others; a row updates
    /// the stored one when its price differs or it gives a regular price the stored row lacks.
    static func apply(_ deals: [Deal], over stored: [Stored]) -> (rows: [Stored], counts: RowCounts, repeats: Int) {
        var rows = stored
        var place = Dictionary(uniqueKeysWithValues: stored.enumerated().map { ($1.id, $0) })
        var seen: Set<String> = []
        var counts = RowCounts()
        var repeats = 0
        for deal in deals {
            counts.read += 1
            guard let cents = deal.cents else {
                counts.rejected += 1
                continue
            }
            let id = "deal-\(deal.key)"
            if !seen.insert(id).inserted { repeats += 1 }
            guard let index = place[id] else {
                place[id] = rows.count
                rows.append(Stored(id: id, cents: cents, hasRegular: deal.givesRegular))
                counts.inserted += 1
                continue
            }
            if rows[index].cents != cents || (deal.givesRegular && !rows[index].hasRegular) {
                counts.updated += 1
            } else {
                counts.unchanged += 1
            }
            rows[index].cents = cents
            rows[index].hasRegular = rows[index].hasRegular || deal.givesRegular
        }
        return (rows, counts, repeats)
    }

    static func price(_ deal: Deal) -> String {
        guard let cents = deal.cents else { return "n/a" }
        return String(format: "%d.%02d", cents / 100, cents % 100)
    }

    static func csv(_ deals: [Deal]) -> String {
        "id,store_name,item_name,discount_price,original_price,valid_until\n"
            + deals.map {
                "deal-\($0.key),Star Market,item \($0.key),\(price($0)),99.00,2026-12-01\n"
            }.joined()
    }

    /// A JSON array of the deals; those that give no regular price leave `original_price` out, so the rows
    /// give different columns.
    static func json(_ deals: [Deal]) -> String {
        let objects = deals.map { deal in
            let price = deal.cents == nil ? "\"n/a\"" : price(deal)
            let original = deal.givesRegular ? "\"original_price\": 99.00, " : ""
            return
                "{\"id\": \"deal-\(deal.key)\", \"store_name\": \"Star Market\", \"item_name\": \"item \(deal.key)\","
                + " \(original)\"discount_price\": \(price), \"valid_until\": \"2026-12-01\"}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// Deals of keys drawn from a small pool, so that keys repeat, with prices that sometimes stay the same
    /// and now and then one no reader takes.
    static func deals(droppingRegular: Bool, using generator: inout SeededGenerator) -> [Deal] {
        let count = Int.random(in: 1...120, using: &generator)
        let pool = Int.random(in: 1...max(1, count), using: &generator)
        return (0..<count).map { _ in
            let key = Int.random(in: 0..<pool, using: &generator)
            let roll = Int.random(in: 0..<20, using: &generator)
            return Deal(
                key: key, cents: roll == 0 ? nil : 100 + (roll < 8 ? key : Int.random(in: 0..<900, using: &generator)))
        }
    }

    /// A few of the deals changed in price, dropped, and swapped with the next, as a feed changes from week
    /// to week.
    static func edit(_ deals: inout [Deal], using generator: inout SeededGenerator) {
        guard !deals.isEmpty else { return }
        for _ in 0...(deals.count / 20) {
            let index = Int.random(in: deals.indices, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: deals[index].cents = 100 + Int.random(in: 0..<900, using: &generator)
            case 1 where deals.count > 1: deals.remove(at: index)
            default: if index + 1 < deals.count { deals.swapAt(index, index + 1) }
            }
        }
    }

    static func stored(in database: LarderDatabase) throws -> [Stored] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, discount_price, original_price FROM deals ORDER BY rowid").map {
                Stored(
                    id: $0["id"], cents: Int((($0["discount_price"] as Double) * 100).rounded()),
                    hasRegular: ($0["original_price"] as Double?) != nil)
            }
        }
    }

    /// 60 generated files, CSV and JSON (some JSON rows leaving a column out), each imported into a new
    /// database and then three times over it, as a weekly feed changes: shuffled, then with a few rows
    /// changed, dropped and swapped, then with a few more. A re-import of a CSV file skips the lines its
    /// last import stored rows from when that stores the same rows (docs/IMPORT.md, "A changed file");
    /// the rows, counts and warning are the rule's either way.
    @Test func generatedFilesKeepTheLastRowOfEachKeyInItsFirstPlace() throws {
        var generator = SeededGenerator(seed: 30)
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for round in 0..<60 {
            let database = try LarderDatabase()
            let format = round % 3
            var deals = Self.deals(droppingRegular: format == 2, using: &generator)
            var expected: [Stored] = []
            var previous = ""
            for pass in 0..<4 {
                let contents = format == 0 ? Self.csv(deals) : Self.json(deals)
                // The same bytes again are not read at all (an unchanged file).
                guard contents != previous else { continue }
                previous = contents
                let path = try folder.write(contents, to: "deals-\(round).\(format == 0 ? "csv" : "json")")
                let result = try ImportSession(database: database).importPaths([path])
                let (rows, counts, repeats) = Self.apply(deals, over: expected)
                let label = "round \(round), pass \(pass)"
                #expect(result.counts == counts, "\(label)")
                #expect(try Self.stored(in: database) == rows, "\(label)")
                #expect(result.files.first?.sections.first?.repeatedKeys == repeats, "\(label)")
                expected = rows
                if pass == 0 { deals.shuffle(using: &generator) } else { Self.edit(&deals, using: &generator) }
            }
        }
    }

    /// The fast path stands: rows of one key appended to an empty table are folded before its unique index
    /// is built, and the build does not fail (the file is not read again).
    @Test func appendedRowsOfOneKeyAreFoldedBeforeTheIndexIsBuilt() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            var indexes = BulkIndexes()
            let table = Catalog.table(named: "deals")!
            #expect(try indexes.deferIndexes(of: "deals", keepingUnique: false, db))
            let appended = AppendedRows(table: table, fileSize: 1000)
            appended.sections = 1
            let writer = try RowWriter(db: db, table: table, appending: true, appended: appended)
            var rows = FlatRows()
            let columns = ["id", "store_name", "item_name", "discount_price"]
            let mask = columns.reduce(UInt64(0)) { mask, name in
                mask | 1 << UInt64(table.columns.firstIndex { $0.name == name }!)
            }
            for (id, price) in [("a", 1.0), ("b", 2.0), ("a", 3.0), ("a", 3.0), ("c", 4.0)] {
                rows.removeAll()
                let values: [DatabaseValue] = table.columns.map { column in
                    switch column.name {
                    case "id": id.databaseValue
                    case "store_name": "Star Market".databaseValue
                    case "item_name": "item \(id)".databaseValue
                    case "discount_price": price.databaseValue
                    default: .null
                    }
                }
                let flat = rows.append(values, present: mask)
                try rows.values.withUnsafeBufferPointer { values in
                    try rows.bytes.withUnsafeBytes { bytes in
                        _ = try writer.write(
                            BoundRow(
                                values: UnsafeBufferPointer(rebasing: values[flat.values]), bytes: bytes.baseAddress),
                            mask: mask)
                    }
                }
            }
            let resolved = try indexes.buildDeferred(db, resolving: [appended])
            #expect(resolved["deals"] == AppendedRows.Resolution(repeats: 2, updated: 1, unchanged: 1))
            let stored = try Row.fetchAll(db, sql: "SELECT id, discount_price FROM deals ORDER BY rowid").map {
                "\($0["id"] as String)=\($0["discount_price"] as Double)"
            }
            #expect(stored == ["a=3.0", "b=2.0", "c=4.0"])
        }
    }
}
