import Foundation
import LarderTestSupport
import Testing

/// docs/IMPORT.md's "CSV" and "Units in headers", through the `larder` executable: exports with bare
/// quotes, a malformed record in the middle, a quoted first field over two lines and units in the headers
/// (Tests/LarderKitTests/Fixtures/csv).
@Suite struct CSVLeniencyTests {
    let cli = EndToEndTests()

    @Test func everyRecordOfALenientlyReadFileIsAccountedForAndStoredFieldByField() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["weekly-deals.csv", "brew-log.csv"] {
            try FileManager.default.copyItem(
                at: Paths.fixtures.appendingPathComponent("csv/\(name)"),
                to: folder.appendingPathComponent("data/\(name)"))
        }
        let first = try cli.larder(["import", "data/weekly-deals.csv", "data/brew-log.csv"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.output.contains(
                "data/weekly-deals.csv → deals: 4 read, 3 inserted, 0 updated, 0 unchanged, 1 rejected"),
            "\(first.output)")
        #expect(
            first.output.contains(
                "data/brew-log.csv → brew_logs: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected"),
            "\(first.output)")
        #expect(
            first.output.contains(
                "rejected: data/weekly-deals.csv line 5: `Description` is `\"Buy 2 \"for\" 5\",Star Market,Cambridge,"),
            "\(first.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let deals = [
            "description", "store_name", "location", "zip_code", "item_name", "discount_price", "original_price",
            "discount_percent", "valid_until",
        ]
        #expect(
            try Self.rows(of: "deals", deals, orderedBy: "item_name", in: probe) == [
                "Weekend special:\ntwo days only|Star Market|42°21'50.0\"N 71°06'12.5\"W|02139|Oat milk|3.49|4.99|30.0"
                    + "|2026-11-29",
                "Fresh catch|Pier Market|Half Moon Bay|94019|Salmon 12\" fillet|9.99|12.99|23.1|2026-11-30",
                "Everyday low price|Pier Market|37°36'37.8\"N 122°22'31.2\"W|94019|Sourdough|5.0|6.0|16.7|2026-11-30",
            ])
        let brews = [
            "note", "timestamp", "recipe_name_at_brew", "method", "dose_grams", "target_yield_grams",
            "water_temperature_celsius", "grind_label", "rating",
        ]
        #expect(
            try Self.rows(of: "brew_logs", brews, orderedBy: "timestamp", in: probe) == [
                "Bloom 45 s,\nthen two slow pours|2026-11-20T07:30:00Z|V60 Classic|V60|14.174762|250.0|93.333333"
                    + "|medium-fine|4",
                "Used the 12\" kettle|2026-11-21T07:45:00Z|V60 Classic|V60|17.009714|250.0|96.111111|medium-fine|5",
            ])
        let rejection = ["location", "line", "kind", "field", "value"]
        #expect(
            try Self.rows(of: "rejected_rows", rejection, orderedBy: "id", in: probe) == [
                "line 5|5|deals|Description|\"Buy 2 \"for\" 5\",Star Market,Cambridge,02139,Avocados,2.50,3.00,,2026-11-29"
            ])
        // Read again (--force: the file is unchanged), every stored row is found and the bad one rejected again.
        let again = try cli.larder(["import", "--force", "data/weekly-deals.csv"], in: folder)
        #expect(again.output.contains("4 read, 0 inserted, 0 updated, 3 unchanged, 1 rejected"), "\(again.output)")
    }

    /// Each row of `table`, its `columns` joined by `|` as SQLite writes them (NULL as `NULL`).
    static func rows(of table: String, _ columns: [String], orderedBy order: String, in probe: DatabaseProbe) throws
        -> [String]
    {
        try probe.strings(
            "SELECT \(columns.map { "coalesce(\($0), 'NULL')" }.joined(separator: " || '|' || ")) FROM \(table) ORDER BY \(order)"
        )
    }

    @Test func aUnitAColumnCannotTakeIsNeverTakenAsItsUnit() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Date,Recipe,Dose (ml),Yield (g),Rating\n2026-11-20T07:30:00Z,V60 Classic,15,250,4\n".write(
            to: folder.appendingPathComponent("data/brew-log.csv"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "data/brew-log.csv"], in: folder)
        #expect(result.output.contains("1 read, 0 inserted, 0 updated, 0 unchanged, 1 rejected"), "\(result.output)")
        #expect(
            result.output.contains(
                "rejected: data/brew-log.csv line 2: `Dose (ml)` is `15`, which is in ml (its header says so), and"
                    + " dose_grams holds grams"),
            "\(result.output)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.count("brew_logs") == 0)
    }
}
