import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderKit
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

@Suite struct OwnerReportTests {
    static let asOf = CivilDate(year: 2026, month: 11, day: 22)!
    /// Every file of one report: the pages, report.md and report.json.
    static let files = (DashboardPage.all.map(\.file) + ["report.json", "report.md"]).sorted()

    /// Two households and two people, each with rows carrying a marker only they own.
    func twoOwnerDatabase() throws -> LarderDatabase {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO groups (id, name) VALUES ('g1', 'North flat'), ('g2', '../South house');
                    INSERT INTO inventory_items (id, group_id, name, expiration_date, price, currency_code) VALUES
                        ('i1', 'g1', 'MARKER-NORTH milk', '2026-11-21', 1.10, 'EUR'),
                        ('i2', 'g2', 'MARKER-SOUTH cheese', '2026-11-23', 4.20, 'EUR'),
                        ('i3', NULL, 'Shared honey', '2026-11-24', NULL, NULL);
                    INSERT INTO users (id, name, weekly_budget) VALUES ('u1', 'Ada', 100), ('u2', 'Bo', 80);
                    INSERT INTO budget_entries (id, user_id, amount, category, date, type) VALUES
                        ('b1', 'u1', 12.5, 'MARKER-ADA groceries', '2026-11-20', 'ACTUAL'),
                        ('b2', 'u2', 30, 'MARKER-BO takeaway', '2026-11-21', 'ACTUAL');
                    INSERT INTO custom_events (id, user_id, title, usage_count) VALUES
                        ('e1', 'u1', 'MARKER-ADA dragon tale', 3), ('e2', 'u2', 'MARKER-BO space trip', 5);
                    """)
        }
        return database
    }

    func render(_ database: LarderDatabase, owner: String? = nil) throws -> [String: String] {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("output")
        try ReportJob(asOf: Self.asOf, output: output, templates: Paths.templates, owner: owner).run(on: database)
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent != OutputFolder.markerName,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files[String(url.path.dropFirst(output.path.count + 1))] = text
        }
        return files
    }

    @Test func eachOwnersReportHoldsOnlyItsOwnRows() throws {
        let files = try render(try twoOwnerDatabase())
        let markers = ["NORTH", "SOUTH", "ADA", "BO"]
        let folders = Set(
            files.keys.compactMap { $0.split(separator: "/").count == 2 ? String($0.split(separator: "/")[0]) : nil })
        #expect(folders.count == 4)
        #expect(folders.allSatisfy { !$0.contains(".") })
        for folder in folders {
            let texts = files.filter { $0.key.hasPrefix(folder + "/") }.map(\.value)
            #expect(texts.count == Self.files.count, "\(folder) has every page, report.md and report.json")
            let own = markers.filter { marker in texts.contains { $0.contains("MARKER-\(marker)") } }
            #expect(own.count == 1, "\(folder) shows exactly one owner's rows, found \(own)")
        }
        let index = try #require(files["index.html"])
        #expect(index.contains("North flat") && index.contains("../South house"))
        #expect(!markers.contains { index.contains("MARKER-\($0)") })
    }

    @Test func oneOwnerCanBeChosen() throws {
        let files = try render(try twoOwnerDatabase(), owner: "g1")
        #expect(files.keys.sorted() == Self.files)
        #expect(files.values.contains { $0.contains("MARKER-NORTH") })
        #expect(!files.values.contains { $0.contains("MARKER-SOUTH") || $0.contains("MARKER-ADA") })
    }

    @Test func anUnknownOwnerIsAnErrorListingTheKnownOnes() throws {
        #expect(throws: ReportError.self) { try render(try twoOwnerDatabase(), owner: "nobody") }
    }

    @Test func oneGroupAndOneUserShareOneReport() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO inventory_items (id, group_id, name) VALUES ('i', 'g1', 'Milk')")
            try db.execute(sql: "INSERT INTO users (id, name) VALUES ('u1', 'Ada')")
        }
        #expect(try render(database).keys.sorted() == Self.files)
    }
}
