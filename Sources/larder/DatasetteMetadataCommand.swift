import ArgumentParser
import Foundation
import LarderStore

/// `larder datasette-metadata [--db FILE]`
struct DatasetteMetadataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "datasette-metadata",
        abstract: "Print Datasette's metadata for the database: descriptions of every table, view and column.",
        discussion: """
            Datasette shows each table's and column's description from docs/SCHEMA.md, labels linked rows by \
            their name, and hides larder's bookkeeping tables:

              datasette larder.sqlite --metadata <(larder datasette-metadata)

            The database is not opened: --db names it only because Datasette keys metadata by the database's \
            file name without its extension.
            """)

    @Option(name: .long, help: "The SQLite database file Datasette serves.")
    var db = "larder.sqlite"

    func run() throws {
        var json = try DatasetteMetadata.json(forDatabaseAt: db)
        json.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(json)
    }
}
