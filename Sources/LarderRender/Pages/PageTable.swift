/// The shape templates get for a table that a shared table partial draws: its caption, the header
/// of its first column, and its rows.
///
/// A template opens the value as a section, so the partial reads the same names whichever table
/// it draws: `{{#byRecipe}}{{> partials/rating-table}}{{/byRecipe}}`.
enum PageTable {
    /// `caption`, `label` (the first column's header), `rows`, `count` and `hasRows`.
    static func context(caption: String, label: String, rows: [[String: Any]]) -> [String: Any] {
        ["caption": caption, "label": label, "rows": rows, "count": rows.count, "hasRows": !rows.isEmpty]
    }
}
