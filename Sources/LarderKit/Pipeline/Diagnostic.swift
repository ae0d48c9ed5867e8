/// A line larder prints about its work, with how much it matters: the severity, not the text, decides
/// where it goes (stdout, or stderr even when quiet) and how it starts.
public struct Diagnostic: Equatable, Sendable {
    /// How much a diagnostic matters.
    public enum Severity: Equatable, Sendable {
        /// What happened (`Imported 3 files …`, `corrected: …`): stdout, unless quiet.
        case note
        /// Something the user should look at; the work went on: stderr, unless quiet.
        case warning
        /// Something failed: stderr, even when quiet.
        case error
    }

    /// How much it matters.
    public var severity: Severity
    /// What it says, without the severity's word.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String) {
        self.severity = severity
        self.message = message
    }

    /// The line as printed: `error: …`, `warning: …`, or a note's message as it is.
    public var line: String {
        switch severity {
        case .note: message
        case .warning: "warning: " + message
        case .error: "error: " + message
        }
    }
}
