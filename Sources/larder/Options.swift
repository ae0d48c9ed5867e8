import ArgumentParser
import Foundation
import LarderKit

/// Options every command shares.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database file (created if missing).")
    var db = "larder.sqlite"

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Say why each file was recognised as its kind, and show more rejected rows.")
    var verbose = false

    func openDatabase() throws -> LarderDatabase {
        try LarderDatabase(path: db)
    }

    func say(_ line: String) {
        if !quiet { print(line) }
    }

    func warn(_ line: String) {
        // Summaries go to stdout, which is buffered when piped: flush it so lines keep their order.
        fflush(nil)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Options of the commands that render reports.
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: "Report as of this date (YYYY-MM-DD); default today.")
    var asOf: String?

    @Option(name: .long, help: "The output folder; it is replaced as a whole when rendering succeeds.")
    var out = "output"

    @Option(name: .long, help: "The folder of Mustache templates.")
    var templates = "templates"

    @Option(name: .long, help: "Formats to write, comma-separated: html, md, json.")
    var format = "html,md,json"

    @Option(name: .long, help: "\"Due soon\" means expiring within this many days.")
    var dueWithin = 5

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Report on one group or user only (its id or folder name). By default there is one report, or one"
                + " per owner when the database holds several groups or several users."))
    var owner: String?

    var date: CivilDate {
        get throws {
            guard let asOf else { return LarderClock.today() }
            guard let date = CivilDate(iso: asOf) else {
                throw ValidationError("--as-of \(asOf) is not a date; write it as YYYY-MM-DD, e.g. 2026-11-22.")
            }
            return date
        }
    }

    var formats: [ReportRenderer.Format] {
        get throws {
            try format.split(separator: ",").map { name in
                guard let format = ReportRenderer.Format(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("--format \(name) is not a format; use html, md and/or json.")
                }
                return format
            }
        }
    }

    /// The report job these options describe.
    func job() throws -> ReportJob {
        try ReportJob(
            asOf: date, output: URL(fileURLWithPath: out), templates: URL(fileURLWithPath: templates),
            formats: formats, dueWithinDays: dueWithin, owner: owner)
    }

    func validate() throws {
        _ = try date
        _ = try formats
        guard dueWithin >= 0 else { throw ValidationError("--due-within must be 0 or more days.") }
    }
}
