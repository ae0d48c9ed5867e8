import Foundation

/// A named step of `larder run` (Publish's `PublishingStep`): it takes what the step before it handed
/// on (`Input`, its context) and hands on its own (`Output`), so no step reads another's state through an
/// optional.
public struct PipelineStep<Input, Output> {
    /// What the step does, e.g. `Import data/`.
    public var name: String
    /// The file or folder the step works on, for errors.
    public var path: String?
    /// The work.
    public var body: (Input) throws -> Output

    /// Creates a step.
    public init(name: String, path: String? = nil, body: @escaping (Input) throws -> Output) {
        self.name = name
        self.path = path
        self.body = body
    }
}

/// Steps run in order, each handed the context the step before it made (Publish's `PublishingContext`,
/// typed step by step): announces each (`[2/3] Analyse as of 2026-11-22`) and re-throws any error as a
/// ``LarderError`` tagged with the step. `Output` is what the last step hands on.
public struct Pipeline<Output> {
    /// The steps' names, in order.
    public let stepNames: [String]
    private let work: (StepAnnouncer) throws -> Output

    /// A pipeline of one step, which starts from nothing.
    public init(_ first: PipelineStep<Void, Output>) {
        stepNames = [first.name]
        work = { announcer in try announcer.run(first, on: ()) }
    }

    private init(stepNames: [String], work: @escaping (StepAnnouncer) throws -> Output) {
        self.stepNames = stepNames
        self.work = work
    }

    /// These steps, then `step`, which is handed what the last of them made.
    public func then<Next>(_ step: PipelineStep<Output, Next>) -> Pipeline<Next> {
        Pipeline<Next>(stepNames: stepNames + [step.name]) { [work] announcer in
            try announcer.run(step, on: try work(announcer))
        }
    }

    /// Runs every step; `log` receives the announcements. Returns what the last step made.
    @discardableResult
    public func run(log: @escaping (String) -> Void) throws -> Output {
        try work(StepAnnouncer(total: stepNames.count, log: log))
    }
}

/// Counts the steps of one run as they start, announcing each and tagging its errors.
private final class StepAnnouncer {
    private let total: Int
    private let log: (String) -> Void
    private var started = 0

    init(total: Int, log: @escaping (String) -> Void) {
        self.total = total
        self.log = log
    }

    /// Announces `step` and runs it on `input`.
    func run<Input, Output>(_ step: PipelineStep<Input, Output>, on input: Input) throws -> Output {
        started += 1
        log("[\(started)/\(total)] \(step.name)")
        do {
            return try step.body(input)
        } catch let error as LarderError {
            throw error
        } catch {
            let message = (error as? LocalizedError)?.errorDescription ?? "\(error)"
            throw LarderError(
                step: step.name, path: step.path, message: message, isUsage: LarderError.isUsage(error))
        }
    }
}
