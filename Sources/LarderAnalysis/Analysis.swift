import GRDB
import LarderStore
import LarderValues

/// One analysis of the database as of a day, for one owner scope: what every analysis shares, so
/// ``Report`` runs them all the same way.
///
/// An analysis holds the ``ReportSettings`` it was created with and its own options (a window, a
/// limit) as properties with defaults; ``with(_:_:)`` changes one.
public protocol Analysis: Sendable {
    /// What the analysis finds: plain values that a page formats and `report.json` holds as they are.
    associatedtype Result: Equatable, Encodable, Sendable

    /// What the report decided for every analysis: the day, whose rows, the "due soon" window.
    var settings: ReportSettings { get }

    /// Creates the analysis for a report, its own options at their defaults.
    init(_ settings: ReportSettings)

    /// Reads the database and builds the result.
    func analyse(_ db: Database) throws -> Result
}

extension Analysis {
    /// Creates the analysis for `asOf` and `scope`, every option at its default.
    public init(asOf: CivilDate, scope: OwnerScope = .everyone) {
        self.init(ReportSettings(asOf: asOf, scope: scope))
    }

    /// The date the analysis is for.
    public var asOf: CivilDate { settings.asOf }

    /// Whose rows it reads.
    public var scope: OwnerScope { settings.scope }

    /// A copy with one option set: `BrewAnalysis(asOf: day).with(\.trendWeeks, 4)`.
    public func with<Value>(_ option: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: option] = value
        return copy
    }
}
