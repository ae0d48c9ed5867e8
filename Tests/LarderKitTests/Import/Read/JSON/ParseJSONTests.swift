import GRDB
import LarderValues
import Testing

@testable import LarderImport

@Suite struct ParseJSONTests {
    @Test("A Parse pointer stands for its objectId and a Parse date for its ISO text; other objects for nothing")
    func typedObjectsStandForTheirScalar() {
        let pointer = JSONValue.object([
            JSONMember(key: "__type", value: .string("Pointer")), JSONMember(key: "className", value: .string("_User")),
            JSONMember(key: "objectId", value: .string("Qm3TzK8wPa")),
        ])
        let date = JSONValue.object([
            JSONMember(key: "__type", value: .string("Date")),
            JSONMember(key: "iso", value: .string("2026-11-20T08:00:00.000Z")),
        ])
        let file = JSONValue.object([
            JSONMember(key: "__type", value: .string("File")), JSONMember(key: "name", value: .string("a.jpg")),
        ])
        #expect(pointer.parseScalar == "Qm3TzK8wPa")
        #expect(date.parseScalar == "2026-11-20T08:00:00.000Z")
        #expect(file.parseScalar == nil)
        #expect(JSONValue.string("Qm3TzK8wPa").parseScalar == nil)
        #expect(pointer.sourceValue == .string("Qm3TzK8wPa"))
        #expect(JSONValue.array([pointer, pointer]).sourceValue == .json(#"["Qm3TzK8wPa","Qm3TzK8wPa"]"#))
    }

    @Test("Fridgy's Parse export of ingredients: objectId, an author pointer and Date objects")
    func aParseExportOfIngredientsImports() throws {
        let export = """
            {"results": [
              {"objectId": "Xy12AbC9de", "name": "Spinach", "quantity": 1,
               "author": {"__type": "Pointer", "className": "_User", "objectId": "Qm3TzK8wPa"},
               "purchase_date": {"__type": "Date", "iso": "2026-11-18T00:00:00.000Z"},
               "expiration_date": {"__type": "Date", "iso": "2026-11-23T00:00:00.000Z"},
               "shelf_life": 5, "category_id": "c-veg",
               "createdAt": "2026-11-18T09:12:44.120Z", "updatedAt": "2026-11-18T09:12:44.120Z"}
            ]}
            """
        let run = try ImportRun.of("Ingredient.json", export)
        #expect(try run.rejections() == [])
        #expect(
            try run.rows(
                "SELECT id, user_id, name, purchase_date, expiration_date, shelf_life_days, created_at"
                    + " FROM inventory_items") == [
                    [
                        "id": "Xy12AbC9de", "user_id": "Qm3TzK8wPa", "name": "Spinach", "purchase_date": "2026-11-18",
                        "expiration_date": "2026-11-23", "shelf_life_days": 5, "created_at": "2026-11-18T09:12:44Z",
                    ]
                ])
    }
}
