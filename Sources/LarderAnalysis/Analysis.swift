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
