import ArgumentParser
import Foundation
import LarderAnalysis
import LarderImport
import LarderKit
import LarderRender
import LarderStore
import LarderValues

/// Options of the commands that open the database: the file, how long to wait for its lock, and what to
/// print (``ConsoleOptions``).
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The SQLite database file; import and run create it when missing, status and report need it to exist.",
            valueName: "file"),
        completion: .file(extensions: ["sqlite", "db", "sqlite3"]))
    var db = "larder.sqlite"

    @OptionGroup var console: ConsoleOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds to wait while another process holds the database's lock (after one second larder says whose);"
                + " then the command fails.",
            valueName: "seconds"))
    var wait: Double = LarderDatabase.busyTimeout

    /// `-q`: print only errors.
    var quiet: Bool { console.quiet }
    /// `-v`: say why, and show more.
    var verbose: Bool { console.verbose }

    /// Opens the database, creating it when missing (`import`, `run`).
    func openDatabase() throws -> LarderDatabase {
        Self.interruptingOnSignal(try LarderDatabase(path: db, wait: lockWait))
    }

    /// Opens the database for reading only; it must exist (`status`, `report`).
    func openDatabaseForReading() throws -> LarderDatabase {
        try LarderDatabase(readingAt: db, wait: lockWait)
    }

    /// `--wait`, and the line printed on stderr (unless quiet) once a wait passes a second.
    var lockWait: LockWait {
        let quiet = quiet
        return LockWait(timeout: wait) { line in
            guard !quiet else { return }
            fflush(nil)
            FileHandle.standardError.write(Data((TerminalText.line("waiting: " + line) + "\n").utf8))
        }
    }

    /// Refuses a `--wait` out of range, and a `--db` that is a folder (SQLite would say only "disk I/O
    /// error"), before anything is opened.
    func validate() throws {
        guard wait >= 0, wait <= 604_800 else {
            throw ValidationError(
                "--wait \(wait) is not a number of seconds larder waits; give 0 to 604800 (a week), e.g. --wait 30.")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: db, isDirectory: &isFolder), isFolder.boolValue {
            let file = (db.hasSuffix("/") ? String(db.dropLast()) : db) + "/larder.sqlite"
            throw ValidationError(
                "--db \(db) is a folder, not a database file; name a file, e.g. --db \(file).")
        }
    }

    /// `database`, whose SQL statement in progress a signal interrupts (``CleanupOnExit/onInterrupt(_:)``):
    /// a long query or insert then fails at once, and the work stops at its next checkpoint.
    private static func interruptingOnSignal(_ database: LarderDatabase) -> LarderDatabase {
        CleanupOnExit.onInterrupt { [weak writer = database.writer] in writer?.interrupt() }
        return database
    }

    /// Removes what killed larders left (``CleanupOnExit/sweepLeftovers(in:processID:markedAlsoBy:)``): the
    /// temporary folders of ZIP archives and standard input in `TMPDIR` and, with `output`, the staging
    /// folders beside it; a warning names each.
    func sweepLeftovers(besides output: URL? = nil) {
        let removed = ImportSession.sweepLeftovers() + (output.map(OutputFolder.sweepLeftovers(besides:)) ?? [])
        for folder in removed {
            show(
                Diagnostic(
                    .warning,
                    "removed leftovers of an interrupted run: \(folder.path) (the larder that made it no longer runs).")
            )
        }
    }

    /// ``ConsoleOptions/say(_:)``.
    func say(_ line: String) { console.say(line) }

    /// ``ConsoleOptions/step(_:)``.
    func step(_ line: String) { console.step(line) }

    /// ``ConsoleOptions/explain(_:)``.
    func explain(_ line: String) { console.explain(line) }

    /// ``ConsoleOptions/show(_:)``.
    func show(_ diagnostic: Diagnostic) { console.show(diagnostic) }

    /// The error to end a command with, printed here: bad usage found at run time (a refused `--out`, an
    /// unknown `--owner`) exits 2, anything else 1.
    func failure(_ error: any Error) -> any Error {
        // An interrupted command's errors are the interruption's doing: `Main` says so and exits.
        if CleanupOnExit.interruption != nil { return error }
        let usage = LarderError.isUsage(error)
        // Bad usage is about the command line, not a step: its message goes without the step's name.
        let step = usage ? (error as? LarderError)?.message : nil
        show(Diagnostic(.error, step ?? (error as? LocalizedError)?.errorDescription ?? "\(error)"))
        return usage ? ExitCode.validationFailure : ExitCode.failure
    }
}

/// Options of the commands that render reports.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "Report as of this date (YYYY-MM-DD, \(CivilDate.acceptedText)); default today.")
    var asOf: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The output folder, replaced as a whole when rendering succeeds: a new or empty folder, or one larder"
                + " wrote (it holds a .larder-output marker). Never ., a file, or a folder holding other files.",
            valueName: "folder"),
        completion: .directory)
    var out = "output"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder of Mustache templates to use instead of larder's own (`larder templates DIR` writes a copy).",
            valueName: "folder"),
        completion: .directory)
    var templates: String?

    @Option(
        name: .long, help: "Formats to write, comma-separated: html, md, json.",
        completion: .list(["html,md,json", "html", "md", "json", "html,md", "md,json", "html,json"]))
    var format = "html,md,json"

    @Option(
        name: .long, parsing: .unconditional, help: "\"Due soon\" means expiring within this many days (0 or more).")
    var dueWithin = 5

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The ISO 4217 code budgets and spending are in (e.g. USD, EUR); the exports carry none, so without it"
                + " amounts are shown as plain numbers and the budget page says so."))
    var currency: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The store whose shopping list in aisle order comes first (any case); a store the shopping lists or"
                + " aisle maps name. By default, the store with the most items to buy."))
    var store: String?

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
            guard CivilDate.accepted.contains(date) else {
                throw ValidationError(
                    "--as-of \(asOf) is outside the days larder reports on, \(CivilDate.acceptedText); choose a"
                        + " date in that range, e.g. 2026-11-22.")
            }
            return date
        }
    }

    /// `--currency` in capitals, checked to be three letters; nil when not given.
    var currencyCode: String? {
        get throws {
            guard let currency else { return nil }
            let code = currency.uppercased()
            guard code.count == 3, code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
                throw ValidationError(
                    "--currency \(currency) is not an ISO 4217 code; write its three letters, e.g. --currency USD.")
            }
            return code
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

    /// The report job these options describe, which must leave `database` and `data` alone.
    func job(database: String, data: [String] = []) throws -> ReportJob {
        try ReportJob(
            asOf: date, output: URL(fileURLWithPath: out), templates: templates.map { URL(fileURLWithPath: $0) },
            formats: formats, dueWithinDays: dueWithin, currency: try currencyCode, store: store, owner: owner,
            inputs: [.database(database)] + data.map { .data($0) })
    }

    func validate() throws {
        _ = try date
        _ = try formats
        _ = try currencyCode
        guard dueWithin >= 0 else {
            throw ValidationError(
                "--due-within \(dueWithin) is negative; it must be 0 or more days, e.g. --due-within 5.")
        }
    }
}
