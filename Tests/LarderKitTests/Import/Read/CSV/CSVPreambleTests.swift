import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// What comes before a CSV header and is no record: Excel's `sep=` line and a title block
/// (docs/IMPORT.md, "CSV").
@Suite struct CSVPreambleTests {
    /// The headers, the records as (line, values) and the title a reader hands over.
    func read(_ text: String) throws -> (headers: [String], records: [(Int, [String])], title: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var reader = CSVReader(url: URL(fileURLWithPath: try folder.write(text, to: "input.csv")))
        var headers: [String] = []
        var records: [(Int, [String])] = []
        var title: [String] = []
        reader.preamble = { title = $0.flatMap(\.cells) }
        try reader.read {
            headers = $0.headers
        } record: { record in
            records.append((record.location.line ?? 0, record.values.map { $0.text ?? "" }))
        } malformed: { _ in
        }
        return (headers, records, title)
    }

    /// Excel's first line `sep=;` names the delimiter and is no record, in any case, quoted or not, with
    /// any line end.
    @Test(arguments: [
        "sep=;\nname;quantity\nMilk;1\n", "SEP=;\r\nname;quantity\r\nMilk;1\r\n", "\"sep=;\"\nname;quantity\nMilk;1\n",
        "\u{FEFF}sep=;\nname;quantity\nMilk;1\n", "sep=;\rname;quantity\rMilk;1\r",
    ])
    func aSepLineNamesTheDelimiter(_ text: String) throws {
        let reading = try read(text)
        #expect(reading.headers == ["name", "quantity"])
        #expect(reading.records.map(\.1) == [["Milk", "1"]])
        #expect(reading.records.map(\.0) == [3])
        #expect(reading.title.isEmpty)
    }

    /// A title of up to three one-cell lines, set off by a blank line (or a row of empty cells, as Excel
    /// saves one), is no record; the header and rows under it are read with their own line numbers.
    @Test(arguments: [
        ("Pantry export 2026-11-25\n\nname,quantity\nMilk,1\n", ["Pantry export 2026-11-25"], 4),
        ("Pantry export,\nNovember,\n,\nname,quantity\nMilk,1\n", ["Pantry export", "November"], 5),
        ("Vorrat\n\n\nname;menge\nMilch;1\n", ["Vorrat"], 5),
        ("Pantry\t\n\t\nname\tquantity\nMilk\t1\n", ["Pantry"], 4),
        // Not set off by a blank line, four lines of words, a quoted title: still above the table.
        ("Pantry export\nname,quantity\nMilk,1\n", ["Pantry export"], 3),
        ("a\nb\nc\nd\n\nname,quantity\nMilk,1\n", ["a", "b", "c", "d"], 7),
        ("\"Pantry\"\n\nname,quantity\nMilk,1\n", ["Pantry"], 4),
    ])
    func aTitleSetOffByABlankLineIsNoRecord(_ text: String, _ title: [String], _ line: Int) throws {
        let reading = try read(text)
        #expect(reading.title == title)
        #expect(reading.headers.count == 2)
        #expect(reading.records.map(\.0) == [line])
        #expect(reading.records.first?.1.first?.hasPrefix("Mil") == true)
    }

