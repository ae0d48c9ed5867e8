import Foundation
import GRDB
import Testing

@testable import LarderStore

/// Sizes no export should have: each is stored whole or refused with a clear message, in bounded time.
extension BadInputTests {
    /// The size of the single field.
    static let tenMegabytes = 10 << 20
    /// The largest value larder takes (``ValueLimit``).
    static let oneMebibyte = 1 << 20

    /// One value is at most 1 MiB (issue 27): a 10 MB field rejects its row with the size, and a field of
    /// exactly 1 MiB is stored whole.
    @Test func aTenMegabyteFieldIsRejectedWithItsSizeAndOneOfOneMebibyteIsStoredWhole() throws {
        for size in [Self.tenMegabytes, Self.oneMebibyte] {
            let notes = String(repeating: "a", count: size)
            let csv = try IsolatedImport(text: "name,quantity,notes\nMilk,1,\"\(notes)\"\n", named: "food.csv")
            let json = try IsolatedImport(
                text: #"[{"name": "Milk", "quantity": 1, "notes": "\#(notes)"}]"#, named: "food.json")
            for result in [csv, json] {
                #expect(result.summary.failures == [])
                let length =
                    try result.rows("SELECT length(notes) AS length FROM inventory_items").first?["length"] as Int?
                let reason = result.summary.files.first?.rejectedSample.first?.reason
                if size == Self.oneMebibyte {
                    #expect(length == size)
                    #expect(reason == nil)
                } else {
                    #expect(length == nil)
                    #expect(reason?.hasPrefix("`notes` holds 10,485,760 bytes, more than the 1,048,576 bytes") == true)
                }
            }
        }
    }

    @Test func aHundredThousandColumnHeaderIsRefusedForARawTable() throws {
        let header = (1...100_000).map { "c\($0)" }.joined(separator: ",")
        let row = (1...100_000).map { "\($0)" }.joined(separator: ",")
        let result = try IsolatedImport(text: header + "\n" + row + "\n", named: "wide.csv")
        try result.expectRefusedWhole([
            "wide.csv: raw_wide would need 100000 columns, and a raw table holds at most 1997",
            "import it with --as KIND",
        ])
    }

    /// Forced with `--as`: a file whose headers are mostly unknown is not recognised as a kind.
    @Test func aHundredThousandColumnHeaderOfAKnownKindKeepsItsColumnsAndSaysSoBriefly() throws {
        let header = "name,expiration_date," + (3...100_000).map { "c\($0)" }.joined(separator: ",")
        let row = "Milk,2026-11-21," + (3...100_000).map { "\($0)" }.joined(separator: ",")
        let result = try IsolatedImport(text: header + "\n" + row + "\n", named: "food.csv", as: "inventory")
        #expect(result.summary.counts == RowCounts(read: 1, inserted: 1))
        let warning = try #require(result.summary.files.first?.warnings.first)
        #expect(warning.contains("/food.csv: `c3`, `c4`, `c5`"))
        #expect(warning.contains("and 99988 more match no column of inventory_items"))
        #expect(warning.count < 400)
    }

    @Test func aJSONRecordOfAHundredThousandKeysKeepsItsKnownFields() throws {
        let keys = (3...100_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let result = try IsolatedImport(
            text: #"{"food_items": [{"name": "Milk", "expirationDate": "2026-11-21", \#(keys)}]}"#, named: "food.json")
        #expect(result.summary.counts == RowCounts(read: 1, inserted: 1))
        #expect(try result.rows("SELECT name FROM inventory_items").map { $0["name"] as String } == ["Milk"])
    }

    @Test func jsonNestedAHundredThousandDeepIsRefusedAtTheLimit() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try IsolatedImport(text: deep, named: "deep.json").expectRefusedWhole([
            "deep.json at byte 513", "the JSON nests deeper than 512 levels",
        ])
        let objects = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        try IsolatedImport(text: objects, named: "deep.json").expectRefusedWhole(["the JSON nests deeper than 512"])
    }

    /// libxml2 stops for good past 256 nested elements: the page is refused, not imported up to there.
    @Test func htmlNestedAHundredThousandDeepIsRefusedWhole() throws {
        let table = "<table><tr><th>name</th></tr><tr><td>Milk</td></tr></table>"
        let divs = table + String(repeating: "<div>", count: 100_000) + table
        try IsolatedImport(text: divs, named: "divs.html").expectRefusedWhole([
            "divs.html: its elements nest deeper than 256 levels", "Nothing of this page was imported",
        ])
        let cell = "<table><tr><th>name</th></tr><tr><td>"
        let tables =
            String(repeating: cell, count: 20_000) + "Milk" + String(repeating: "</td></tr></table>", count: 20_000)
        try IsolatedImport(text: tables, named: "deep.html").expectRefusedWhole(["deep.html: its elements nest deeper"])
        let shallow = try IsolatedImport(text: String(repeating: "<div>", count: 200) + table, named: "ok.html")
        #expect(shallow.summary.counts == RowCounts(read: 1, inserted: 1))
    }
}
