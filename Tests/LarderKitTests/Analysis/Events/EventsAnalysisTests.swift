import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore
@testable import LarderValues

@Suite struct EventsAnalysisTests {
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    /// An event: id, title, usage count, favourite, AI-enhanced, last used, created, owner.
    func event(
        _ id: String, _ title: String, used: Int, favorite: Bool = false, ai: Bool = false, lastUsed: String?,
        created: String = "2026-01-01", user: String? = nil
    ) throws {
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO custom_events (id, user_id, title, category, usage_count, is_favorite, ai_enhanced,
                        last_used_at, created_at)
                    VALUES (?, ?, ?, 'adventure', ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, user, title, used, favorite, ai, lastUsed.map { $0 + "T10:30:00Z" }, created + "T00:00:00Z",
                ])
        }
    }

    func report(_ asOf: String, scope: OwnerScope = .everyone) throws -> EventsFindings {
        try database.writer.read { try EventsAnalysis(asOf: CivilDate(iso: asOf)!, scope: scope).analyse($0) }
    }

    @Test func withoutEventsTheReportSaysThereIsNothing() throws {
        let report = try report("2026-11-22")
        #expect(!report.hasData)
        #expect((report.events, report.aiEnhancedCount, report.aiEnhancedPercent) == (0, 0, nil))
        #expect(report.mostUsed.isEmpty && report.favorites.isEmpty && report.stale.isEmpty)
        #expect((report.mostUsedLimit, report.staleAfterDays) == (5, 30))
    }

    /// As of 2026-11-22.
    func household() throws {
        try event("a", "Dragon Day", used: 12, favorite: true, ai: true, lastUsed: "2026-11-20")
        try event("b", "Beach Trip", used: 12, lastUsed: "2026-10-23")  // 30 days idle: stale
        try event("c", "Castle", used: 7, favorite: true, ai: true, lastUsed: "2026-10-24")  // 29 days: not
        try event("d", "Zoo", used: 3, lastUsed: "2026-11-01")
        try event("e", "Forest", used: 1, ai: true, lastUsed: "2026-11-22")
        try event("f", "Moon", used: 2, lastUsed: "2026-09-01")  // 30 + 31 + 21 = 82 days
        try event("g", "Never A", used: 0, lastUsed: nil, created: "2026-10-22")  // 31 days old: stale
        try event("h", "Never B", used: 0, lastUsed: nil, created: "2026-10-23")  // never used: listed at any age
    }

    @Test func mostUsedAreTheTopFiveWithTiesByTitle() throws {
        try household()
        let report = try report("2026-11-22")
        #expect((report.hasData, report.events) == (true, 8))
        #expect(report.mostUsed.map(\.title) == ["Beach Trip", "Dragon Day", "Castle", "Zoo", "Moon"])
        #expect(report.mostUsed.map(\.usageCount) == [12, 12, 7, 3, 2])
        #expect(
            report.mostUsed[1]
                == .init(
                    id: "a", title: "Dragon Day", category: "adventure", usageCount: 12, isFavorite: true,
                    aiEnhanced: true, lastUsed: CivilDate(iso: "2026-11-20"), created: CivilDate(iso: "2026-01-01")))
    }

    @Test func favouritesByTitle() throws {
        try household()
        #expect(try report("2026-11-22").favorites.map(\.id) == ["c", "a"])
    }

    @Test func staleEventsLongestIdleFirst() throws {
        try household()
        let stale = try report("2026-11-22").stale
        #expect(stale.map(\.event.title) == ["Moon", "Never A", "Beach Trip", "Never B"])
        #expect(stale.map(\.idleDays) == [82, 31, 30, 30])
        #expect(stale.map(\.reason) == [.unusedSince, .neverUsed, .unusedSince, .neverUsed])
    }

    @Test func aiEnhancedShare() throws {
        try household()
        let eight = try report("2026-11-22")
        #expect((eight.aiEnhancedCount, eight.aiEnhancedPercent) == (3, 37.5))  // 3 of 8
        try event("i", "Ninth", used: 0, lastUsed: nil)
        #expect(try report("2026-11-22").aiEnhancedPercent == 33.33)  // 3 of 9
    }

    @Test(arguments: [
        ("2026-12-06", "2027-01-05", 30, true),  // across the new year
        ("2026-12-07", "2027-01-05", 29, false),
        ("2028-02-29", "2028-03-30", 30, true),  // from a leap day
        ("2028-03-01", "2028-03-30", 29, false),
        ("2028-01-31", "2028-03-01", 30, true),  // over a 29-day February
    ])
    func thirtyDaysIdleIsStaleAcrossYearsAndLeapDays(lastUsed: String, asOf: String, idle: Int, isStale: Bool)
        throws
    {
        try event("a", "Only", used: 1, lastUsed: lastUsed)
        let stale = try report(asOf).stale
        #expect(stale.map(\.idleDays) == (isStale ? [idle] : []))
    }

    @Test func eachOwnerSeesTheirEventsAndTheSharedOnes() throws {
        try event("a", "ann-marker", used: 4, favorite: true, lastUsed: "2026-11-01", user: "u1")
        try event("b", "bob-marker", used: 9, favorite: true, ai: true, lastUsed: "2026-09-01", user: "u2")
        try event("c", "shared", used: 1, lastUsed: "2026-11-20")
        let ann = try report("2026-11-22", scope: OwnerScope(groupIDs: nil, userIDs: ["u1"]))
        #expect(ann.mostUsed.map(\.title) == ["ann-marker", "shared"])
        #expect((ann.favorites.map(\.title), ann.stale.map(\.event.title)) == (["ann-marker"], []))
        #expect((ann.events, ann.aiEnhancedCount) == (2, 0))
        let bob = try report("2026-11-22", scope: OwnerScope(groupIDs: nil, userIDs: ["u2"]))
        #expect(bob.mostUsed.map(\.title) == ["bob-marker", "shared"])
        #expect((bob.favorites.map(\.title), bob.stale.map(\.event.title)) == (["bob-marker"], ["bob-marker"]))
        #expect((bob.events, bob.aiEnhancedCount, bob.aiEnhancedPercent) == (2, 1, 50))
    }
}
