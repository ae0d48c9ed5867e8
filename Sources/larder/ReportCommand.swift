import ArgumentParser
import Foundation
import LarderKit
import LarderRender

/// `larder report`
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Render the dashboards (HTML), the weekly report (Markdown) and report.json from the database.",
        discussion: "The output folder is replaced only when every page renders. Same database, --as-of and"
            + " templates give byte-identical output.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: ReportOptions

    func run() throws {
        let job = try options.job(database: global.db)
        do {
            let firstLook = try job.checkOutput()
            global.sweepLeftovers(besides: job.output)
            let analysed = try job.analyse(try global.openDatabaseForReading(), firstLook: firstLook)
            analysed.storeNotes.forEach(global.explain)
            try job.render(analysed)
        } catch {
            throw global.failure(error)
        }
        global.say("Wrote \(options.out)/ as of \(try options.date).")
    }
}
