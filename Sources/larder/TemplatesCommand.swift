import ArgumentParser
import Foundation
import LarderKit
import LarderRender

/// `larder templates DIR`
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Write a copy of larder's own templates into a folder, to start editing them.",
        discussion: """
            The copy renders exactly as larder's built-in templates do. Edit it, then render with \
            `larder run DATA --templates DIR` (or `larder report --templates DIR`). Existing files are never \
            overwritten: name a new or empty folder.
            """)

    @Argument(help: "The folder to write the templates into; created when missing.")
    var folder: String

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func run() throws {
        let written: [URL]
        do {
            written = try TemplateCopy.write(to: URL(fileURLWithPath: folder))
        } catch {
            printError("error: " + ((error as? LocalizedError)?.errorDescription ?? "\(error)"))
            throw LarderError.isUsage(error) ? ExitCode.validationFailure : ExitCode.failure
        }
        guard !quiet else { return }
        print("Wrote \(written.count) templates to \(folder)/.")
        print("Render with them: larder run data --templates \(folder)")
    }

    private func printError(_ line: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
