/// What larder did not import into a table, as the ledger says: the rows rejected at import, per kind,
/// and the sections of files kept as text. Nothing a user hands larder is hidden: the report names them.
public struct NotImportedFindings: Equatable, Sendable, Encodable {
    /// One kind's rejected rows: how many, and the first `rowsLimit` of them.
    public struct RejectedKind: Equatable, Sendable, Encodable {
        /// The kind (`inventory`; `raw` for a malformed record of a file kept as text).
        public var kind: String
        /// The kind's table (`inventory_items`); nil for `raw`.
        public var table: String?
        /// Rows of the kind in `rejected_rows`.
        public var count: Int
        /// The first of them, by file as given, then the order they were read in.
        public var rows: [RejectedRow]
    }

    /// One rejected row.
    public struct RejectedRow: Equatable, Sendable, Encodable {
        /// What the row names itself (its `name`, `title` or item name as read), nil when it has none.
        public var name: String?
        /// The file as its import was given it, less the folder every file the report lists lies in
        /// (``NotImportedAnalysis/sharedFolder(of:)``), and the place in it (`line 3`, a JSON path).
        public var file, location: String
        /// The first field at fault as the file names it, and its value as read; nil when none is.
        public var field, value: String?
        /// Why it was rejected and how to fix it.
        public var reason: String
    }

    /// A section of a file kept as text in a `raw_*` table.
    public struct KeptSection: Equatable, Sendable, Encodable {
        /// The file as its latest import was given it, less the folder every listed file lies in; the section (the file name, a JSON key, `table 2`).
        public var file, section: String
        /// The raw table that holds its rows.
        public var table: String
        /// How many records were read into it.
        public var rows: Int
        /// The table whose evidence came nearest, and its kind (`shopping_items`, `shopping`); nil when no
        /// table came near or the section was kept as text on purpose.
        public var nearestTable, nearestKind: String?
        /// What the nearest table's evidence lacked, in words; nil with `nearestTable`.
        public var lacks: String?
        /// The recogniser's whole reason (or `--as raw`, or why a known export's part has no table).
        public var reason: String
        /// Whether it was kept as text on purpose (`--as raw`, or a part of a known export larder has no
        /// table for) rather than for want of evidence.
        public var onPurpose: Bool
    }

    /// How many rejected rows each kind lists at most.
    public var rowsLimit: Int
    /// Rejected rows per kind, by kind.
    public var rejected: [RejectedKind]
    /// Every section kept as text, by file as given, then section order.
    public var keptAsText: [KeptSection]
    /// `true` when nothing was rejected and nothing kept as text.
    public var isEmpty: Bool { rejected.isEmpty && keptAsText.isEmpty }

    /// The sections kept as text for want of evidence whose nearest table is one of `tables`.
    public func kept(nearestTo tables: Set<String>) -> [KeptSection] {
        keptAsText.filter { section in section.nearestTable.map(tables.contains) ?? false }
    }
}

extension NotImportedFindings {
    private enum CodingKeys: String, CodingKey {
        case rowsLimit, rejected, keptAsText, isEmpty
    }

    /// Writes the fields and `isEmpty`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rowsLimit, forKey: .rowsLimit)
        try container.encode(rejected, forKey: .rejected)
        try container.encode(keptAsText, forKey: .keptAsText)
        try container.encode(isEmpty, forKey: .isEmpty)
    }
}
