import GRDB
import LarderStore
import LarderValues

/// Every analysis of the database as of one date, each run through ``Analysis``: what the renderer
/// turns into pages, and what `report.json` holds.
public struct Report: Equatable, Sendable, Encodable {
    /// The date the report is for.
    public var asOf: CivilDate
    /// What to eat first.
    public var expiry: ExpiryFindings
    /// Are we on budget this week and month.
    public var budget: BudgetFindings
    /// Which brew recipe to repeat, and what to change.
    public var brew: BrewFindings
    /// How the custom story events are used.
    public var events: EventsFindings
    /// What to buy where: the open list by store and aisle, bought items to put away, the wishlist.
    public var shopping: ShoppingFindings
    /// What deals can save: active deals, matches with the lists, per-store and realised savings.
    public var savings: SavingsFindings
    /// What was not imported into a table: rejected rows and files kept as text.
    public var notImported: NotImportedFindings

    /// Runs every analysis in one read transaction, so the report sees one consistent snapshot.
    public static func build(
        from database: LarderDatabase, asOf: CivilDate, dueWithinDays: Int = 5, scope: OwnerScope = .everyone
    ) throws -> Report {
        try database.read { db in try build(in: db, asOf: asOf, dueWithinDays: dueWithinDays, scope: scope) }
    }

    /// Runs every analysis inside the caller's read transaction (a report of several owners reads one
    /// snapshot for all of them).
    package static func build(
        in db: Database, asOf: CivilDate, dueWithinDays: Int, scope: OwnerScope, currency: String? = nil,
        store: String? = nil
    ) throws -> Report {
        let settings = ReportSettings(
            asOf: asOf, scope: scope, dueWithinDays: dueWithinDays, currency: currency, store: store)
        // The shopping list shows the deals the savings analysis found: the deals are scanned once, and
        // both read one store identity.
        let stores = try ShoppingAnalysis(settings).storeIdentity(db)
        let savings = try SavingsAnalysis(settings).with(\.stores, stores).analyse(db)
        return Report(
            asOf: asOf,
            expiry: try settings.analyse(ExpiryAnalysis.self, in: db),
            budget: try settings.analyse(BudgetAnalysis.self, in: db),
            brew: try settings.analyse(BrewAnalysis.self, in: db),
            events: try settings.analyse(EventsAnalysis.self, in: db),
            shopping: try ShoppingAnalysis(settings).with(\.deals, savings.matches).with(\.stores, stores).analyse(db),
            savings: savings, notImported: try settings.analyse(NotImportedAnalysis.self, in: db))
    }
}
