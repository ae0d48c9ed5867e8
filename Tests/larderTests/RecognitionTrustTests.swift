import Foundation
import LarderTestSupport
import Testing

/// Files nobody on the team wrote, in the shapes public exports have, through the `larder` executable:
/// none may become a household table on weak evidence, and none may change a row another source stored.
@Suite struct RecognitionTrustTests {
    let cli = EndToEndTests()

    /// An inventory whose ids are small integers, as a spreadsheet or a small app numbers its rows.
    static let inventory = """
        id,name,quantity,expiration_date
        1,Whole milk,1 gal,2026-11-25
        2,Eggs,12,2026-12-01
        3,Spinach,1 bag,2026-11-24
        """

    /// A shelf-life catalogue in the shape of the USDA FoodKeeper data as JSON: categories and products
    /// with small integer ids and min–max storage times per place. It is the FoodKeeper's, so its products
    /// go to `shelf_life`, scoped to the file, and never touch another table's rows.
    static let catalogue = """
        {"category_data": [
          {"ID": 1, "Category_Name": "Dairy Products & Eggs", "Subcategory_Name": null},
          {"ID": 2, "Category_Name": "Produce", "Subcategory_Name": "Fresh Vegetables"}
         ],
         "product_data": [
          {"ID": 1, "Category_ID": 1, "Name": "Butter", "Name_subtitle": null, "Keywords": "Butter",
           "Pantry_Min": null, "Pantry_Max": null, "Pantry_Metric": null,
           "Refrigerate_Min": 1, "Refrigerate_Max": 2, "Refrigerate_Metric": "Months",
           "Freeze_Min": 6, "Freeze_Max": 9, "Freeze_Metric": "Months"},
          {"ID": 2, "Category_ID": 1, "Name": "Buttermilk", "Name_subtitle": null, "Keywords": "Buttermilk",
           "Pantry_Min": null, "Pantry_Max": null, "Pantry_Metric": null,
           "Refrigerate_Min": 1, "Refrigerate_Max": 2, "Refrigerate_Metric": "Weeks",
           "Freeze_Min": 3, "Freeze_Max": 3, "Freeze_Metric": "Months"}
        ]}
        """

    @Test func aCatalogueWithSmallIntegerIDsNeverRewritesTheInventory() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.inventory.write(
            to: folder.appendingPathComponent("data/inventory.csv"), atomically: true, encoding: .utf8)
        try Self.catalogue.write(
            to: folder.appendingPathComponent("foodkeeper.json"), atomically: true, encoding: .utf8)
        #expect(try cli.larder(["import", "data/inventory.csv"], in: folder).status == 0)
        let before = try probe(folder).content(of: "inventory_items")

