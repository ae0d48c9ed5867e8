/// Why a source value could not be read as its column's type; the text completes
/// "`field` is `value`, which …".
public struct ValueError: Error, Equatable, Sendable {
    /// What is wrong with the value, e.g. "could be 3 April or 4 March".
    public let problem: String
    /// What the user can do, e.g. "write dates as YYYY-MM-DD".
    public let fix: String
    /// Whether the value is a slash date whose day/month order another row of the file may settle.
    public let isAmbiguousOrder: Bool

    /// Creates a value error.
    public init(_ problem: String, fix: String, isAmbiguousOrder: Bool = false) {
        self.problem = problem
        self.fix = fix
        self.isAmbiguousOrder = isAmbiguousOrder
    }
}
