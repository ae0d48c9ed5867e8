import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore

extension SavingsAnalysisTests {
    /// (valid_until, scraped_at, created_at) of deals that SQL may skip or must keep.
    static let dealDates: [(String?, String?, String?)] = [
        (nil, nil, nil), ("2026-11-21", nil, nil), ("2026-11-22", nil, nil), ("2026-11-23", nil, nil),
        ("2026-11-21T23:59:59Z", nil, nil), ("2026-02-30", nil, nil), ("0000-01-01", nil, nil), ("2026-1-5", nil, nil),
        ("garbage", nil, nil), (nil, "2026-11-22T06:00:00Z", nil), (nil, "2026-11-23T00:00:00Z", nil),
        (nil, nil, "2026-11-23T00:00:00Z"), (nil, "2026-11-21T00:00:00Z", "2026-11-30T00:00:00Z"),
        (nil, "2026-11-31T00:00:00Z", nil), (nil, "9999-12-31", nil), ("2026-11-30", "2026-11-25T00:00:00Z", nil),
    ]

    @Test func skippingDealsInSQLNeverDropsOneThatRuns() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            for (index, dates) in Self.dealDates.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO deals (id, store_name, item_name, discount_price, valid_until, scraped_at, created_at)
                        VALUES (?, 'Kroger', 'Tomatoes', 1.0, ?, ?, ?)
                        """, arguments: ["d\(index)", dates.0, dates.1, dates.2])
            }
        }
        let analysis = SavingsAnalysis(asOf: Self.asOf)
        let (all, kept) = try database.writer.read { db in
            var all: [SavingsAnalysis.DealRow] = []
            var kept: Set<String> = []
            try analysis.forEachDeal(zipCode: nil, stores: StoreIdentity(), db) { all.append($0) }
            try analysis.forEachDeal(zipCode: nil, runningOn: Self.asOf, stores: StoreIdentity(), db) {
                kept.insert($0.id)
            }
            return (all, kept)
        }
        let running = Set(all.filter { $0.runs(on: Self.asOf) }.map(\.id))
        #expect(running.isSubset(of: kept))
        #expect(kept.subtracting(running).isEmpty, "every deal whose dates are real calendar dates is decided in SQL")
        #expect(!kept.contains("d1") && kept.contains("d2") && !kept.contains("d10"))
    }
}
