import GRDB
import LarderValues

/// One analysis of the database as of a day, for one owner scope: what every analysis shares, so
/// ``Report`` runs them all the same way.
///
/// An analysis keeps its own options (a window, a limit) with defaults; ``init(_:)`` creates it
/// from what a report decides for every analysis.
public protocol Analysis: Sendable {
    /// What the analysis finds: plain values that a page formats and `report.json` holds as they are.
    associatedtype Result: Equatable, Encodable, Sendable

    /// The date the analysis is for.
    var asOf: CivilDate { get }
    /// Whose rows it reads.
    var scope: OwnerScope { get }

    /// Creates the analysis for a report, its own options at their defaults.
    init(_ settings: ReportSettings)

    /// Reads the database and builds the result.
    func analyse(_ db: Database) throws -> Result
}

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
