import ArgumentParser
import LarderKit
import LarderStore
import LarderValues

/// `larder status`
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what the database holds: rows per table, the latest imports and the rejected rows.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let status: DatabaseStatus
        do {
            status = try DatabaseStatus.read(from: try global.openDatabaseForReading())
        } catch {
            throw global.failure(error)
        }
        ConsoleText.lines(for: status).forEach { print(TerminalText.line($0)) }
    }
}
