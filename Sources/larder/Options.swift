import ArgumentParser
import Foundation
import LarderAnalysis
import LarderImport
import LarderKit
import LarderRender
import LarderStore
import LarderValues

/// Options every command shares.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "The SQLite database file; import and run create it when missing, status and report need it to exist.")
    var db = "larder.sqlite"

    @Flag(name: .shortAndLong, help: "Print only errors: no summaries, no warnings.")
    var quiet = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds to wait while another process holds the database's lock (after one second larder says whose);"
                + " then the command fails.",
            valueName: "seconds"))
    var wait: Double = LarderDatabase.busyTimeout

    @Flag(name: .shortAndLong, help: "Say why each file was recognised as its kind, and show more rejected rows.")
    var verbose = false

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

    func validate() throws {
        guard wait >= 0, wait <= 604_800 else {
            throw ValidationError(
                "--wait \(wait) is not a number of seconds larder waits; give 0 to 604800 (a week), e.g. --wait 30.")
        }
    }

    /// `database`, whose SQL statement in progress a signal interrupts (``CleanupOnExit/onInterrupt(_:)``):
    /// a long query or insert then fails at once, and the work stops at its next checkpoint.
    private static func interruptingOnSignal(_ database: LarderDatabase) -> LarderDatabase {
        CleanupOnExit.onInterrupt { [weak writer = database.writer] in writer?.interrupt() }
        return database
    }

    /// Removes what killed larders left (``CleanupOnExit/sweepLeftovers(in:processID:markedAlsoBy:)``): the
    /// temporary folders of ZIP archives in `TMPDIR` and, with `output`, the staging folders beside it; a
    /// warning names each.
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

    /// Prints a line of output on stdout, unless quiet. Every line larder prints goes through
    /// ``TerminalText``: imported text in it cannot drive the terminal or a CI log.
    func say(_ line: String) {
        if !quiet { print(TerminalText.line(line)) }
    }

    /// Announces a pipeline step (`[2/6] Resolve category names`) on a terminal, or everywhere with
    /// `--verbose`; never when quiet. CI logs keep to the summary lines.
    func step(_ line: String) {
        if !quiet, verbose || isatty(STDOUT_FILENO) != 0 { print(TerminalText.line(line)) }
    }

    /// Prints a line on stdout with `--verbose` only (never when quiet).
    func explain(_ line: String) {
        if !quiet, verbose { print(TerminalText.line(line)) }
    }

    /// Prints a diagnostic where its severity sends it: an error on stderr even when quiet, a warning on
    /// stderr and a note on stdout unless quiet.
    func show(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .note: say(diagnostic.line)
        case .warning: if !quiet { printError(diagnostic.line) }
        case .error: printError(diagnostic.line)
        }
    }

    /// Prints an error on stderr, even when quiet.
    func printError(_ line: String) {
        // Summaries go to stdout, which is buffered when piped: flush it so lines keep their order.
        fflush(nil)
        FileHandle.standardError.write(Data((TerminalText.line(line) + "\n").utf8))
    }

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
                + " wrote (it holds a .larder-output marker). Never ., a file, or a folder holding other files."))
    var out = "output"

    @Option(
        name: .long,
        help: "A folder of Mustache templates to use instead of larder's own (`larder templates DIR` writes a copy).")
    var templates: String?

    @Option(name: .long, help: "Formats to write, comma-separated: html, md, json.")
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
