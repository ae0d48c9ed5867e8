/// A SQL view larder's migrations create for people who query the database (`sqlite3`, Datasette): its
/// name, what question it answers, and each column's meaning, for docs/SCHEMA.md and Datasette's metadata.
public struct ViewSpec: Sendable {
    /// The view's name, snake_case.
    public let name: String
    /// What the view answers, one or two sentences for docs/SCHEMA.md.
    public let summary: String
    /// The view's columns, in order, each with what it holds.
    public let columns: [(name: String, note: String)]

    /// A view called `name` answering `summary`, with `columns` in order.
    public init(name: String, summary: String, columns: KeyValuePairs<String, String>) {
        self.name = name
        self.summary = summary
        self.columns = columns.map { (name: $0.key, note: $0.value) }
    }
}
