import Foundation
import LarderTestSupport
import Testing

extension ProcessTests {
    /// Two `larder import` processes on one database at once, and `larder report` while an import writes.
    @Suite(.serialized) struct ConcurrentWriterTests {
        /// Both start on a database that does not exist yet, so they also race to create and migrate it.
        @Test func twoImportsAtOnceBothSucceedWithTheirOwnCounts() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(GeneratedExports.inventory(rows: 10_000).utf8).write(
                to: folder.appendingPathComponent("data/food.csv"))
            try Data(GeneratedExports.deals(rows: 10_000).utf8).write(
                to: folder.appendingPathComponent("data/deals.csv"))
            let food = try LarderProcess(["import", "data/food.csv"], in: folder)
            let deals = try LarderProcess(["import", "data/deals.csv"], in: folder)
            #expect(food.wait() == 0)
            #expect(deals.wait() == 0)
            let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
            #expect(try probe.integrity() == "ok")
            #expect(try probe.count("inventory_items") == 10_000)
            #expect(try probe.count("deals") == 10_000)
            #expect(try probe.ledger(for: "data/food.csv").map { [$0.read, $0.inserted] } == [[10_000, 10_000]])
            #expect(try probe.ledger(for: "data/deals.csv").map { [$0.read, $0.inserted] } == [[10_000, 10_000]])
            #expect(try probe.runStatuses() == ["done", "done"])
        }

        /// Reports taken while a 40,000-row file is imported count the items before it or after it, never
        /// part of it, and render without error. They are as of a day before every item's date, so the
        /// pages list no item and each report takes a fraction of the import.
        @Test func aReportDuringAnImportSeesTheDatabaseBeforeOrAfterEachFile() throws {
            let folder = try EndToEndTests().makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(GeneratedExports.inventory(rows: 5_000, idPrefix: "a").utf8)
                .write(to: folder.appendingPathComponent("data/before.csv"))
            try Data(GeneratedExports.inventory(rows: 40_000, idPrefix: "b", seed: 9).utf8)
                .write(to: folder.appendingPathComponent("data/during.csv"))
            #expect(try EndToEndTests().larder(["import", "data/before.csv"], in: folder).status == 0)
            let templates = Paths.templates.path
            let report = [
                "report", "--as-of", "2025-06-01", "--templates", templates, "--format", "json,html", "--out",
            ]
            let importing = try LarderProcess(["import", "data/during.csv"], in: folder)
            var seen: [Int] = []
            var whileImporting = 0
            while importing.isRunning {
                let result = try EndToEndTests().larder(report + ["out"], in: folder)
                #expect(result.status == 0, "\(result.error)")
                seen.append(try Self.inStock(in: folder.appendingPathComponent("out")))
                if importing.isRunning { whileImporting += 1 }
            }
            #expect(importing.wait() == 0)
            #expect(try EndToEndTests().larder(report + ["out"], in: folder).status == 0)
            seen.append(try Self.inStock(in: folder.appendingPathComponent("out")))
            #expect(whileImporting >= 1, "no report finished while the import ran")
            #expect(seen.allSatisfy { $0 == 5_000 || $0 == 45_000 }, "\(seen)")
            #expect(seen.last == 45_000)
        }

        /// `expiry.inStock` of `report.json`.
        static func inStock(in output: URL) throws -> Int {
            let data = try Data(contentsOf: output.appendingPathComponent("report.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require((json["expiry"] as? [String: Any])?["inStock"] as? Int)
        }
    }
}
