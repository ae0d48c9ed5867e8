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

    @Argument(help: "Files, folders or .zip archives to import.")
    var paths: [String]

    func run() throws {
        global.sweepLeftovers()
        let database: LarderDatabase
        do {
            database = try global.openDatabase()
        } catch {
            throw global.failure(error)
        }
        try options.importPaths(paths, into: database, command: .import, force: force, global: global)
    }
}

/// The options of the commands that import files (`import`, `validate`): the kind to treat every
/// file as, and whether a rejected row fails the command.
struct ImportOptions: ParsableArguments {
    @Option(
        name: .customLong("as"),
        help:
            "Treat every file as this kind (inventory, deals, …, or raw to keep it as text) instead of recognising it.")
    var kind: String?

    @Flag(help: "Exit with 1 when any row is rejected.")
    var strict = false

    @OptionGroup var encoding: EncodingOption

    /// Refuses an unknown `--as` kind as bad usage, before anything is opened.
    func validate() throws {
        guard let kind, KindChoice(named: kind) == nil else { return }
        throw ValidationError(ImportError.unknownKind(kind).errorDescription ?? kind)
    }

    /// Imports `paths` and prints what happened; exit code 1 when a file failed or, with `--strict`,
    /// a row was rejected (an unchanged file's rejected rows count: they are still in `rejected_rows`).
    /// `force` reads files unchanged since their latest import.
    func importPaths(
        _ paths: [String], into database: LarderDatabase, command: ImportingCommand, force: Bool, global: GlobalOptions
    ) throws {
        let summary = try ImportRunner(global: global, strict: strict, force: force, encoding: encoding.name)
            .importPaths(
                paths, into: database, kind: kind, command: command)
        if !summary.failures.isEmpty || (strict && summary.rejectedRows > 0) { throw ExitCode.failure }
    }
}

/// Imports paths and prints what happened; shared by `import`, `run` and `validate`.
struct ImportRunner {
    let global: GlobalOptions
    let strict: Bool
    /// Whether to read files unchanged since their latest import (`--force`).
    let force: Bool
    /// The encoding CSV files are read in (`--encoding`), or nil to detect it.
    var encoding: String?

    func importPaths(_ paths: [String], into database: LarderDatabase, kind: String?, command: ImportingCommand)
        throws -> ImportSummary
    {
        try importSteps(paths, into: database, kind: kind, command: command).run(log: global.step)
    }

    /// The import's steps, handing on the summary (`larder run` adds its own after them); the last prints
    /// the closing lines.
    func importSteps(_ paths: [String], into database: LarderDatabase, kind: String?, command: ImportingCommand)
        -> Pipeline<ImportSummary>
    {
        let progress = ImportProgress()
        let bar = ProgressBar(progress: progress, quiet: global.quiet)
        let session = ImportSession(
            database: database,
            options: .init(
                forcedKind: kind, command: command.ledgerCommand(for: paths), progress: progress,
                rereadUnchanged: force, encoding: encoding))
        return ImportSteps(
            session: session, paths: paths,
            progress: { file in
                bar.clear()
                ConsoleText.lines(for: file, verbose: global.verbose).forEach(global.say)
            },
            filesRead: bar.stop,
            finished: { summary in printClosing(summary, command: command) }
        )
        .pipeline
    }

    /// The closing lines: errors always, warnings and the summary unless quiet.
    private func printClosing(_ summary: ImportSummary, command: ImportingCommand) {
        ConsoleText.closing(for: summary, command: command).forEach(global.show)
        if strict, summary.rejectedRows > 0 {
            global.show(
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
