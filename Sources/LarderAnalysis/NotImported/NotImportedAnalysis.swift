import Foundation
import GRDB
import LarderStore
import LarderValues

/// Reads the ledger for what was not imported into a table: rejected rows per kind, each named by what
/// the row calls itself, and the sections kept as text with the table they came nearest to. The ledger
/// has no owners, so every owner's report holds all of it.
public struct NotImportedAnalysis: Analysis {
    /// The day and whose rows (the ledger's rows are everyone's).
    public let settings: ReportSettings
    /// How many rejected rows each kind lists at most; `count` says how many there are.
    public var rowsLimit = 20

    /// Creates the analysis for a report, its options at their defaults.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// Reads the ledger and builds the report.
    public func analyse(_ db: Database) throws -> NotImportedFindings {
        let rows = Dictionary(grouping: try ImportQueries.rejections(perKind: max(rowsLimit, 0), in: db), by: \.kind)
        let rejected = try ImportQueries.rejectionCounts(in: db).map { count in
            let table = Catalog.tables.first { $0.kind == count.kind }
            return NotImportedFindings.RejectedKind(
                kind: count.kind, table: table?.name, count: count.rows,
                rows: (rows[count.kind] ?? []).map { row in
                    NotImportedFindings.RejectedRow(
                        name: table.flatMap { Self.name(of: row.rawRow, in: $0) }, file: row.path,
                        location: row.location, field: row.field, value: row.value, reason: row.reason)
                })
        }
        let kept = try ImportQueries.keptSections(in: db).map { section in
            NotImportedFindings.KeptSection(
                file: section.path, section: section.section, table: section.tableName, rows: section.rows,
                nearestTable: section.nearest, nearestKind: section.nearest.flatMap(Catalog.table(named:))?.kind,
                lacks: section.lacks, reason: section.reason, onPurpose: section.onPurpose)
        }
        var report = NotImportedFindings(rowsLimit: rowsLimit, rejected: rejected, keptAsText: kept)
        let shared = Self.sharedFolder(of: rejected.flatMap { $0.rows.map(\.file) } + kept.map(\.file))
        for kind in report.rejected.indices {
            for row in report.rejected[kind].rows.indices {
                report.rejected[kind].rows[row].file.removeFirst(shared.count)
            }
        }
        for section in report.keptAsText.indices { report.keptAsText[section].file.removeFirst(shared.count) }
        return report
    }

    /// The folder every path of `paths` lies in, with its final `/` (`/home/ana/data/`), or empty: the
    /// report names files from there, so the same exports give the same report wherever they are.
    static func sharedFolder(of paths: [String]) -> String {
        guard var shared = paths.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() })
        else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            shared = shared.prefix(zip(shared, folders).prefix { $0 == $1 }.count)
        }
        return shared.isEmpty ? "" : shared.joined(separator: "/") + "/"
    }

    /// The columns that name a row, in the order tried.
    static let nameColumns = ["name", "item_name", "title", "recipe_name_at_brew", "store_name"]

    /// What a rejected row calls itself: the value of its first key that maps to a naming column of
    /// `table`, trimmed; nil when it has none, or the row is not a JSON object.
    static func name(of rawRow: String, in table: TableSpec) -> String? {
        guard let object = try? JSONValue(parsing: rawRow), let members = object.members else { return nil }
        let keys = Set(members.map(\.key)).sorted()
        for columnName in nameColumns where table.index(of: columnName) != nil {
            let sources = Set(table.column(columnName).sourceNames)
            for key in keys where sources.contains(ColumnSpec.normalise(key)) {
                let value = object[key]?.string.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                if let value, !value.isEmpty { return value }
            }
        }
        return nil
    }
}
