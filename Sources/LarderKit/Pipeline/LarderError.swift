import Foundation
import LarderImport
import LarderRender

/// An error tagged with the pipeline step and the file it happened on (Publish's `PublishingError`).
public struct LarderError: LocalizedError, Equatable {
    /// The step's name, e.g. `Import data/`.
    public var step: String
    /// The file or folder involved, if any.
    public var path: String?
    /// The underlying error's full sentence.
    public var message: String
    /// Whether the underlying error was bad usage (see ``isUsage(_:)``), for exit code 2.
    public var isUsage: Bool

    /// Creates an error.
    public init(step: String, path: String?, message: String, isUsage: Bool = false) {
        self.step = step
        self.path = path
        self.message = message
        self.isUsage = isUsage
    }

    /// Whether `error` comes from how larder was called rather than from a failure: an unknown `--as`
    /// kind or `--owner`, or an output folder larder may not replace.
    public static func isUsage(_ error: any Error) -> Bool {
        switch error {
        case let error as LarderError: return error.isUsage
        case is ReportError: return true
        case let error as RenderError: return error.isUsage
        case ImportError.unknownKind: return true
        default: return false
        }
    }

    /// `[Render output/] The template … is missing; …`
    public var errorDescription: String? { "[\(step)] \(message)" }
}
