/// A rejected row as the user should read it.
public struct RejectedRow: Equatable, Sendable {
    /// The file.
    public var path: String
    /// `line 12`, `$.items[3]`.
    public var location: String
    /// The field that failed, as the file names it.
    public var field: String?
    /// The full reason, with the fix.
    public var reason: String

    /// Creates a rejected row.
    package init(path: String, location: String, field: String?, reason: String) {
        self.path = path
        self.location = location
        self.field = field
        self.reason = reason
    }

    /// "data/x.csv line 12: `expiry` is `31/02/2026`, which …; write dates as YYYY-MM-DD."
    public var message: String { "\(path) \(location): \(reason)" }
}
