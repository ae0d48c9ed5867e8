import ArgumentParser
import Foundation
import LarderKit
import LarderStore

/// `larder validate PATH...`
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Read and check exports without writing anything: for CI on incoming files.",
        discussion: "Prints the same report as `larder import` against an empty in-memory database: no database"
            + " is read, and no file is created.")

    @OptionGroup var console: ConsoleOptions
    @OptionGroup var options: ImportOptions

    /// Accepted, unread and unlisted: scripts that pass `--db` to every command keep working.
    @Option(help: .hidden) var db: String?

    @Argument(
        help: "Files, folders or .zip archives to check; - reads one file from standard input.",
        completion: .file())
    var paths: [String]

    /// A path that does not exist is refused as bad usage, as `import` refuses it.
    func validate() throws { try options.checkPaths(paths) }

    func run() throws {
        // Every file is read, even one named twice: validate reports on the files, and has no earlier import.
        try options.importPaths(paths, into: try LarderDatabase(), command: .validate, force: true, console: console)
    }
}
