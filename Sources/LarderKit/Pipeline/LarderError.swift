import Foundation

/// An error tagged with the pipeline step and the file it happened on (Publish's `PublishingError`).
public struct LarderError: LocalizedError, Equatable {
    /// The step's name, e.g. `Import data/`.
    public var step: String
    /// The file or folder involved, if any.
    public var path: String?
    /// The underlying error's full sentence.
    public var message: String

    /// Creates an error.
    public init(step: String, path: String?, message: String) {
        self.step = step
        self.path = path
        self.message = message
    }

    /// `[Render output/] The template … is missing; …`
    public var errorDescription: String? { "[\(step)] \(message)" }
}
