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

    /// Every name `--as` takes, in the catalog's order, then `raw` (shell completion offers them).
    public static var names: [String] { Catalog.tables.map(\.kind) + ["raw"] }

    /// The kind a mistyped `--as` value most likely means (`deal`, `inventry`, `brew_log`): the one kind,
    /// `raw` included, whose name or table name is within two edits of it once folded; nil when none is,
    /// or when two are equally near.
    public static func nearest(to name: String) -> String? {
        let typed = Array(ColumnSpec.normalise(name))
        guard !typed.isEmpty else { return nil }
        var best: (kind: String, distance: Int)?
        var tied = false
        for (kind, spellings) in Catalog.tables.map({ ($0.kind, [$0.kind, $0.name]) }) + [("raw", ["raw"])] {
            let distance = spellings.map { editDistance(typed, Array(ColumnSpec.normalise($0))) }.min()!
            guard distance <= 2 else { continue }
            if let current = best, current.distance <= distance {
                tied = tied || (current.distance == distance && current.kind != kind)
                continue
            }
            best = (kind, distance)
            tied = false
        }
        return tied ? nil : best?.kind
    }

    /// The Levenshtein distance between two strings of characters.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
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
