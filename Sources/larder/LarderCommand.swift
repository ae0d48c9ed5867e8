import ArgumentParser
import Foundation
import LarderValues

/// The `larder` command: its subcommands do the work.
struct LarderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "Turn household app exports into one SQLite database and weekly reports.",
        discussion: """
            larder imports the CSV, JSON and HTML exports of your food, shopping, budget and coffee apps into one SQLite database (larder.sqlite), then renders static HTML dashboards and a Markdown weekly report from templates.

            Start with `larder run`: it imports data/ and writes output/. Then `larder status` shows what the database holds and which rows were rejected, with the file, line and reason.

            Exit codes: 0 done, 1 failure (or rejected rows with --strict), 2 bad usage, 130 and 143 interrupted by SIGINT (Ctrl-C) and SIGTERM.
            """,
        version: Version.text,
        subcommands: [
            RunCommand.self, ImportCommand.self, ReportCommand.self, ValidateCommand.self, StatusCommand.self,
            TemplatesCommand.self, DatasetteMetadataCommand.self,
        ])
}

/// Runs the command and maps errors to larder's exit codes: 2 for bad usage, 1 for failures.
@main
enum Main {
    static func main() {
        CleanupOnExit.installSignalHandlers()
        if let mistake = ArgumentCheck.mistake(in: Array(CommandLine.arguments.dropFirst())) {
            FileHandle.standardError.write(Data(("Error: " + TerminalText.lines(mistake) + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = try LarderCommand.parseAsRoot()
            try command.run()
        } catch {
            // Interrupted: the error is the interruption's doing, and the exit code says so (130, 143).
            CleanupOnExit.exitIfInterrupted()
            let code = LarderCommand.exitCode(for: error)
            // --help and --version arrive as errors with a success code: let ArgumentParser print them.
            if code == .success { LarderCommand.exit(withError: error) }
            let message = LarderCommand.fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((TerminalText.lines(message) + "\n").utf8)) }
            Foundation.exit(code == .validationFailure ? 2 : 1)
        }
        CleanupOnExit.exitIfInterrupted()
    }
}
