import LarderImport
import LarderStore

/// The steps of an import, in order: import the files (each in its own transaction), resolve category
/// names, validate brew recipes, check references. `larder import`, `larder validate` and the first
/// steps of `larder run` are these; the summary fills as they go.
public final class ImportSteps {
    private let session: ImportSession
    private let paths: [String]
    private let progress: (FileSummary) -> Void
    /// What the steps did so far; nil until the files are in.
    public private(set) var summary: ImportSummary?

    /// Steps that import `paths` through `session`, calling `progress` after each file.
    public init(session: ImportSession, paths: [String], progress: @escaping (FileSummary) -> Void = { _ in }) {
        self.session = session
        self.paths = paths
        self.progress = progress
    }

    /// The steps, ready for a ``Pipeline``.
    public var steps: [PipelineStep] {
        [
            PipelineStep(name: "Import \(paths.joined(separator: " "))", path: paths.first) { [self] in
                summary = try session.importFiles(paths, progress: progress)
            },
            PipelineStep(name: "Resolve category names") { [self] in try after(session.resolveCategoryNames) },
            PipelineStep(name: "Validate brew recipes") { [self] in try after(session.validateBrewRecipes) },
            PipelineStep(name: "Check references") { [self] in
                try after(session.checkReferences)
                try session.finishRun(summary!)
            },
        ]
    }

    /// Runs a step that adds to the summary of the files.
    private func after(_ step: (inout ImportSummary) throws -> Void) throws {
        guard var current = summary else { return }
        try step(&current)
        summary = current
    }
}
