import ArgumentParser
import Foundation
import LarderImport
import LarderKit
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

    @Argument(help: "The folder (or files) of exports to import.")
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
        do {
            // Before the database is created or anything imported: a refused --out costs nothing.
            try job.checkOutput()
            database = try global.openDatabase()
        } catch {
            throw global.failure(error)
        }
        var summary: ImportSummary?
        let pipeline = Pipeline(steps: [
            PipelineStep(name: "Import \(data.joined(separator: " "))", path: data.first) {
                summary = try ImportRunner(global: global, strict: strict).importPaths(
                    data, into: database, kind: nil, command: "run " + data.joined(separator: " "))
            },
            PipelineStep(name: "Analyse and render \(options.out)/ as of \(job.asOf)", path: options.out) {
                try job.run(on: database)
            },
        ])
        do {
            try pipeline.run(log: global.say)
        } catch {
            throw global.failure(error)
        }
        if let summary, !summary.failures.isEmpty || (strict && summary.counts.rejected > 0) {
            throw ExitCode.failure
        }
    }
}
