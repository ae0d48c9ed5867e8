/// The commands that import files: they differ in what the ledger records of the run and in how the
/// import's closing line reads.
public enum ImportingCommand: Equatable, Sendable {
    /// `larder import PATH...`.
    case `import`
    /// `larder validate PATH...`: into an empty database in memory, writing nothing.
    case validate
    /// `larder run [DATA...]`: the import before the report.
    case run

    /// The command line the ledger records for an import of `paths`: `import data/a.csv`, `validate`,
    /// `run data`.
    public func ledgerCommand(for paths: [String]) -> String {
        switch self {
        case .import: "import " + paths.joined(separator: " ")
        case .validate: "validate"
        case .run: "run " + paths.joined(separator: " ")
        }
    }

    /// Whether the import goes into an empty database in memory and writes nothing, so its closing line
    /// says so and names no run.
    public var writesNothing: Bool { self == .validate }
}
