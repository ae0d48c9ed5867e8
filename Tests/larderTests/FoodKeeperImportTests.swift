import Foundation
import LarderTestSupport
import Testing

/// The USDA FSIS FoodKeeper through the `larder` executable, in both shapes it is published in: every
/// record accounted for (read = inserted + updated + unchanged + rejected) and every storage field stored.
/// The fixtures are excerpts of the public-domain data (Tests/README.md).
@Suite struct FoodKeeperImportTests {
    let cli = EndToEndTests()

    /// The agency's workbook: rows as lists of one-key cells, as data/reference/foodkeeper.json has them.
    static let workbook = """
        {"fileName":"FMA-Data-v128.xlsx","sheets":[
        {"name":"Version","data":[[{"Data_Version_Number":128.0},{"Current_Version":"Yes"},{"Modified_Date":"09-06-2018"},{"FSIS_Approved_Flag":null},{"Approved_Date":null},{"Notes":"Added several food and beverages."}]],"maxRows":1,"maxCols":0},
        {"name":"Category","data":[
        [{"ID":7.0},{"Category_Name":"Dairy Products & Eggs"},{"Subcategory_Name":null}],
        [{"ID":14.0},{"Category_Name":"Poultry"},{"Subcategory_Name":"Cooked or Processed"}],
        [{"ID":18.0},{"Category_Name":"Produce"},{"Subcategory_Name":"Fresh Fruits"}],
        [{"ID":19.0},{"Category_Name":"Produce"},{"Subcategory_Name":"Fresh Vegetables"}]],"maxRows":4,"maxCols":0},
        {"name":"Product","data":[
        [{"ID":1.0},{"Category_ID":7.0},{"Name":"Butter"},{"Name_subtitle":null},{"Keywords":"Butter"},{"Pantry_Min":null},{"Pantry_Max":null},{"Pantry_Metric":null},{"Pantry_tips":"May be left at room temperature for 1 - 2 days."},{"DOP_Refrigerate_Min":1.0},{"DOP_Refrigerate_Max":2.0},{"DOP_Refrigerate_Metric":"Months"},{"DOP_Refrigerate_tips":null},{"DOP_Freeze_Min":6.0},{"DOP_Freeze_Max":9.0},{"DOP_Freeze_Metric":"Months"},{"DOP_Freeze_Tips":null}],
        [{"ID":268.0},{"Category_ID":18.0},{"Name":"Plantains"},{"Name_subtitle":null},{"Keywords":"Plantains,plantain"},{"Pantry_Min":null},{"Pantry_Max":null},{"Pantry_Metric":"When Ripe"},{"Pantry_tips":"Until Ripe, then 1-2 days. Ripe is when this item is tender, fully developed and ready to eat."},{"Refrigerate_Min":3.0},{"Refrigerate_Max":5.0},{"Refrigerate_Metric":"Days"},{"Refrigerate_tips":"Timeline for refrigerator applies to ripe fruit."},{"Freeze_Min":10.0},{"Freeze_Max":12.0},{"Freeze_Metric":"Months"},{"Freeze_Tips":null}],
        [{"ID":297.0},{"Category_ID":19.0},{"Name":"Potatoes"},{"Name_subtitle":null},{"Keywords":"Potatoes,potato"},{"Pantry_tips":"This is the recommended storage method for whole potatoes."},{"DOP_Pantry_Min":1.0},{"DOP_Pantry_Max":2.0},{"DOP_Pantry_Metric":"Months"},{"DOP_Refrigerate_Min":1.0},{"DOP_Refrigerate_Max":2.0},{"DOP_Refrigerate_Metric":"Weeks"},{"Freeze_Min":10.0},{"Freeze_Max":12.0},{"Freeze_Metric":"Months"},{"Freeze_Tips":"Freezer timeline applies to cooked and mashed potatoes."}],
        [{"ID":431.0},{"Category_ID":14.0},{"Name":"Turkey bacon"},{"Name_subtitle":null},{"Keywords":"Turkey bacon,turkey,bacon"},{"DOP_Refrigerate_Min":2.0},{"DOP_Refrigerate_Max":2.0},{"DOP_Refrigerate_Metric":"Weeks"},{"DOP_Refrigerate_tips":"Unopened."},{"Refrigerate_After_Opening_Min":7.0},{"Refrigerate_After_Opening_Max":7.0},{"Refrigerate_After_Opening_Metric":"Days"},{"Refrigerate_After_Thawing_Min":"Or until best-by date."}]],"maxRows":4,"maxCols":0},
        {"name":"CookingTips","data":[[{"ID":1.0},{"Product_ID":21.0},{"Tips":"Cook until yolk and white are firm."},{"Safe_Minimum_Temperature":null},{"Rest_Time":null},{"Rest_Time_metric":null}]],"maxRows":1,"maxCols":0}
        ]}
        """

