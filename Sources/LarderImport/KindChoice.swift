import LarderStore

/// How the sections of a file get their kind: recognised (the default), or forced with `--as`.
public enum KindChoice: Sendable {
    /// Recognise each section from its envelope key, file name and headers (``Recogniser``).
    case recognise
    /// `--as KIND`: every section is this table.
    case table(TableSpec)
    /// `--as raw`: every section is kept as text in a raw table.
    case raw

    /// The choice a `--as` value names, or nil when it names no kind.
    public init?(named name: String) {
        if ColumnSpec.normalise(name) == "raw" {
            self = .raw
        } else if let table = Catalog.table(named: name) {
            self = .table(table)
        } else {
            return nil
        }
    }

    /// How the ledger records the choice (`import_files.read_as`): `recognised`, `raw`, or the table.
    var ledgerName: String {
        switch self {
        case .recognise: "recognised"
        case .table(let table): table.name
        case .raw: "raw"
        }
    }
}
