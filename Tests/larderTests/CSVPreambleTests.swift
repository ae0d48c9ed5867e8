import Foundation
import GRDB
import LarderTestSupport
import Testing

/// docs/IMPORT.md "Preambles", through the `larder` executable: the lines above a CSV's header — titles,
/// key/value lines, balances, blank lines — are no rows; the header is where the table starts, the
/// preamble is kept in the ledger, and a line that continues a record is joined to it. The oracles are
/// the test's own: it knows where it put the header, and it reads its amounts with `Decimal`.
@Suite struct CSVPreambleCommandTests {
    let cli = EndToEndTests()

    /// A bank export as the issue found it: a five-line preamble, the header on line 6, and rows whose
    /// description goes on on a line of its own.
    static let bankExport = """
        Account details for:,12345678
        Current balance:,1234.56
        Available balance:,1200.00

        Transaction History
        Date,Description,Amount,Balance
        2026-11-20,TESCO STORES 2041,-23.45,1234.56
        ,,"CONTACTLESS PAYMENT",
        2026-11-21,SALARY ACME LTD,1500.00,1258.01
        2026-11-22,SAINSBURYS S/MKT,-41.10,-241.99
        ,,"REF 99812 LONDON",
        ,,"CARD 1234",
        2026-11-23,COFFEE HOUSE,-3.20,-200.89

        """

    @Test func aBankExportsPreambleIsMetadataAndItsContinuationsAreJoined() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.bankExport.write(
            to: folder.appendingPathComponent("data/statement.csv"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "data/statement.csv", "-v"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("lines 1–5 above the header"), "\(result.output)")
        #expect(result.output.contains("taken as the file's preamble"), "\(result.output)")
        #expect(result.output.contains("line 8 to line 7"), "\(result.output)")
        #expect(result.output.contains("line 11 to line 10, line 12 to line 10"), "\(result.output)")
        let expected: [(date: String, description: String, amount: String)] = [
            ("2026-11-20", "TESCO STORES 2041 CONTACTLESS PAYMENT", "-23.45"),
            ("2026-11-21", "SALARY ACME LTD", "1500.00"),
            ("2026-11-22", "SAINSBURYS S/MKT REF 99812 LONDON CARD 1234", "-41.10"),
            ("2026-11-23", "COFFEE HOUSE", "-3.20"),
        ]
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        let stored = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT date, description, amount FROM transactions ORDER BY date")
        }
        #expect(stored.count == expected.count)
        for (row, want) in zip(stored, expected) {
            #expect(row["date"] as String? == want.date)
            #expect(row["description"] as String? == want.description)
            let amount = try #require(row["amount"] as Double?)
            #expect(Decimal(string: String(format: "%.2f", amount)) == Decimal(string: want.amount))
        }
        let ledger = try queue.read { db in
            try Row.fetchOne(db, sql: "SELECT rows_read, rows_rejected, export_metadata FROM import_files")
        }
        #expect(ledger?["rows_read"] as Int? == 4)
        #expect(ledger?["rows_rejected"] as Int? == 0)
        let metadata = try #require((ledger?["export_metadata"] as String?)?.data(using: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: metadata) as? [String: String])
        #expect(
            object == [
                "Account details for": "12345678", "Current balance": "1234.56", "Available balance": "1200.00",
                "title": "Transaction History",
            ])
    }

    /// The class: 60 files with random preambles (0–6 lines of titles, key/value lines with a `:` or a
    /// number, blank lines) above a random header and rows of names and numbers. The test knows the header's
    /// line and every row it wrote; each row is stored (as raw text, field by field) and no preamble line
    /// is, and the preamble's lines are the file's export metadata.
    @Test func generatedPreamblesAreFoundAndKept() throws {
        var random = SeededGenerator(seed: 29_03)
        let words = ["Pantry", "Export", "Report", "Household", "Kitchen", "Account", "Summary", "Period", "Owner"]
        for round in 0..<60 {
            let folder = try cli.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var lines: [String] = []
            var kept: [String: String] = [:]
            var titles: [String] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0...2, using: &random) {
                case 0:
                    lines.append("")
                case 1:
                    let title = "\(words.randomElement(using: &random)!) \(words.randomElement(using: &random)!)"
                    titles.append(title)
                    lines.append(title)
                default:
                    let key = "\(words.randomElement(using: &random)!) \(index)"
                    let cells = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        "\(Int.random(in: 0...99_999, using: &random))"
                    }
                    kept[key] = cells.joined(separator: ", ")
                    lines.append(key + ":," + cells.joined(separator: ","))
                }
            }
            if !titles.isEmpty { kept["title"] = titles.joined(separator: "\n") }
            let width = Int.random(in: 5...7, using: &random)
            let header = (0..<width).map { "col\($0) \(words.randomElement(using: &random)!)" }
            lines.append(header.joined(separator: ","))
            var rows: [[String]] = []
            for row in 0..<Int.random(in: 2...20, using: &random) {
                rows.append(
                    (0..<width).map { column in
                        column == 0 ? "r\(round)-\(row)" : "\(Int.random(in: 0...999, using: &random)).5"
                    })
            }
            lines += rows.map { $0.joined(separator: ",") }
            try (lines.joined(separator: "\n") + "\n").write(
                to: folder.appendingPathComponent("data/file.csv"), atomically: true, encoding: .utf8)
            let result = try cli.larder(["import", "data/file.csv", "--as", "raw"], in: folder)
            #expect(result.status == 0, "round \(round): \(result.error)")
            let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
            try queue.read { db in
                let table = try #require(try String.fetchOne(db, sql: "SELECT table_name FROM import_raw_tables"))
                let columns = try db.columns(in: table).map(\.name)
                for (index, name) in header.enumerated() {
                    #expect(columns.contains(Self.columnName(name)), "round \(round): \(name) in \(columns)")
                    let values = try String.fetchAll(
                        db, sql: "SELECT \"\(Self.columnName(name))\" FROM \"\(table)\" ORDER BY rowid")
                    #expect(values == rows.map { $0[index] }, "round \(round) column \(index)")
                }
                let metadata = try String.fetchOne(db, sql: "SELECT export_metadata FROM import_files")
                let object = try metadata.flatMap {
                    try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String]
                }
                #expect((object ?? [:]) == kept, "round \(round): \(lines.prefix(7))")
            }
        }
    }

    /// A header's column name as a raw table names it: as written.
    static func columnName(_ header: String) -> String { header }
}
