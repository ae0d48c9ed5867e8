import ArgumentParser
import Foundation
import LarderKit
import LarderRender
import LarderValues

/// `larder templates DIR`
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Write a copy of larder's own templates into a folder, to start editing them.",
        discussion: """
            The copy renders exactly as larder's built-in templates do. Edit it, then render with \
            `larder run DATA --templates DIR` (or `larder report --templates DIR`). larder writes only into a new \
            or empty folder, never into its own output folder (one holding .larder-output) or a folder inside \
            one, which the next report would replace with your edits in it. Templates may put only charts \
            in {{{ }}} or {{& }}.
            """)

    @Argument(
        help: "The folder to write the templates into: a new or empty one, created when missing.",
        completion: .directory)
    var folder: String

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func run() throws {
        let written: [URL]
        do {
            written = try TemplateCopy.write(to: URL(fileURLWithPath: folder))
        } catch {
            printError(Diagnostic(.error, (error as? LocalizedError)?.errorDescription ?? "\(error)").line)
            throw LarderError.isUsage(error) ? ExitCode.validationFailure : ExitCode.failure
        }
        guard !quiet else { return }
        print(TerminalText.line("Wrote \(written.count) templates to \(folder)/."))
        print(TerminalText.line("Render with them: larder run data --templates \(folder)"))
    }

    private func printError(_ line: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((TerminalText.line(line) + "\n").utf8))
    }
}
