import GRDB
import LarderStore
import LarderValues

/// What a report decides for every analysis: the day, whose rows, and the "due soon" window.
public struct ReportSettings: Equatable, Sendable {
    /// The date the report is for.
    public var asOf: CivilDate
    /// Whose rows it reads.
    public var scope: OwnerScope
    /// "Due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int

    /// Creates the settings.
    public init(asOf: CivilDate, scope: OwnerScope = .everyone, dueWithinDays: Int = 5) {
        self.asOf = asOf
        self.scope = scope
        self.dueWithinDays = dueWithinDays
    }
}

extension ReportSettings {
    /// Runs the analysis `kind` with these settings inside the caller's read transaction.
    func analyse<Kind: Analysis>(_ kind: Kind.Type, in db: Database) throws -> Kind.Result {
        try Kind(self).analyse(db)
    }
}
