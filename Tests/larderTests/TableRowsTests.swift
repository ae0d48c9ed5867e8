import Foundation
import LarderTestSupport
import Testing

/// Issue 25 as a stranger met it, through the `larder` executable: a saved page's table keeps every row
/// (docs/IMPORT.md, "Every record is accounted for").
@Suite struct TableRowsTests {
    let cli = EndToEndTests()

    /// A recipe's ingredients with a sub-heading between them: the rows above it were lost, as the
    /// sub-heading was taken for the header.
    @Test func aSubHeadingNamesTheRowsUnderItAndTheRowsAboveItAreKept() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            "<table><tr><td>150 ml</td><td>Milk</td></tr><tr><td>50 ml</td><td>Water</td></tr><tr><th>Apples</th></tr>"
                + "<tr><td>1</td><td>Apple</td></tr><tr><td>1 tsp</td><td>Oil</td></tr></table>",
            "recipe.html", in: folder)
        let result = try cli.larder(["import", "-v", "recipe.html"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "recipe.html → raw_recipe_html_table_1: 4 read, 4 inserted, 0 updated, 0 unchanged, 0 rejected;"
                    + " 1 sub-heading kept as section"),
            "\(result.output)")
        #expect(result.output.contains("  not a row: 1 sub-heading kept as section: table 1 row 3"), "\(result.output)")
        let rows = try probe(folder).strings(
            "SELECT column_1 || ' ' || column_2 || ' / ' || coalesce(section, '-') FROM raw_recipe_html_table_1"
                + " ORDER BY rowid")
        #expect(rows == ["150 ml Milk / -", "50 ml Water / -", "1 Apple / Apples", "1 tsp Oil / Apples"])
    }

    /// A header row of empty `<th>` cells is no header: the table's rows are all rows, even one alone.
    @Test(arguments: [2, 1])
    func anEmptyHeaderRowIsNoHeader(rows: Int) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["<tr><td>1</td><td>Apple</td></tr>", "<tr><td>2</td><td>Pear</td></tr>"].prefix(rows)
        try cli.write("<table><tr><th></th><th></th></tr>\(data.joined())</table>", "fruit.html", in: folder)
        let result = try cli.larder(["import", "fruit.html"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "fruit.html → raw_fruit_html_table_1: \(rows) read, \(rows) inserted, 0 updated, 0 unchanged, 0 rejected;"
                    + " 1 empty header row (so no header)"),
            "\(result.output)")
        let names = try probe(folder).strings("SELECT column_2 FROM raw_fruit_html_table_1 ORDER BY rowid")
        #expect(names == Array(["Apple", "Pear"].prefix(rows)))
    }

    private func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }
}
