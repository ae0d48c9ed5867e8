import ArgumentParser
import Foundation
import LarderImport
import LarderKit
import LarderRender
import LarderStore

/// `larder run`: the main job.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Import a folder of exports (default data/) and render the reports (default output/).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: ReportOptions

    @Flag(help: "Exit with 1 when any row is rejected.")
    var strict = false

    @Flag(
        help: "Read every file, even one unchanged since its latest import, and parse every line of a changed CSV file."
    )
    var force = false

    @OptionGroup var encoding: EncodingOption

    @Argument(help: "The folder (or files) of exports to import.", completion: .file())
    var data: [String] = ["data"]

    /// A data path that does not exist is refused before the database is created.
    func validate() throws {
        for path in data where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError(
                "\(path) does not exist here (\(FileManager.default.currentDirectoryPath)); pass the folder of your"
                    + " exports, e.g. larder run ~/exports, or run larder in the folder that holds \(path).")
        }
    }

    func run() throws {
        let job = try options.job(database: global.db, data: data)
        let database: LarderDatabase
        let firstLook: OutputFolder
        do {
            // Before the database is created or anything imported: a refused --out costs nothing.
            firstLook = try job.checkOutput()
            global.sweepLeftovers(besides: job.output)
            // A broken or missing --templates folder fails before the import, not after it.
            _ = try ReportRenderer(templates: job.templates)
            database = try global.openDatabase()
        } catch {
            throw global.failure(error)
        }
        let runner = ImportRunner(console: global.console, strict: strict, force: force, encoding: encoding.name)
        let pipeline = runner.importSteps(data, into: database, kind: nil, command: .run)
            .then(
                PipelineStep(name: "Analyse as of \(job.asOf)") { summary in
                    let analysed = try job.analyse(database, firstLook: firstLook)
                    analysed.storeNotes.forEach(global.explain)
                    return (summary: summary, analysed: analysed)
                }
            )
            .then(
                PipelineStep(name: "Render \(options.out)/", path: options.out) { context in
                    try job.render(context.analysed)
                    return context.summary
                })
        let summary: ImportSummary
        do {
            summary = try pipeline.run(log: global.step)
        } catch {
            throw global.failure(error)
        }
        if !summary.failures.isEmpty || (strict && summary.rejectedRows > 0) {
            throw ExitCode.failure
        }
    }
}
