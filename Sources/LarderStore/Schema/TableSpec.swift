import LarderValues

/// A canonical table: its columns, its natural key and how larder recognises files that hold it.
///
/// A class, not a struct: every typed row of an import refers to its table, and a reference costs one
/// retain where a struct of ten arrays and strings costs ten.
public final class TableSpec: Sendable {
    /// The table name, plural snake_case.
    public let name: String
    /// The entity name users pass to `--as`, e.g. `inventory`.
    public let kind: String
    /// One line for docs/SCHEMA.md.
    public let summary: String
    /// The columns; the first is always `id TEXT PRIMARY KEY`, then the table's own, then `id_scope` (see
    /// `RowIdentity` in LarderImport), then any a later migration added to the table with `ALTER TABLE … ADD
    /// COLUMN`, which puts them last.
    public let columns: [ColumnSpec]
    /// The columns whose values name a row when the source gives no id: the row's id is then derived
    /// from them (see `RowIdentity` in LarderImport).
    public let naturalKey: [String]
    /// Extra unique indexes, beyond the primary key.
    public let uniqueIndexes: [[String]]
    /// Table-level CHECK expressions.
    public let checks: [String]
    /// Columns a file must carry to be recognised as this table.
    public let signature: [String]
    /// The columns that say a record is of this kind (an inventory item's quantity, dates and place);
    /// generic ones (`id`, `name`, timestamps, owners) never count. See `Recogniser` in LarderImport.
    public let distinctive: [String]
    /// Words in a file name that suggest this table (`inventory`, `pantry`).
    public let fileNameHints: [String]
    /// JSON envelope keys and Firestore collection names that hold this table (`categories`).
    public let envelopeKeys: [String]

    /// Creates a table spec; `columns` lists them one by one or in groups (``ColumnSpec/timestamps(_:)``,
    /// ``ColumnSpec/named(_:as:source:)``), in table order.
    public init(
        name: String, kind: String, summary: String, @ColumnList columns: () -> [ColumnSpec], naturalKey: [String],
        uniqueIndexes: [[String]] = [], checks: [String] = [], signature: [String], distinctive: [String],
        fileNameHints: [String] = [],
        envelopeKeys: [String] = [], addedColumns: [ColumnSpec] = []
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.columns = columns() + [.idScope] + addedColumns
        self.naturalKey = naturalKey
        self.uniqueIndexes = uniqueIndexes
        self.checks = checks
        self.signature = signature
        self.distinctive = distinctive
        self.fileNameHints = fileNameHints
        self.envelopeKeys = envelopeKeys
        nameLengths = self.columns.map(\.name.utf8.count)
        let positions = Dictionary(
            self.columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        naturalKeyIndices = naturalKey.map { column in
            guard let index = positions[column] else { preconditionFailure("\(name): no column \(column) in the key") }
            return index
        }
        idIndex = positions["id"]!
        idScopeIndex = positions["id_scope"]!
        let columns = self.columns
        requiredIndices = columns.indices.filter { columns[$0].required }
        defaultedIndices = columns.indices.filter { columns[$0].defaultSQL != nil }
    }

    /// The positions of the ``naturalKey`` columns, in key order: the import derives an id from them for
    /// every row without one, and looks them up once here rather than by name per row.
    public let naturalKeyIndices: [Int]
    /// The position of `id`.
    public let idIndex: Int
    /// The position of `id_scope`.
    public let idScopeIndex: Int
    /// The positions of the required columns, in table order.
    public let requiredIndices: [Int]
    /// The positions of the columns with a SQL default, in table order.
    public let defaultedIndices: [Int]

    /// The UTF-8 length of each column's name: rules look columns up by name for every row, and
    /// comparing lengths first is cheaper than comparing names (or hashing them).
    private let nameLengths: [Int]

    /// The position of a column, or nil.
    public func index(of column: String) -> Int? {
        let length = column.utf8.count
        return nameLengths.indices.first { nameLengths[$0] == length && columns[$0].name == column }
    }

    /// The column called `name`; the catalog guarantees it exists.
    public func column(_ name: String) -> ColumnSpec { columns[index(of: name)!] }

    /// Whether `table` is `pattern`, the catalog holding one instance of each table: rules switch on
    /// the catalog's tables (`case Catalog.deals:`) rather than on their names.
    public static func ~= (pattern: TableSpec, table: TableSpec) -> Bool { pattern === table }
}

extension ColumnSpec {
    /// The `id` column every table starts with.
    static func id(
        source: String, aliases: [String] = [],
        note: String = "the source id; when the source has none, derived from the natural key"
    ) -> ColumnSpec {
        ColumnSpec("id", .id, aliases: aliases, source: source, note: note)
    }

    /// `id_scope`, which every table ends with: where a short id is unique (see `RowIdentity` in LarderImport).
    static let idScope = ColumnSpec(
        "id_scope", .text, defaultSQL: "''", source: "larder",
        note: "empty when `id` is unique on its own; else the source the id is unique in (file and section)")

    /// `created_at`.
    static func createdAt(_ source: String) -> ColumnSpec { ColumnSpec("created_at", .timestamp, source: source) }

    /// `created_at` and `updated_at`.
    static func timestamps(_ source: String) -> [ColumnSpec] {
        [createdAt(source), ColumnSpec("updated_at", .timestamp, source: source)]
    }

    /// Columns of one type with nothing but a name, in the order given: `named("prep_time", "cook_time",
    /// as: .integer, source: "001 §3 recipes")`.
    static func named(_ names: String..., as type: ValueType, source: String) -> [ColumnSpec] {
        names.map { ColumnSpec($0, type, source: source) }
    }
}

/// Builds a table's columns from single columns and groups of them, in the order written.
@resultBuilder
public enum ColumnList {
    /// One column.
    public static func buildExpression(_ column: ColumnSpec) -> [ColumnSpec] { [column] }

    /// A group of columns.
    public static func buildExpression(_ columns: [ColumnSpec]) -> [ColumnSpec] { columns }

    /// The columns of every line, in order.
    public static func buildBlock(_ lines: [ColumnSpec]...) -> [ColumnSpec] { lines.flatMap { $0 } }
}
