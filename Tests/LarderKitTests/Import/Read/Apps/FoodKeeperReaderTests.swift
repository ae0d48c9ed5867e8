import Foundation
import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

/// Files that only look like the FoodKeeper go back to the plain JSON reader and lose nothing.
@Suite struct FoodKeeperReaderTests {
    @Test func aSpreadsheetAPIResponseWithSheetsIsReadAsPlainJSON() throws {
        let json = """
            {"spreadsheetId": "abc", "sheets": [{"properties": {"title": "Pantry"}, "data": [{"rowData": []}]}]}
            """
        let run = try ImportRun.of("sheets.json", json)
        #expect(run.summary.counts == RowCounts(read: 2, inserted: 2))
        // `spreadsheetId` beside an array of objects makes the object a wrapper whose records carry it
        // (JSONNestedPayload, docs/IMPORT.md "BrewGuide payloads"): the sheets are a section of the file,
        // and each sheet's `data` a section under it (docs/IMPORT.md "Lists inside records").
        #expect(
            run.summary.files.flatMap(\.sections).map(\.table) == [
                "raw_sheets_sheets", "raw_sheets_sheets_data",
            ])
        #expect(try run.rows("SELECT spreadsheetId FROM raw_sheets_sheets") == [["spreadsheetId": "abc"]])
    }

    @Test func aProductListWithoutStorageTimesIsNotTheFoodKeepers() throws {
        let json = #"{"product_data": [{"id": "p1", "name": "Lamp", "price": 12}]}"#
        let run = try ImportRun.of("shop.json", json)
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        #expect(try run.rows("SELECT count(*) AS n FROM shelf_life") == [["n": 0]])
        #expect(run.summary.files.flatMap(\.sections).map(\.table) == ["raw_shop_product_data"])
    }

    @Test func aWorkbookWithoutAProductSheetIsReadSheetBySheet() throws {
        let json = """
            {"fileName": "pantry.xlsx", "sheets": [{"name": "inventory", "data": [
              [{"name": "Rice"}, {"quantity": 2.0}, {"expiration_date": "2027-01-01"}],
              [{"name": "Oats"}, {"quantity": 1.0}, {"expiration_date": "2026-12-01"}]]}]}
            """
        let run = try ImportRun.of("pantry.json", json)
        #expect(run.summary.counts == RowCounts(read: 2, inserted: 2))
        #expect(
            try run.rows("SELECT name, quantity, expiration_date FROM inventory_items ORDER BY name") == [
                ["name": "Oats", "quantity": 1.0, "expiration_date": "2026-12-01"],
                ["name": "Rice", "quantity": 2.0, "expiration_date": "2027-01-01"],
            ])
    }

    @Test func aProductWhoseCategoryTheWorkbookLacksIsRejectedNamingTheField() throws {
        let json = """
            {"sheets": [{"name": "Product", "data": [[{"ID": 1.0}, {"Category_ID": 99.0}, {"Name": "Butter"},
              {"DOP_Refrigerate_Min": 1.0}, {"DOP_Refrigerate_Max": 2.0}, {"DOP_Refrigerate_Metric": "Months"}]]}]}
            """
        let run = try ImportRun.of("fk.json", json)
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(try run.rejections() == ["`category` is missing from this row; every shelflife row needs a category."])
    }

    @Test func wholeNumbersWrittenWithAFractionAreIDsWithout() {
        #expect(ValueConverter.idText(ofNumber: "12.0") == "12")
        #expect(ValueConverter.idText(ofNumber: "12.00") == "12")
        #expect(ValueConverter.idText(ofNumber: "12.5") == "12.5")
        #expect(ValueConverter.idText(ofNumber: "12") == "12")
        #expect(ValueConverter.idText(ofNumber: "-3.0") == "-3.0")
    }
}
