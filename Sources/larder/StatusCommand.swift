import ArgumentParser
import Foundation
import LarderKit
import LarderStore
import LarderValues

/// `larder status`
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what the database holds: rows per table, the latest imports and the rejected rows.",
        discussion: "-v lists up to 200 files and 1000 rejected rows (else 20 and 50); -q prints only errors, so"
            + " the exit status alone says whether the database can be read.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the status as one JSON object (its shape is in README.md).")
    var json = false

    func run() throws {
        let status: DatabaseStatus
        do {
            let (recent, rejected) = global.verbose ? (200, 1000) : (20, 50)
            status = try DatabaseStatus.read(
                from: try global.openDatabaseForReading(), recent: recent, rejected: rejected)
        } catch {
            throw global.failure(error)
        }
        guard !global.quiet else { return }
        if json {
            print(try StatusJSON(status, database: global.db).text())
        } else {
            ConsoleText.lines(for: status).forEach { print(TerminalText.line($0)) }
        }
    }
}