    /// The flat form apps republish: plain objects, times written for display.
    static let flat = """
        {"category_data": [
          {"category_ids": ["7"], "category_name": "Dairy Products & Eggs", "subcategories": [], "image": null},
          {"category_ids": ["18", "19"], "category_name": "Produce", "subcategories": ["Fresh Fruits", "Fresh Vegetables"], "image": null}
         ],
         "product_data": [
          {"id": "1", "category_id": "7", "category_name_display_only": "Dairy Products & Eggs",
           "subcategory_name_display_only": null, "keywords": "Butter", "name": "Butter", "name_subtitle": null,
           "pantry_output_display_only": null, "pantry_tips": "May be left at room temperature for 1 - 2 days.",
           "from_date_of_purchase_pantry_output_display_only": null, "from_date_of_purchase_pantry_tips": null,
           "pantry_after_opening_output_display_only": null, "refrigerate_output_display_only": null,
           "refrigerate_tips": null, "from_date_of_purchase_refrigerate_output_display_only": "1 - 2 Months",
           "from_date_of_purchase_refrigerate_tips": null, "refrigerate_after_opening_output_display_only": null,
           "refrigerate_after_thawing_output_display_only": null, "freeze_output_display_only": null,
           "freeze_tips": null, "from_date_of_purchase_freeze_output_display_only": "6 - 9 Months",
           "from_date_of_purchase_freeze_tips": null},
          {"id": "4", "category_id": "7", "category_name_display_only": "Dairy Products & Eggs",
           "subcategory_name_display_only": null, "keywords": "Cheese,parmesan,shredded,grated", "name": "Cheese",
           "name_subtitle": "parmesan; shredded or grated", "pantry_output_display_only": null, "pantry_tips": null,
           "from_date_of_purchase_refrigerate_output_display_only": "12 Months", "freeze_output_display_only": "Not Recommended"},
          {"id": "12", "category_id": "7", "keywords": "Cream,whipped, sweetened", "name": "Cream",
           "name_subtitle": "whipped, sweetened", "refrigerate_output_display_only": "1 Day",
           "freeze_output_display_only": "1 - 2 Months"}
        ]}
        """

