import LarderImport
import LarderStore

/// The steps of an import, in order: import the files (each in its own transaction), resolve category
/// names, validate brew recipes, check references. `larder import`, `larder validate` and the first
/// steps of `larder run` are these; each hands the next the summary so far.
public struct ImportSteps {
    private let session: ImportSession
    private let paths: [String]
    private let progress: (FileSummary) -> Void
    private let filesRead: () -> Void
    private let finished: (ImportSummary) -> Void

    /// Steps that import `paths` through `session`, calling `progress` after each file, `filesRead` once
    /// the files are in or failed (a progress bar's end), and `finished` with the whole summary at the end
    /// of the last step (the closing lines).
    public init(
        session: ImportSession, paths: [String], progress: @escaping (FileSummary) -> Void = { _ in },
        filesRead: @escaping () -> Void = {}, finished: @escaping (ImportSummary) -> Void = { _ in }
    ) {
        self.session = session
        self.paths = paths
        self.progress = progress
        self.filesRead = filesRead
        self.finished = finished
    }

    /// The steps as a ``Pipeline`` that hands on the import's summary (`larder run` adds its own after them).
    public var pipeline: Pipeline<ImportSummary> {
        Pipeline(
            PipelineStep(name: "Import \(paths.joined(separator: " "))", path: paths.first) { [self] in
                defer { filesRead() }
                return try session.importFiles(paths, progress: progress)
            }
        )
        .then(adding("Resolve category names", session.resolveCategoryNames))
        .then(adding("Validate brew recipes", session.validateBrewRecipes))
        .then(
            adding("Check references") { [self] summary in
                try session.checkReferences(into: &summary)
                try session.finishRun(summary)
                finished(summary)
            })
    }

    /// A step that adds to the summary of the files.
    private func adding(_ name: String, _ work: @escaping (inout ImportSummary) throws -> Void)
        -> PipelineStep<ImportSummary, ImportSummary>
    {
        PipelineStep(name: name) { summary in
            var summary = summary
            try work(&summary)
            return summary
        }
    }
}
