import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// The same files imported twice into fresh in-memory databases: once as larder reads them, flat JSON
/// records on the lean path (``JSONFlatRecords``), and once with that path off, everything through the
/// general one; and the two databases, table by table.
struct BothJSONPaths {
    /// The import on the lean path.
    let lean: JSONFileImport
    /// The import on the general path only.
    let general: JSONFileImport

    /// Imports the files at `paths` both ways.
    init(paths: [String]) throws {
        lean = try JSONFileImport(paths: paths, readsFlatJSON: true)
        general = try JSONFileImport(paths: paths, readsFlatJSON: false)
    }

    /// Writes `text` as `name` into a fresh temporary folder and imports it both ways.
    init(text: String, named name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try self.init(paths: [try folder.write(text, to: name)])
    }

    /// The tables that differ between the two databases, with the rows only one of them holds.
    func differences() throws -> [String] {
        let leanTables = try Self.dump(lean.database)
        let generalTables = try Self.dump(general.database)
        var differences: [String] = []
        for table in Set(leanTables.keys).union(generalTables.keys).sorted() {
            let leanRows = leanTables[table] ?? []
            let generalRows = generalTables[table] ?? []
            guard leanRows != generalRows else { continue }
            let onlyLean = leanRows.filter { !generalRows.contains($0) }.prefix(3)
            let onlyGeneral = generalRows.filter { !leanRows.contains($0) }.prefix(3)
            differences.append("\(table): lean only \(Array(onlyLean)), general only \(Array(onlyGeneral))")
        }
        if lean.summary.failures != general.summary.failures {
            differences.append("failures: \(lean.summary.failures) against \(general.summary.failures)")
        }
        if lean.summary.warnings != general.summary.warnings {
            differences.append("warnings: \(lean.summary.warnings) against \(general.summary.warnings)")
        }
        return differences
    }

    /// Every row of every table, as text in a stable order; the ledger's times are left out.
    private static func dump(_ database: LarderDatabase) throws -> [String: [String]] {
        try database.writer.read { db in
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            var dump: [String: [String]] = [:]
            for table in tables {
                let columns = try db.columns(in: table).map(\.name).filter {
                    !(table.hasPrefix("import_") && $0.hasSuffix("_at"))
                }
                let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
                dump[table] = try Row.fetchAll(db, sql: "SELECT \(list) FROM \"\(table)\"").map(\.description).sorted()
            }
            return dump
        }
    }
}