        let catalogue = try cli.larder(["import", "-v", "foodkeeper.json"], in: folder)
        #expect(catalogue.status == 0, "\(catalogue.error)")
        #expect(catalogue.output.contains("foodkeeper.json [product_data] → shelf_life: 2 read, 2 inserted"))
        #expect(catalogue.output.contains("foodkeeper.json [category_data] → raw_foodkeeper_category_data: 2 read"))
        #expect(try probe(folder).content(of: "inventory_items") == before)
        let scoped = "SELECT id || ' ' || category FROM shelf_life WHERE id_scope LIKE '%/foodkeeper.json/product_data'"
        #expect(
            try probe(folder).strings(scoped + " ORDER BY id") == [
                "1 Dairy Products & Eggs", "2 Dairy Products & Eggs",
            ])
    }

    @Test func anotherAppsInventoryWithTheSameIDsIsAnotherSetOfItems() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = "id,name,quantity,purchase_date\n1,Butter,1,2026-11-20\n2,Oat milk,2,2026-11-21\n"
        try Self.inventory.write(
            to: folder.appendingPathComponent("data/inventory.csv"), atomically: true, encoding: .utf8)
        try other.write(to: folder.appendingPathComponent("data/pantry-app.csv"), atomically: true, encoding: .utf8)
        #expect(try cli.larder(["import", "data/inventory.csv"], in: folder).status == 0)
        let before = try probe(folder).content(of: "inventory_items")
        let second = try cli.larder(["import", "data/pantry-app.csv"], in: folder)
        #expect(second.output.contains("2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected"), "\(second.output)")
        let rows = try probe(folder).content(of: "inventory_items")
        #expect(before.split(separator: "\n").allSatisfy { rows.contains($0) }, "the first file's rows changed")
        #expect(rows.contains("'1@data/pantryapp.csv'"))

        // --force reads the unchanged files again: each finds its own rows.
        let again = try cli.larder(["import", "--force", "data"], in: folder)
        #expect(again.output.contains("5 read, 0 inserted, 0 updated, 5 unchanged, 0 rejected"), "\(again.output)")
    }

    @Test func aFirestoreBackupWithAGeopointAndNestedObjectsIsKeptAsText() throws {
        let backup = """
            {"__collections__": {"companies": {
              "docA": {"name": "Big Co", "employee_count": 2012,
                "location": {"__datatype__": "geopoint", "value": {"_latitude": 42.36, "_longitude": -71.1}},
                "custom": {"tier": "gold", "tags": ["a", "b"]},
                "created": {"__datatype__": "timestamp", "value": {"_seconds": 1700000000, "_nanoseconds": 0}},
                "__collections__": {}},
              "docB": {"name": "Small Co", "employee_count": 12,
                "location": {"__datatype__": "geopoint", "value": {"_latitude": 40.7, "_longitude": -74.0}},
                "custom": {}, "__collections__": {}}
            }}}
            """
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try importAlone(backup, named: "backup.json", in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("→ raw_backup_companies: 2 read, 2 inserted"), "\(result.output)")
        #expect(try probe(folder).count("locations") == 0)
    }

    @Test func aRootExportOfNamedDocumentsIsNoGroupAndMakesNoHouseholdReports() throws {
        let export = """
            {"__collections__": {
              "collectionA": {"docA": {"name": "john", "__collections__": {
                  "contacts": {"contactDocId": {"name": "sam", "__collections__": {}}}}},
                "docB": {"name": "billy", "__collections__": {}}},
              "collectionB": {"docC": {"name": "annie", "__collections__": {}}, "docD": {"name": "jane", "__collections__": {}}}
            }}
            """
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try importAlone(export, named: "export.json", in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try probe(folder).count("groups") == 0)
        #expect(try probe(folder).count("users") == 0)
        #expect(try probe(folder).count("raw_export_collectiona") == 2)
    }

    @Test func aMealPlannersCollectionsStayRawAndTheReportIsOne() throws {
        let export = """
            {"__collections__": {
              "dishes": {"d1": {"name": "Shakshuka", "servings": 2, "__collections__": {}}},
              "ingredients": {"i1": {"name": "Eggs", "unit": "piece", "category": "Dairy", "__collections__": {}},
                              "i2": {"name": "Tomatoes", "unit": "g", "category": "Produce", "__collections__": {}}},
              "meals": {"m1": {"name": "Breakfast", "dish": "d1", "__collections__": {}}},
              "menus": {"w1": {"name": "Week 48", "__collections__": {}}},
              "tags": {"t1": {"name": "quick", "__collections__": {}}, "t2": {"name": "vegetarian", "__collections__": {}}}
            }}
            """
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try importAlone(export, named: "meal-planner.json", in: folder)
        #expect(result.status == 0, "\(result.error)")
        for table in ["inventory_items", "groups", "users", "recipes"] {
            #expect(try probe(folder).count(table) == 0, "\(table)")
        }
        let templates = Paths.templates.path
        let report = try cli.larder(
            ["report", "--as-of", "2026-11-22", "--templates", templates, "--out", "out"], in: folder)
        #expect(report.status == 0, "\(report.error)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(entries.contains("index.html"))
        #expect(!entries.contains { !$0.contains(".") }, "household folders: \(entries)")
    }

    @Test func restDocumentsOfTwoCollectionsWithOneIDAreTwoRowsAndReimportChangesNothing() throws {
        func document(_ path: String, _ item: String, _ price: String) -> String {
            """
            {"name": "projects/p/databases/(default)/documents/\(path)", "fields": {
              "item_name": {"stringValue": "\(item)"}, "store_name": {"stringValue": "Star Market"},
              "discount_price": {"doubleValue": \(price)}, "original_price": {"doubleValue": 9.99}}}
            """
        }
        let export =
            "{\"documents\": [\(document("showcase/book1", "Coffee", "5.99")), \(document("books/book1", "Tea", "3.49"))]}"
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try importAlone(export, named: "rest.json", in: folder)
        #expect(result.status == 0, "\(result.error)")
        let deals = try probe(folder).content(of: "deals")
        #expect(
            deals.contains("'book1','Star Market'") && deals.contains("'Coffee'") && deals.contains("'Tea'"), "\(deals)"
        )
        #expect(deals.contains("/rest.json/books'") && deals.contains("'book1@"), "\(deals)")
        let again = try cli.larder(["import", "--force", "rest.json"], in: folder)
        #expect(again.output.contains("0 inserted, 0 updated, 2 unchanged"), "\(again.output)")
    }

    @Test func asRawKeepsARecognisableFileAsText() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.inventory.write(to: folder.appendingPathComponent("inventory.csv"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "--as", "raw", "inventory.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("inventory.csv → raw_inventory: 3 read, 3 inserted"), "\(result.output)")
        #expect(try probe(folder).count("inventory_items") == 0)
    }

    /// A slip of `--as` (`inventory` for a deals file) would fill the pantry with offers and drop most of
    /// their columns: larder refuses the file, names the kind its headers are, and imports nothing of it.
    @Test func asAKindThatTakesFewHeadersOfAnotherKindsFileIsRefused() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deals = """
            store_name,zip_code,item_name,original_price,discount_price,discount_percent,valid_until
            Star Market,02139,Coffee,9.99,7.99,20.0,2026-11-30
            """
        try deals.write(to: folder.appendingPathComponent("weekly.csv"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "--as", "inventory", "weekly.csv"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "weekly.csv: `--as inventory` does not fit it: that kind takes 1 of its 7 headers, while they are"
                    + " those of deals ("), "\(result.error)")
        #expect(
            result.error.contains("Nothing of this file was imported; import it with --as deals or without --as"),
            "\(result.error)")
        #expect(try probe(folder).count("inventory_items") == 0)
        #expect(try probe(folder).count("deals") == 0)
        // Asked for the kind the headers are, or for one that takes most of them, larder imports it.
        #expect(try cli.larder(["import", "--as", "deals", "weekly.csv"], in: folder).status == 0)
        #expect(try probe(folder).count("deals") == 1)
    }

    /// `--as` stays the way to import a file larder cannot recognise, or one a kind takes most of.
    @Test func asAKindStillImportsAFileNoOtherKindClaims() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "name,qty,best_before,notes,colour\nMilk,1,2026-11-25,x,white\n".write(
            to: folder.appendingPathComponent("misc.csv"), atomically: true, encoding: .utf8)
        let result = try cli.larder(["import", "--as", "inventory", "misc.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("misc.csv → inventory_items: 1 read, 1 inserted"), "\(result.output)")
    }

    // MARK: - Helpers

    /// Writes `text` as `name` in `folder` and imports it alone, with `-v`.
    private func importAlone(_ text: String, named name: String, in folder: URL) throws -> EndToEndTests.Result {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try cli.larder(["import", "-v", name], in: folder)
    }

    private func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }
}
