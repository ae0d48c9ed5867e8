import ArgumentParser
import Foundation
import LarderImport
import LarderKit
import LarderStore

/// `larder import PATH...`
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import CSV, JSON and HTML exports (files, folders or .zip archives) into the database.",
        discussion: """
            Each file is imported in one transaction: wholly or not at all. Rows that break a rule are kept in
            the rejected_rows table with the file, line and reason; the rest of the file is imported.
            A file unchanged since its latest import (the same path, size and SHA-256, read the same way) is
            not read again: its rows and rejected rows are as that import left them. A changed CSV file is read
            without parsing the lines its latest import stored rows from. --force reads and parses everything.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: ImportOptions

    @Flag(
        help: "Read every file, even one unchanged since its latest import, and parse every line of a changed CSV file."
    )
    var force = false

    @Argument(
        help: "Files, folders or .zip archives to import; - reads one file from standard input.",
        completion: .file())
    var paths: [String]

    /// A path that does not exist is refused before the database is created.
    func validate() throws { try options.checkPaths(paths) }

    func run() throws {
        global.sweepLeftovers()
        let database: LarderDatabase
        do {
            database = try global.openDatabase()
        } catch {
            throw global.failure(error)
        }
        try options.importPaths(paths, into: database, command: .import, force: force, console: global.console)
    }
}

/// The options of the commands that import files (`import`, `validate`): the kind to treat every
/// file as, and whether a rejected row fails the command.
struct ImportOptions: ParsableArguments {
    @Option(
        name: .customLong("as"),
        help: ArgumentHelp(
            "Treat every file as this kind (inventory, deals, …, or raw to keep it as text) instead of recognising it.",
            valueName: "kind"),
        completion: .list(KindChoice.names))
    var kind: String?

    @Option(
        help: ArgumentHelp(
            "The name standard input (-) is imported as, in the ledger and in messages; its extension (.csv,"
                + " .json, .html, .zip) tells the format, which is otherwise sniffed.",
            valueName: "name"))
    var name = "stdin"

    @Flag(help: "Exit with 1 when any row is rejected.")
    var strict = false

    @OptionGroup var encoding: EncodingOption

    /// Refuses an unknown `--as` kind as bad usage, before anything is opened.
    func validate() throws {
        guard let kind, KindChoice(named: kind) == nil else { return }
        throw ValidationError(ImportError.unknownKind(kind).errorDescription ?? kind)
    }

    /// Refuses a path that does not exist (`-` is standard input), and `-` named twice, as bad usage:
    /// before a database is created.
    func checkPaths(_ paths: [String]) throws {
        for path in paths where path != "-" && !FileManager.default.fileExists(atPath: path) {
            throw ValidationError(
                "\(path) does not exist here (\(FileManager.default.currentDirectoryPath)); check its spelling, or"
                    + " give - to read standard input.")
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw ValidationError("- (standard input) is named twice; standard input can be read once.")
        }
    }

    /// Imports `paths` and prints what happened; exit code 1 when a file failed or, with `--strict`,
    /// a row was rejected (an unchanged file's rejected rows count: they are still in `rejected_rows`).
    /// `force` reads files unchanged since their latest import.
    func importPaths(
        _ paths: [String], into database: LarderDatabase, command: ImportingCommand, force: Bool,
        console: ConsoleOptions
    ) throws {
        if paths.contains("-"), isatty(STDIN_FILENO) != 0, !console.quiet {
            console.printError("reading standard input as \(name); end it with Ctrl-D.")
        }
        let runner = ImportRunner(
            console: console, strict: strict, force: force, encoding: encoding.name, standardInputName: name)
        let summary = try runner.importPaths(paths, into: database, kind: kind, command: command)
        if !summary.failures.isEmpty || (strict && summary.rejectedRows > 0) { throw ExitCode.failure }
    }
}

/// Imports paths and prints what happened; shared by `import`, `run` and `validate`.
struct ImportRunner {
    let console: ConsoleOptions
    let strict: Bool
    /// Whether to read files unchanged since their latest import (`--force`).
    let force: Bool
    /// The encoding CSV files are read in (`--encoding`), or nil to detect it.
    var encoding: String?
    /// The name standard input (`-`) is imported as (`--name`).
    var standardInputName = "stdin"

    func importPaths(_ paths: [String], into database: LarderDatabase, kind: String?, command: ImportingCommand)
        throws -> ImportSummary
    {
        try importSteps(paths, into: database, kind: kind, command: command).run(log: console.step)
    }

    /// The import's steps, handing on the summary (`larder run` adds its own after them); the last prints
    /// the closing lines.
    func importSteps(_ paths: [String], into database: LarderDatabase, kind: String?, command: ImportingCommand)
        -> Pipeline<ImportSummary>
    {
        let progress = ImportProgress()
        let bar = ProgressBar(progress: progress, quiet: console.quiet)
        let session = ImportSession(
            database: database,
            options: .init(
                forcedKind: kind, command: command.ledgerCommand(for: paths), progress: progress,
                rereadUnchanged: force, encoding: encoding, standardInputName: standardInputName))
        return ImportSteps(
            session: session, paths: paths,
            progress: { file in
                bar.clear()
                ConsoleText.lines(for: file, verbose: console.verbose).forEach(console.say)
            },
            filesRead: bar.stop,
            finished: { summary in printClosing(summary, command: command) }
        )
        .pipeline
    }

    /// The closing lines: errors always, warnings and the summary unless quiet.
    private func printClosing(_ summary: ImportSummary, command: ImportingCommand) {
        ConsoleText.closing(for: summary, command: command).forEach(console.show)
        if strict, summary.rejectedRows > 0 {
            console.show(
                Diagnostic(.error, ImportError.rejectedRows(count: summary.rejectedRows).errorDescription ?? ""))
        }
    }
}

/// `--encoding NAME`: the encoding CSV files are read in, any name iconv knows, instead of detecting it.
struct EncodingOption: ParsableArguments {
    @Option(
        name: .customLong("encoding"),
        help: ArgumentHelp(
            "Read CSV files in this encoding (any name iconv knows: ISO-8859-7, KOI8-R, WINDOWS-1252, …) instead"
                + " of detecting UTF-8, UTF-16 or Windows-1252.", valueName: "name"))
    var name: String?

    /// Refuses an encoding iconv does not know as bad usage, before anything is opened.
    func validate() throws {
        guard let name, !DecodedCopy.knows(name) else { return }
        throw ValidationError(ImportError.unknownEncoding(name).errorDescription ?? name)
    }
}
