import GRDB
import LarderStore
import LarderValues

/// What a report decides for every analysis: the day, whose rows, the "due soon" window and the
/// currency of amounts the exports give without one.
public struct ReportSettings: Equatable, Sendable {
    /// The date the report is for.
    public var asOf: CivilDate
    /// Whose rows it reads.
    public var scope: OwnerScope
    /// "Due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int
    /// The ISO 4217 code of budgets and spending (`--currency`), which no export carries; nil shows none.
    public var currency: String?
    /// The store whose aisle walk comes first (`--store`), or nil.
    public var store: String?

    /// Creates the settings.
    public init(
        asOf: CivilDate, scope: OwnerScope = .everyone, dueWithinDays: Int = 5, currency: String? = nil,
        store: String? = nil
    ) {
        self.store = store
        self.asOf = asOf
        self.scope = scope
        self.dueWithinDays = dueWithinDays
        self.currency = currency
    }
}

extension ReportSettings {
    /// Runs the analysis `kind` with these settings inside the caller's read transaction.
    func analyse<Kind: Analysis>(_ kind: Kind.Type, in db: Database) throws -> Kind.Result {
        try Kind(self).analyse(db)
    }
}
