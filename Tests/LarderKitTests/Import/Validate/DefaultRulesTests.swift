import GRDB
import Testing

@testable import LarderStore

@Suite struct DefaultRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var text: String
        var column: String
        var table: String
        var stored: Int
        var correction: String
        var testDescription: String { "\(table).\(column)" }
    }

    static let emptyValues = [
        Case(
            file: "categories.csv", text: "id,name,is_customization\nc1,Dairy,\n", column: "is_customization",
            table: "categories", stored: 0,
            correction: "`is_customization` was empty, so it was stored as its default, 0 (seed 000 A.1) (1 row)"),
        Case(
            file: "locations.csv", text: "id,name,isCustomization\nl1,Fridge,\n", column: "is_customization",
            table: "locations", stored: 0,
            correction: "`isCustomization` was empty, so it was stored as its default, 0 (seed 000 A.6) (1 row)"),
        Case(
            file: "wish.csv", text: "id,group_id,name,rating\nw1,g1,Earbuds,\n", column: "rating",
            table: "wish_items", stored: 3,
            correction: "`rating` was empty, so it was stored as its default, 3 (seed 000 B.2) (1 row)"),
        Case(
            file: "shopping.csv", text: "id,group_id,name,category_id,is_purchased\ns1,g1,Milk,c1,\n",
            column: "is_purchased", table: "shopping_items", stored: 0,
            correction: "`is_purchased` was empty, so it was stored as its default, 0 (seed 000 B.1) (1 row)"),
    ]

    @Test(arguments: emptyValues)
    func anEmptyValueTakesTheColumnsDefault(_ example: Case) throws {
        let run = try ImportRun.of(example.file, example.text)
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        let row = try run.row("SELECT \(example.column) AS value FROM \(example.table)")
        #expect(row["value"] as Int? == example.stored)
        #expect(run.corrections == [example.correction])
    }

    @Test(arguments: [("categories.csv", "categories"), ("locations.csv", "locations")])
    func anAbsentIsCustomizationIsAFixedRow(_ file: String, _ table: String) throws {
        let run = try ImportRun.of(file, "id,name,icon\nx1,Dairy,milk\n")
        #expect(try run.row("SELECT is_customization FROM \(table)")["is_customization"] == 0)
        #expect(run.corrections.isEmpty)
    }

    @Test func anAbsentRatingIsTheDefaultDesireLevel() throws {
        let run = try ImportRun.of("wishlist.csv", "id,group_id,name,price\nw1,g1,Earbuds,49.99\n", as: "wishlist")
        #expect(try run.row("SELECT rating FROM wish_items")["rating"] == 3)
        #expect(run.corrections.isEmpty)
    }
}
