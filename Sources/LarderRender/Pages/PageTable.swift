/// The shape templates get for a table that a shared table partial draws: its caption, the header
/// of its first column, and its rows.
///
/// A template opens the value as a section, so the partial reads the same names whichever table
/// it draws: `{{#byRecipe}}{{> partials/rating-table}}{{/byRecipe}}`.
struct PageTable<Row: Codable & Sendable>: Codable, Sendable {
    /// The table's caption.
    var caption: String
    /// The first column's header.
    var label: String
    /// The rows.
    var rows: [Row]
    /// How many rows.
    var count: Int
    /// Whether there is any row.
    var hasRows: Bool

    /// A table of `rows`.
    init(caption: String, label: String, rows: [Row]) {
        self.caption = caption
        self.label = label
        self.rows = rows
        count = rows.count
        hasRows = !rows.isEmpty
    }
}