    @Test func theAgencysWorkbookLandsInShelfLifeWithEveryStorageField() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.workbook.write(to: folder.appendingPathComponent("fsis.json"), atomically: true, encoding: .utf8)
        let run = try cli.larder(["import", "fsis.json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "fsis.json [Product] → shelf_life: 4 read, 4 inserted, 0 updated, 0 unchanged, 0 rejected"))
        #expect(run.output.contains("a note written where a figure belongs (`Refrigerate_After_Thawing_Min`)"))
        #expect(run.output.contains("fsis.json [Version] → raw_fsis_version: 1 read, 1 inserted"))
        #expect(run.output.contains("fsis.json [Category] → raw_fsis_category: 4 read, 4 inserted"))
        #expect(run.output.contains("fsis.json [CookingTips] → raw_fsis_cookingtips: 1 read, 1 inserted"))
        #expect(!run.output.contains("was not recognised"), "sheets kept on purpose need no advice")
        let probe = try probe(folder)
        #expect(try Self.values(of: "1", probe) == Self.butter(source: "USDA FSIS FoodKeeper (FMA-Data-v128.xlsx)"))
        #expect(
            try Self.values(of: "268", probe) == [
                "'Plantains'", "'Produce'", "'Fresh Fruits'", "'18'", "NULL", "'Plantains,plantain'", "NULL", "3",
                "300",
                "'USDA FSIS FoodKeeper (FMA-Data-v128.xlsx)'",
                "'Until Ripe, then 1-2 days. Ripe is when this item is tender, fully developed and ready to eat.'",
                "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "'When Ripe'", "3.0",
            ])
        #expect(try probe.strings("SELECT pantry_days FROM shelf_life WHERE id = '297'") == ["30"])
        #expect(
            try probe.strings("SELECT freeze_tips FROM shelf_life WHERE id = '297'") == [
                "Freezer timeline applies to cooked and mashed potatoes."
            ])
        // The agency's note where a figure belongs keeps the product: the note in the time's metric.
        #expect(
            try probe.strings(
                "SELECT product || ' ' || quote(refrigerate_after_thawing_min) || ' '"
                    + " || refrigerate_after_thawing_metric || ' ' || refrigerator_days"
                    + " FROM shelf_life WHERE id = '431'") == ["Turkey bacon NULL Or until best-by date. 14"])
        #expect(try probe.count("rejected_rows") == 0)

        let again = try cli.larder(["import", "--force", "fsis.json"], in: folder)
        #expect(
            again.output.contains("Imported 1 file (run 2): 10 read, 0 inserted, 0 updated, 10 unchanged, 0 rejected."))
    }

    @Test func theFlatFormSplitsTimesWrittenForDisplay() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.flat.write(to: folder.appendingPathComponent("foodKeeper.json"), atomically: true, encoding: .utf8)
        let run = try cli.larder(["import", "foodKeeper.json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains("[product_data] → shelf_life: 3 read, 3 inserted, 0 updated, 0 unchanged, 0 rejected"))
        #expect(run.output.contains("[category_data] → raw_foodkeeper_category_data: 2 read, 2 inserted"))
        #expect(run.output.contains("held a time written for display"))
        let probe = try probe(folder)
        #expect(try Self.values(of: "1", probe) == Self.butter(source: "USDA FSIS FoodKeeper"))
        #expect(
            try probe.strings(
                "SELECT quote(refrigerator_days) || ' ' || quote(freezer_days) || ' ' || freeze_metric || ' ' || name_subtitle"
                    + " FROM shelf_life WHERE id = '4'") == ["360 NULL Not Recommended parmesan; shredded or grated"])
        #expect(
            try probe.strings(
                "SELECT category || ' ' || refrigerate_min || ' ' || refrigerate_metric || ' ' || refrigerator_days"
                    + " || ' ' || freezer_days FROM shelf_life WHERE id = '12'") == [
                    "Dairy Products & Eggs 1.0 Day 1 30"
                ])
    }

    @Test func asShelfLifeTakesTheProductsAndKeepsTheOtherSheetsAsText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.workbook.write(to: folder.appendingPathComponent("book.json"), atomically: true, encoding: .utf8)
        try Self.flat.write(to: folder.appendingPathComponent("flat.json"), atomically: true, encoding: .utf8)
        let run = try cli.larder(["import", "--as", "shelflife", "book.json", "flat.json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "book.json [Product] → shelf_life: 4 read, 4 inserted, 0 updated, 0 unchanged, 0 rejected"))
        #expect(run.output.contains("book.json [Version] → raw_book_version"))
        #expect(run.output.contains("flat.json [product_data] → shelf_life: 3 read, 3 inserted"))
        #expect(run.output.contains("flat.json [category_data] → raw_flat_category_data"))
        #expect(try probe(folder).count("shelf_life") == 7)
    }

    /// The columns compared row by row: names, category, days, source, then the times the fixtures set.
    static let columns = [
        "product", "category", "subcategory", "category_id", "name_subtitle", "keywords", "pantry_days",
        "refrigerator_days", "freezer_days", "source", "pantry_tips", "dop_refrigerate_min", "dop_refrigerate_max",
        "dop_refrigerate_metric", "dop_freeze_min", "dop_freeze_max", "dop_freeze_metric", "pantry_metric",
        "refrigerate_min",
    ]

    /// The stored values of `columns` for the row `id`, as SQL literals.
    static func values(of id: String, _ probe: DatabaseProbe) throws -> [String] {
        try columns.map { column in
            try probe.strings("SELECT quote(\(column)) FROM shelf_life WHERE id = '\(id)'").first ?? "(no row)"
        }
    }

    /// The Butter row's ``columns`` as both shapes store it, `source` being what the reader names.
    static func butter(source: String) -> [String] {
        [
            "'Butter'", "'Dairy Products & Eggs'", "NULL", "'7'", "NULL", "'Butter'", "NULL", "30", "180",
            "'\(source)'", "'May be left at room temperature for 1 - 2 days.'",
            "1.0", "2.0", "'Months'", "6.0", "9.0", "'Months'", "NULL", "NULL",
        ]
    }

    private func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }
}
