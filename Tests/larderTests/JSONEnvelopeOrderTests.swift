import Foundation
import LarderTestSupport
import Testing

/// Issue 12: what a JSON export's top-level object holds must not depend on the order of its members
/// (RFC 8259). Each fixture of `Fixtures/json/envelope-order/` (metadata first, as exporters write it)
/// and two of seed 002's detail payloads are imported through the `larder` executable as written, and
/// then with their top-level members moved: metadata after the arrays, between them, everything
/// reversed. Every order stores the same rows, rejects the same rows and keeps the same metadata.
@Suite struct JSONEnvelopeOrderTests {
    let cli = EndToEndTests()

    struct Export: CustomTestStringConvertible, Sendable {
        /// The fixture, under `Fixtures/json/`.
        var file: String
        /// Its top-level members that hold records (arrays of objects, or collections), in the file's order.
        var sections: [String]
        /// Its other top-level members, in the file's order.
        var metadata: [String]
        /// The summary lines the file as written gives, per table.
        var tables: [String: SummaryCounts]
        /// The tables whose contents are compared.
        var compared: [String]
        /// What `import_files.export_metadata` holds (a timestamp object becomes its instant).
        var kept = ""
        var testDescription: String { file }
    }

    static let exports = [
        Export(
            file: "envelope-order/brewguide-export.json", sections: ["recipes", "recipeSteps", "brewLogs"],
            metadata: ["schemaVersion", "exportedAt", "appVersion"],
            tables: [
                "brew_recipes": SummaryCounts(read: 2, inserted: 2),
                "brew_recipe_steps": SummaryCounts(read: 3, inserted: 3),
                "brew_logs": SummaryCounts(read: 3, inserted: 2, rejected: 1),
            ],
            compared: ["brew_recipes", "brew_recipe_steps", "brew_logs"],
            kept: #"{"schemaVersion": 2, "exportedAt": "2026-11-22T15:04:12Z", "appVersion": "2.3 (118)"}"#),
        Export(
            file: "envelope-order/savry-collections.json",
            sections: ["users", "budgetEntries", "storeItemLocations"], metadata: ["exportedAt", "project", "version"],
            tables: [
                "users": SummaryCounts(read: 1, inserted: 1),
                "budget_entries": SummaryCounts(read: 3, inserted: 2, rejected: 1),
                "aisle_locations": SummaryCounts(read: 1, inserted: 1),
            ],
            compared: ["users", "budget_entries", "aisle_locations"],
            kept: #"{"exportedAt": "2026-11-22T14:00:00Z", "project": "savry-prod", "version": 3}"#),
        Export(
            file: "envelope-order/deals-export.json", sections: ["deals"],
            metadata: ["exportedAt", "source", "zipCodes", "count"],
            tables: ["deals": SummaryCounts(read: 3, inserted: 2, rejected: 1)], compared: ["deals"],
            kept: #"{"exportedAt": "2026-11-22T06:00:00Z", "source": "weekly-ad-scraper 1.4","#
                + #" "zipCodes": ["02139", "02138"], "count": 3}"#),
    ]

    /// Seed 002's nested payloads: their arrays carry the parent's id whether the summary or the
    /// reference comes before or after them.
    static let payloads = [
        Export(
            file: "brewguide-dto/recipe-detail.json", sections: ["steps"],
            metadata: ["recipe", "grindTactileDescriptor"],
            tables: [
                "brew_recipes": SummaryCounts(read: 1, inserted: 1),
                "brew_recipe_steps": SummaryCounts(read: 4, inserted: 4),
            ],
            compared: ["brew_recipes", "brew_recipe_steps"]),
        Export(
            file: "brewguide-dto/recipe-steps.json", sections: ["steps"], metadata: ["recipeId"],
            tables: ["brew_recipe_steps": SummaryCounts(read: 4, inserted: 4)], compared: ["brew_recipe_steps"]),
    ]

    @Test(arguments: exports + payloads)
    func everyMemberOrderStoresTheSameRows(_ export: Export) throws {
        let asWritten = try importing(try Data(contentsOf: fixture(export.file)), named: export.file) {
            written throws in
            #expect(written.status == 0, "\(written.error)")
            #expect(SummaryCounts.byTable(written.output) == export.tables, "\(written.output)")
            return try export.compared.map { try written.probe.content(of: $0) }
        }
        var stored: [[String]] = []
        for order in Self.orders(of: export) {
            stored.append(
                try importing(try reordered(export.file, order), named: export.file) { result throws in
                    #expect(result.status == 0, "\(order): \(result.error)")
                    #expect(SummaryCounts.byTable(result.output) == export.tables, "\(order): \(result.output)")
                    let rejected = try result.probe.strings(
                        "SELECT location || ' ' || field || ' ' || reason || ' ' || raw_row FROM rejected_rows"
                            + " ORDER BY 1")
                    #expect(rejected.count == export.tables.values.reduce(0) { $0 + $1.rejected })
                    return try export.compared.map { try result.probe.content(of: $0) } + rejected
                })
        }
        #expect(stored.allSatisfy { $0 == stored[0] }, "the member orders stored different rows")
        // Foundation writes the reordered files' numbers and keys its own way; the stored values agree.
        #expect(Array(stored[0].prefix(export.compared.count)) == asWritten)
    }

    /// The members that are neither records nor sections are kept in the ledger, as one JSON object
    /// whatever their place, and `-v` shows them.
    @Test(arguments: exports)
    func theExportsMetadataIsKeptInTheLedger(_ export: Export) throws {
        let expected = try JSONSerialization.jsonObject(with: Data(export.kept.utf8)) as! NSDictionary
        #expect(Set(expected.allKeys.map { "\($0)" }) == Set(export.metadata))
        for order in Self.orders(of: export) {
            try importing(try reordered(export.file, order), named: export.file, verbose: true) { result throws in
                let kept = try #require(try result.probe.strings("SELECT export_metadata FROM import_files").first)
                let metadata = try JSONSerialization.jsonObject(with: Data(kept.utf8)) as! [String: Any]
                #expect(NSDictionary(dictionary: metadata) == expected, "\(order)")
                #expect(result.output.contains("  export metadata, kept in import_files.export_metadata: {"))
            }
        }
    }

    /// A top-level object without sections stays one record, and an array of plain values stays in it.
    @Test func anObjectWithoutArraysOfRecordsIsStillOneRecord() throws {
        let event = #"{"keywords": ["snow"], "id": "ev9", "title": "Snow day", "promptSeed": "building a snowman"}"#
        try importing(Data(event.utf8), named: "event.json") { result throws in
            #expect(SummaryCounts.byTable(result.output) == ["custom_events": SummaryCounts(read: 1, inserted: 1)])
            #expect(try result.probe.strings("SELECT keywords FROM custom_events") == [#"["snow"]"#])
            #expect(
                try result.probe.strings("SELECT count(*) FROM import_files WHERE export_metadata IS NULL") == ["1"])
        }
    }

    /// The orders tried: as written, metadata after the sections, metadata between them, reversed.
    static func orders(of export: Export) -> [[String]] {
        let written = export.metadata + export.sections
        var between: [String] = []
        for index in 0..<max(export.sections.count, export.metadata.count) {
            if index < export.sections.count { between.append(export.sections[index]) }
            if index < export.metadata.count { between.append(export.metadata[index]) }
        }
        return [written, export.sections + export.metadata, between, written.reversed()]
    }

    /// The fixture's top-level object written with its members in `order`; values are written by
    /// Foundation, the same way for every order.
    private func reordered(_ file: String, _ order: [String]) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture(file))) as! [String: Any]
        #expect(Set(object.keys) == Set(order), "the test names every member of \(file)")
        let members = try order.map { key in
            let value = try JSONSerialization.data(
                withJSONObject: object[key]!, options: [.sortedKeys, .fragmentsAllowed])
            return try String(
                data: JSONSerialization.data(withJSONObject: key, options: .fragmentsAllowed), encoding: .utf8)!
                + ": " + String(decoding: value, as: UTF8.self)
        }
        return Data(("{\n" + members.joined(separator: ",\n") + "\n}\n").utf8)
    }

    private struct Imported {
        var status: Int32
        var output: String
        var error: String
        var probe: DatabaseProbe
    }

    /// Imports `data` as `data/<name>` into a fresh folder's database, and hands `body` what it did.
    private func importing<T>(
        _ data: Data, named name: String, verbose: Bool = false, _ body: (Imported) throws -> T
    ) throws -> T {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data/" + URL(fileURLWithPath: name).lastPathComponent)
        try data.write(to: file)
        let result = try cli.larder(["import"] + (verbose ? ["-v"] : []) + [file.path], in: folder)
        let database = folder.appendingPathComponent("larder.sqlite").path
        return try body(
            Imported(
                status: result.status, output: result.output, error: result.error,
                probe: try #require(try DatabaseProbe(path: database))))
    }

    private func fixture(_ name: String) -> URL { Paths.fixtures.appendingPathComponent("json/\(name)") }
}
