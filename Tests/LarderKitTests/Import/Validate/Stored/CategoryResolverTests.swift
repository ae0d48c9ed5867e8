import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct CategoryResolverTests {
    static let categories = """
        id,group_id,name,icon
        c-dairy-g1,g1,Dairy,🥛
        c-dairy-shared,,Dairy,🥛
        c-dairy-g2,g2,Dairy,🧀
        c-fruit,,Fruit & Veg,🍎
        c-tea-g2,g2,Tea,🍵
        """
    static let shopping = """
        id,group_id,name,category_id,is_purchased
        s1,g1,Milk,dairy,no
        s2,g3,Yoghurt,DAIRY,no
        s3,g1,Apples,fruit  &  veg,no
        s4,g1,Bread,Bakery,no
        s5,g1,Cheese,c-dairy-g2,no
        s6,g1,Earl Grey,tea,no
        """
    static let files = [("categories.csv", categories), ("shopping.csv", shopping)]
    static let resolved =
        "`category_id` held a category name, replaced by the id of the category with that name"
        + " (seed 000 B.1: category_id references categories)"

    @Test func categoryNamesBecomeIDsPreferringTheItemsGroup() throws {
        let run = try ImportRun.of(Self.files)
        let rows = try run.rows("SELECT id, category_id FROM shopping_items ORDER BY id")
        #expect(
            rows.map { "\($0["id"] as String) \($0["category_id"] as String)" } == [
                "s1 c-dairy-g1", "s2 c-dairy-shared", "s3 c-fruit", "s4 Bakery", "s5 c-dairy-g2", "s6 c-tea-g2",
            ])
        #expect(run.summary.corrections == [Correction(message: Self.resolved, rows: 4)])
        #expect(
            run.summary.warnings.contains(
                "1 row of shopping_items → categories point at rows no import has provided (e.g. id s4: category_id"
                    + " Bakery); import the file that holds them, or they show without names."))
    }

    @Test func theOrderOfFilesDoesNotMatter() throws {
        let forward = try ImportRun.of(Self.files)
        let reverse = try ImportRun.of(Self.files.reversed())
        #expect(try forward.dump(["shopping_items", "categories"]) == reverse.dump(["shopping_items", "categories"]))
        #expect(forward.summary.corrections == reverse.summary.corrections)
    }

    @Test func reimportingResolvedItemsChangesNothing() throws {
        let database = try LarderDatabase()
        _ = try ImportRun.of(Self.files, into: database)
        let again = try ImportRun.of(Self.files, into: database)
        #expect(again.summary.counts == RowCounts(read: 11, unchanged: 11))
        #expect(again.corrections == ["\(Self.resolved) (4 rows)"])
        let stored = try again.rows("SELECT category_id FROM shopping_items WHERE id = 's1'")
        #expect(stored == [["category_id": "c-dairy-g1"]])
    }
}
