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

    @Option(name: .customLong("as"), help: "Treat every file as this kind instead of guessing.")
    var kind: String?

    @Flag(help: "Exit with 1 when any row would be rejected.")
    var strict = false

    @Argument(help: "Files or folders to check.")
    var paths: [String]

    func validate() throws {
        try ImportRunner.checkKind(kind)
    }

    func run() throws {
        let summary = try ImportRunner(global: global, strict: strict).importPaths(
            paths, into: try LarderDatabase(), kind: kind, command: "validate")
        if !summary.failures.isEmpty || (strict && summary.counts.rejected > 0) { throw ExitCode.failure }
    }
}