    /// A preamble of any shape — key/value lines, balances, blank lines, a title — is no record: the header
    /// is where the widest run of records starts; its lines are handed over with their cells.
    @Test func keyValueLinesAndBalancesAreAPreamble() throws {
        let text =
            "Account details for:,12345678\nCurrent balance:,1234.56\n\nTransaction History\n"
            + "Date,Description,Amount\n2026-11-20,TESCO,-1.00\n2026-11-21,ALDI,-2.00\n"
        let reading = try read(text)
        #expect(reading.headers == ["Date", "Description", "Amount"])
        #expect(reading.records.map(\.0) == [6, 7])
        #expect(
            reading.title == ["Account details for:", "12345678", "Current balance:", "1234.56", "Transaction History"])
    }

    /// A line whose first cell is empty and that holds one cell of text continues the record above: its
    /// text is joined to that record's field, and the join is told.
    @Test func continuationLinesAreJoinedToTheRecordAbove() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "Date,Description,Amount\n2026-11-20,TESCO,-1.00\n,\"CONTACTLESS\",\n,more,\n"
            + "2026-11-21,ALDI,-2.00\n"
        var reader = CSVReader(url: URL(fileURLWithPath: try folder.write(text, to: "input.csv")))
        var joins: [[Int]] = []
        reader.joined = { joins.append([$0, $1]) }
        var records: [(Int, [String])] = []
        try reader.read { _ in
        } record: { record in
            records.append((record.location.line ?? 0, record.values.map { $0.text ?? "" }))
        } malformed: { _ in
        }
        #expect(joins == [[3, 2], [4, 2]])
        #expect(records.map(\.0) == [2, 5])
        #expect(
            records.map(\.1) == [
                ["2026-11-20", "TESCO CONTACTLESS more", "-1.00"], ["2026-11-21", "ALDI", "-2.00"],
            ])
    }

    /// Anything else keeps its first line as the header: a one-column file (with or without a blank line),
    /// a header whose next line disagrees on the number of fields, rows wider than their header, rows of
    /// text under a header with an extra field.
    @Test(arguments: [
        "name\nMilk\nBread, white\n", "name\n\nMilk\nEggs\n", "Pantry\n\nname,quantity\nMilk\n",
        "name,quantity\nMilk,1,x\nEggs,2,y\n", "name,aisle\nMilk,Dairy,cold\nEggs,Dairy,cold\n",
        "Datum;Text;Betrag\n01.02.2026;Milch;1,99\n02.02.2026;Brot;2,49\n",
    ])
    func otherwiseTheFirstLineIsTheHeader(_ text: String) throws {
        let reading = try read(text)
        #expect(reading.title.isEmpty)
        let first = String(text.prefix { $0 != "\n" && $0 != "," && $0 != ";" })
        #expect(reading.headers.first == first.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }

    /// Imported, the title is the file's export metadata and a warning says so; the rows are recognised
    /// under the header below it.
    @Test func anImportedTitleIsKeptAsExportMetadata() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            "Pantry export,,\n,,\nname,quantity,expiration_date\nMilk,1,2026-11-30\nEggs,6,2026-12-02\n",
            to: "pantry.csv")
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database).importPaths([path])
        let file = try #require(summary.files.first)
        #expect(file.sections.map(\.table) == ["inventory_items"])
        #expect(file.counts == RowCounts(read: 2, inserted: 2))
        #expect(file.exportMetadata == #"{"title":"Pantry export"}"#)
        #expect(
            file.warnings == [
                "\(path): line 1 above the header (`Pantry export`) was taken as the file's title, not a row, and kept"
                    + " as its export metadata."
            ])
        let stored = try database.writer.read {
            try String.fetchOne($0, sql: "SELECT export_metadata FROM import_files")
        }
        #expect(stored == #"{"title":"Pantry export"}"#)
    }
}

/// What a spreadsheet saves around a table: blank rows as lines of empty fields, and an empty column
/// after the last (a trailing `,` on every line).
@Suite struct SpreadsheetBlanksTests {
    /// Lines of empty fields are blank lines, and a column empty in every row is not named as lost; a
    /// column that holds a value somewhere still is.
    @Test func blankRowsAndEmptyColumnsAreNoData() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            "name,quantity,expiration_date,,Aisle\nMilk,1,2026-11-30,,\n,,,,\nEggs,6,2026-12-02,,3\n,,,,\n,  ,,,\n\"\",,,,\n",
            to: "pantry.csv")
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([path])
        let file = try #require(summary.files.first)
        // `"",,,,` is a record of an empty string: a row without a name, rejected.
        #expect(file.counts == RowCounts(read: 3, inserted: 2, rejected: 1))
        #expect(file.sections.first?.unmappedFields == ["Aisle"])
        #expect(
            file.warnings == [
                "\(path): 3 lines hold only empty fields (as a spreadsheet saves a blank row) and were read as blank"
                    + " lines, not rows.",
                "\(path): `Aisle` matches no column of inventory_items and was not stored; rename it to a column of"
                    + " docs/SCHEMA.md to keep it.",
            ])
    }
}

/// The continuation rule's class (docs/IMPORT.md, "Continuation lines"): 400 generated tables, their first
/// column dates or names, some rows with an empty first cell and one cell of text. Lines are joined only
/// where every other record begins with a date, as the test itself knows from what it wrote.
@Suite struct ContinuationRuleTests {
    @Test func onlyTablesWhoseRecordsBeginWithADateJoinLines() {
        var random = SeededGenerator(seed: 4_242)
        for index in 0..<400 {
            let width = Int(random.next() % 3) + 3
            let dated = random.next() % 2 == 0
            let continuations = Int(random.next() % 3)
            var lines = [(0..<width).map { "Column \($0)" }.joined(separator: ",")]
            for row in 0..<(Int(random.next() % 5) + 3) {
                let first = dated ? "2026-11-\(10 + row)" : "Item \(row)"
                lines.append(([first] + (1..<width).map { "v\($0)" }).joined(separator: ","))
                if row < continuations {
                    var cells = Array(repeating: "", count: width)
                    cells[Int(random.next() % UInt64(width - 1)) + 1] = "\"more text \(row)\""
                    lines.append(cells.joined(separator: ","))
                }
            }
            let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
            let found = bytes.withUnsafeBytes { CSVPreamble.find(in: $0, terminator: 0x0A) }
            #expect(
                found.continues == (dated && continuations > 0), "table \(index):\n\(lines.joined(separator: "\n"))")
        }
    }
}
