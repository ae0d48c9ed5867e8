import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore

@Suite("HTMLReader")
struct HTMLReaderTests {
    @Test("An app's HTML export: two tables, a two-row thead, entities, nested markup, UTF-8 without a charset")
    func importsAnInventoryExport() throws {
        let page = try HTMLPageImport(fixture: "kitchen-inventory.html")
        #expect(page.summary.failures == [])
        let file = try #require(page.summary.files.first)
        #expect(file.sections.map(\.name) == ["kitchen-inventory.html table 1", "kitchen-inventory.html table 2"])
        #expect(file.sections.map(\.table) == ["inventory_items", "categories"])
        #expect(file.counts == RowCounts(read: 7, inserted: 7))
        #expect(file.warnings == [])

        #expect(
            try page.rows(of: "inventory_items", orderedBy: "name") == [
                Self.inventory(
                    "Basmati rice", 1, "kg", "Pantry", "2026-01-10", "2027-01-10", 2.79, "Was 3,49 € before the deal"),
                Self.inventory(
                    "Ben & Jerry's Cookie Dough", 1, "tub", "Freezer", "2026-02-14", "2026-11-30", 6.49,
                    "Hidden behind the peas"),
                Self.inventory(
                    "Crème fraîche", 1, "cup", "Fridge", "2026-02-25", "2026-03-02", 0.89, "Opened – use soon"),
                Self.inventory("Whole milk 3.5%", 2, "l", "Fridge", "2026-02-27", "2026-03-05", 1.19, nil),
            ])
        #expect(
            try page.rows(of: "categories", orderedBy: "name") == [
                Self.category("Baby food", "🍼", "#FFC0CB", isCustom: true),
                Self.category("Dairy", "🥛", "#F5F5DC", isCustom: false),
                Self.category("Frozen", "🧊", "#ADD8E6", isCustom: false),
            ])
    }

    @Test("Re-importing the same page changes nothing")
    func reimportIsUnchanged() throws {
        let page = try HTMLPageImport(fixture: "kitchen-inventory.html")
        let again = try ImportSession(database: page.database, options: .init(rereadUnchanged: true)).importPaths([
            page.path
        ])
        #expect(again.files.map(\.counts) == [RowCounts(read: 7, unchanged: 7)])
        #expect(try page.rows("SELECT count(*) AS n FROM inventory_items") == [["n": 4]])
    }

    @Test("Headers from a first row of plain cells; colspan and rowspan cells repeat so columns stay aligned")
    func firstRowHeadersAndSpans() throws {
        let page = try HTMLPageImport(
            page: """
                <table>
                  <tr><td>Shelf</td><td>Left</td><td>Middle</td><td>Right</td></tr>
                  <tr><td>Top</td><td colspan="2">Cereal boxes</td><td rowspan="2">Olive oil</td></tr>
                  <tr><td>Middle</td><td>Pasta</td><td>Rice</td></tr>
                  <tr><td>Bottom</td><td>Flour</td><td>Sugar</td><td>Salt</td></tr>
                </table>
                """, named: "shelves.html")
        #expect(
            try page.rows("SELECT _source_location, Shelf, Left, Middle, Right FROM raw_shelves_html_table_1") == [
                [
                    "_source_location": "table 1 row 2", "Shelf": "Top", "Left": "Cereal boxes",
                    "Middle": "Cereal boxes",
                    "Right": "Olive oil",
                ],
                [
                    "_source_location": "table 1 row 3", "Shelf": "Middle", "Left": "Pasta", "Middle": "Rice",
                    "Right": "Olive oil",
                ],
                [
                    "_source_location": "table 1 row 4", "Shelf": "Bottom", "Left": "Flour", "Middle": "Sugar",
                    "Right": "Salt",
                ],
            ])
    }

    @Test(
        "A row of th below a title row is the header; empty rows are named; extra cells get a column; a wide colspan is a sub-heading"
    )
    func headerRowOfThAndEmptyRows() throws {
        let page = try HTMLPageImport(
            page: """
                <table>
                  <tr><td colspan="3">Freezer log — February</td></tr>
                  <tr><th>Drawer</th><th>Contents</th><th>Frozen on</th></tr>
                  <tr><td>1</td><td>Peas</td><td>2026-02-01</td></tr>
                  <tr></tr>
                  <tr><td> </td><td>&nbsp;</td><td><span></span></td></tr>
                  <tr><td>2</td><td>Bread</td><td>2026-02-10</td><td>half loaf</td></tr>
                  <tr><td colspan="50">Drawer 3 is empty</td></tr>
                </table>
                """, named: "freezer.html")
        let columns = try page.database.writer.read { try $0.columns(in: "raw_freezer_html_table_1").map(\.name) }
        #expect(
            columns == ["_source_file", "_source_location", "_row_json", "Drawer", "Contents", "Frozen on", "column_4"])
        #expect(
            try page.rows(
                "SELECT _source_location, Drawer, Contents, \"Frozen on\", column_4 FROM raw_freezer_html_table_1") == [
                    [
                        "_source_location": "table 1 row 3", "Drawer": "1", "Contents": "Peas",
                        "Frozen on": "2026-02-01",
                        "column_4": nil,
                    ],
                    [
                        "_source_location": "table 1 row 6", "Drawer": "2", "Contents": "Bread",
                        "Frozen on": "2026-02-10",
                        "column_4": "half loaf",
                    ],
                ])
        // A row of one cell spanning the table names the rows under it: a sub-heading, not a row.
        let named = try #require(page.summary.files.first).nonRecords.map(\.located)
        #expect(
            named == [
                "1 title row: table 1 row 1", "1 header row: table 1 row 2",
                "2 blank rows: table 1 row 4, table 1 row 5",
                "1 sub-heading kept as section: table 1 row 7",
            ])
    }

    @Test("A nested table is a section of its own and its text stays out of the outer cell")
    func nestedTables() throws {
        let page = try HTMLPageImport(
            page: """
                <table>
                  <tr><th>Product</th><th>Nutrition</th></tr>
                  <tr><td>Oat milk</td><td>Per 100 ml:
                    <table>
                      <tr><th>Nutrient</th><th>Amount</th></tr>
                      <tr><td>Energy</td><td>46 kcal</td></tr>
                      <tr><td>Fat</td><td>1.5 g</td></tr>
                    </table></td></tr>
                  <tr><td>Rye bread</td><td>see label</td></tr>
                </table>
                <table><tr><th>Note</th></tr><tr><td>Values are averages.</td></tr></table>
                """, named: "nutrition.html")
        let file = try #require(page.summary.files.first)
        #expect(file.sections.map(\.table) == (1...3).map { "raw_nutrition_html_table_\($0)" })
        #expect(
            try page.rows("SELECT _source_location, Product, Nutrition FROM raw_nutrition_html_table_1") == [
                ["_source_location": "table 1 row 2", "Product": "Oat milk", "Nutrition": "Per 100 ml:"],
                ["_source_location": "table 1 row 3", "Product": "Rye bread", "Nutrition": "see label"],
            ])
        #expect(
            try page.rows("SELECT _source_location, Nutrient, Amount FROM raw_nutrition_html_table_2") == [
                ["_source_location": "table 2 row 2", "Nutrient": "Energy", "Amount": "46 kcal"],
                ["_source_location": "table 2 row 3", "Nutrient": "Fat", "Amount": "1.5 g"],
            ])
        #expect(
            try page.rows("SELECT _source_location, Note FROM raw_nutrition_html_table_3") == [
                ["_source_location": "table 3 row 2", "Note": "Values are averages."]
            ])
    }

    @Test("A script in a cell is dropped, as a browser would not show it; the cell keeps its visible text")
    func scriptInACell() throws {
        let page = try HTMLPageImport(
            page: """
                <table>
                  <tr><th>Code</th><th>Label</th></tr>
                  <tr><td>A1<script>trackClick('a1', {shelf: 1})</script></td><td><i>Top</i> shelf</td></tr>
                </table>
                """, named: "labels.html")
        #expect(
            try page.rows("SELECT _source_location, _row_json, Code, Label FROM raw_labels_html_table_1") == [
                [
                    "_source_location": "table 1 row 2",
                    "_row_json": #"{"Code":"A1","Label":"Top shelf"}"#,
                    "Code": "A1", "Label": "Top shelf",
                ]
            ])
    }

    @Test("A truncated page is read up to where it stops")
    func truncatedPage() throws {
        let page = try HTMLPageImport(
            page: """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>Pantry</title></head><body>
                <table><thead><tr><th>Item</th><th>Quantity</th><th>Expires</th></tr></thead><tbody>
                <tr><td>Oats</td><td>1</td><td>2026-09-01</td></tr>
                <tr><td>Lentils</td><td>2</td><td>2027-01-15</td></tr>
                <tr><td>Chickpeas</td><td>3</td><td>2026-1
                """, named: "pantry.html")
        #expect(page.summary.files.map(\.counts) == [RowCounts(read: 3, inserted: 2, rejected: 1)])
        #expect(
            try page.rows("SELECT name, quantity, expiration_date FROM inventory_items ORDER BY name") == [
                ["name": "Lentils", "quantity": 2, "expiration_date": "2027-01-15"],
                ["name": "Oats", "quantity": 1, "expiration_date": "2026-09-01"],
            ])
        #expect(
            try page.rows("SELECT location, field, value FROM rejected_rows") == [
                ["location": "table 1 row 4", "field": "Expires", "value": "2026-1"]
            ])
    }

    @Test("A declared charset is honoured")
    func declaredLatin1() throws {
        var bytes = Data(#"<meta charset="iso-8859-1"><table><tr><th>Item</th><th>Quantity</th></tr><tr><td>Caf"#.utf8)
        bytes += [0xE9, 0x20, 0x63, 0x72, 0xE8, 0x6D, 0x65]
        bytes += Data("</td><td>1</td></tr></table>".utf8)
        let page = try HTMLPageImport(bytes: bytes, named: "inventory.html")
        #expect(try page.rows("SELECT name, quantity FROM inventory_items") == [["name": "Café crème", "quantity": 1]])
    }

    @Test("A page with no table rows and no offers is a failure that says so")
    func pageWithNothingToImport() throws {
        let page = try HTMLPageImport(
            page: "<html><body><h1>Our story</h1><table><tr><th>Empty</th></tr></table></body></html>",
            named: "about.html")
        #expect(page.summary.files == [])
        #expect(
            page.summary.failures == [
                "\(page.path) holds no table rows and no schema.org offers (JSON-LD or microdata), so there is nothing"
                    + " to import. Save the complete page (with its tables), or export the data as CSV."
            ])
    }

    @Test("An empty page is reported as empty")
    func emptyPage() throws {
        let page = try HTMLPageImport(page: "\n  \n", named: "export.html")
        #expect(page.summary.failures == ["\(page.path) is empty: there is nothing to import. Export the data again."])
    }

    @Test("A page over 64 MiB is refused by name")
    func pageTooLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.url.appendingPathComponent("huge.html").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<table>".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let page = try HTMLPageImport(path: path)
        #expect(
            page.summary.failures == [
                "\(path) is 65 MiB; larder reads HTML pages of up to 64 MiB. Save only the page that holds the data,"
                    + " or export it as CSV."
            ])
    }

    private static func inventory(
        _ name: String, _ quantity: Double, _ unit: String, _ location: String, _ purchased: String,
        _ expires: String, _ price: Double, _ notes: String?
    ) -> Row {
        [
            "id": "derived", "group_id": nil, "user_id": nil, "name": name, "quantity": quantity, "unit": unit,
            "category_id": nil, "category": nil, "location_id": nil, "location": location, "purchase_date": purchased,
            "expiration_date": expires, "best_before_date": nil, "shelf_life_days": nil, "expiration_estimated": 0,
            "price": price, "currency_code": "EUR", "status": "in_stock", "discarded_at": nil, "notes": notes,
            "created_at": nil, "updated_at": nil,
        ]
    }

    private static func category(_ name: String, _ icon: String, _ color: String, isCustom: Bool) -> Row {
        [
            "id": "derived", "group_id": nil, "name": name, "icon": icon, "color": color, "translation_key": nil,
            "is_default": nil, "is_customization": isCustom ? 1 : 0, "section": nil, "sort_order": nil,
            "created_at": nil, "updated_at": nil,
        ]
    }
}
