import Foundation

/// A named step of `larder run` (Publish's `PublishingStep`).
public struct PipelineStep {
    /// What the step does, e.g. `Import data/`.
    public var name: String
    /// The file or folder the step works on, for errors.
    public var path: String?
    /// The work.
    public var body: () throws -> Void

    /// Creates a step.
    public init(name: String, path: String? = nil, body: @escaping () throws -> Void) {
        self.name = name
        self.path = path
        self.body = body
    }
}

/// Runs steps in order, announcing each (`[2/3] Analyse as of 2026-11-22`), and re-throws any error
/// as a ``LarderError`` tagged with the step.
public struct Pipeline {
    /// The steps.
    public var steps: [PipelineStep]

    /// Creates a pipeline.
    public init(steps: [PipelineStep]) { self.steps = steps }

    /// Runs every step; `log` receives the announcements.
    public func run(log: (String) -> Void) throws {
        for (index, step) in steps.enumerated() {
            log("[\(index + 1)/\(steps.count)] \(step.name)")
            do {
                try step.body()
            } catch let error as LarderError {
                throw error
            } catch {
                let message = (error as? LocalizedError)?.errorDescription ?? "\(error)"
                throw LarderError(
                    step: step.name, path: step.path, message: message, isUsage: LarderError.isUsage(error))
            }
        }
    }
}
