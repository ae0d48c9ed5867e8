import GRDB
import LarderStore
import LarderValues

/// Every analysis of the database as of one date: what the renderer turns into pages.
public struct Report: Equatable, Sendable, Encodable {
    /// The date the report is for.
    public var asOf: CivilDate
    /// What to eat first.
    public var expiry: ExpiryReport
    /// Are we on budget this week and month.
    public var budget: BudgetReport
    /// Which brew recipe to repeat, and what to change.
    public var brew: BrewReport
    /// How the custom story events are used.
    public var events: EventsReport
    /// What to buy where: the open list by store and aisle, bought items to put away, the wishlist.
    public var shopping: ShoppingReport
    /// What deals can save: active deals, matches with the lists, per-store and realised savings.
    public var savings: SavingsReport

    /// Runs every analysis in one read transaction, so the report sees one consistent snapshot.
    public static func build(
        from database: LarderDatabase, asOf: CivilDate, dueWithinDays: Int = 5, scope: OwnerScope = .everyone
    ) throws -> Report {
        try database.writer.read { db in try build(in: db, asOf: asOf, dueWithinDays: dueWithinDays, scope: scope) }
    }

    /// Runs every analysis inside the caller's read transaction (a report of several owners reads one
    /// snapshot for all of them).
    package static func build(in db: Database, asOf: CivilDate, dueWithinDays: Int, scope: OwnerScope) throws -> Report
    {
        Report(
            asOf: asOf,
            expiry: try ExpiryAnalysis(asOf: asOf, dueWithinDays: dueWithinDays, scope: scope).analyse(db),
            budget: try BudgetAnalysis(asOf: asOf, scope: scope).analyse(db),
            brew: try BrewAnalysis(asOf: asOf, scope: scope).analyse(db),
            events: try EventsAnalysis(asOf: asOf, scope: scope).analyse(db),
            shopping: try ShoppingAnalysis(asOf: asOf, scope: scope).analyse(db),
            savings: try SavingsAnalysis(asOf: asOf, scope: scope).analyse(db))
    }
}
