import ArgumentParser
import Foundation
import LarderKit
import LarderStore

/// `larder validate PATH...`
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Read and check exports without writing anything: for CI on incoming files.",
        discussion: "Prints the same report as `larder import` against an empty in-memory database; --db is not"
            + " read, and no file is created.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: ImportOptions

    @Argument(help: "Files, folders or .zip archives to check.")
    var paths: [String]

    func run() throws {
        // Every file is read, even one named twice: validate reports on the files, and has no earlier import.
        try options.importPaths(paths, into: try LarderDatabase(), command: .validate, force: true, global: global)
    }
}
