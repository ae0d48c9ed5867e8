import Foundation
import GRDB
import LarderValues
import Testing

@testable import LarderAnalysis
@testable import LarderImport

@Suite struct FirestoreJSONTests {
    @Test func aCollectionsTreeGivesEachCollectionAndSubcollectionASection() throws {
        let result = try JSONFileImport(fixture: "savry-firestore-export.json")
        #expect(
            result.sections == [
                "users → users", "mealPlans/recipes → recipes", "mealPlans → meal_plans",
                "groceryLists → grocery_lists", "groceryLists/items → grocery_list_items",
            ])
        #expect(
            try result.rows(of: "users") == [
                [
                    "id": "u1", "email": "sam@example.com", "group_id": nil, "name": "Sam", "tier": "PRO",
                    "weekly_budget": 120.0,
                    "monthly_budget": 480.5, "notification": nil, "dietary_restrictions": nil,
                    "created_at": "2025-11-01T09:30:00Z", "updated_at": "2025-11-15T12:00:00Z",
                ]
            ])
        #expect(
            try result.rows(of: "meal_plans") == [
                [
                    "id": "mp1", "user_id": "u1", "name": "Week 47", "budget": 100.0, "total_cost": 86.4,
                    "actual_cost": nil, "is_completed": 0, "start_date": "2025-11-15", "end_date": nil,
                    "zip_code": nil, "preferred_stores": #"["Kroger","Aldi"]"#, "dietary_restrictions": nil,
                    "estimated_savings": nil, "shopping_list": #"{"byStore":{"Kroger":["milk"]}}"#, "meals": nil,
                    "created_at": nil, "updated_at": nil,
                ]
            ])
        #expect(
            try result.rows("SELECT id, name, ingredients, servings FROM recipes ORDER BY id") == [
                ["id": "r1", "name": "Lentil soup", "ingredients": #"[{"name":"lentils","qty":200}]"#, "servings": 4],
                ["id": "r2", "name": "Tomato pasta", "ingredients": #"["pasta","tomatoes"]"#, "servings": 2],
            ])
        let path = try JSONFileImport.fixture("savry-firestore-export.json")
        #expect(
            result.summary.files.first?.warnings == [
                "\(path): `meal_plan_id` matches no column of recipes and was not stored; rename it to a column of"
                    + " docs/SCHEMA.md to keep it."
            ])
    }

    @Test func groceryListItemsBecomeRowsOfTheirOwnTable() throws {
        let result = try JSONFileImport(fixture: "savry-firestore-export.json")
        #expect(
            try result.rows(of: "grocery_lists") == [
                [
                    "id": "gl1", "user_id": "u1", "meal_plan_id": "mp1", "name": "Saturday shop", "total_cost": 3.08,
                    "created_at": "2025-11-21T18:05:00Z", "updated_at": nil,
                ]
            ])
        #expect(
            try result.rows(of: "grocery_list_items", orderedBy: "position") == [
                [
                    "id": "gl1#0", "grocery_list_id": "gl1", "position": 0, "user_id": "u1", "name": "Milk",
                    "quantity": 2.0, "unit": "l", "category": "Dairy", "price": 1.29, "store": nil, "aisle": nil,
                    "section": nil, "checked": 1,
                ],
                [
                    "id": "gl1#1", "grocery_list_id": "gl1", "position": 1, "user_id": "u1", "name": "Lentils",
                    "quantity": 0.5, "unit": "kg", "category": nil, "price": nil, "store": "Aldi", "aisle": "Aisle 4",
                    "section": nil, "checked": 0,
                ],
            ])
    }

    @Test func anObjectKeyedByCollectionNameHoldsDocumentsKeyedById() throws {
        let result = try JSONFileImport(fixture: "savry-by-collection.json")
        #expect(result.sections == ["budgetEntries → budget_entries", "storeItemLocations → aisle_locations"])
        #expect(
            try result.rows(of: "budget_entries") == [
                [
                    "id": "b1", "user_id": "u1", "amount": 42.17, "category": "groceries",
                    "description": "Kroger run", "date": "2025-11-22", "type": "ACTUAL",
                    "created_at": "2025-11-22T07:10:00Z",
                ],
                [
                    "id": "b2", "user_id": "u1", "amount": 60.0, "category": "groceries", "description": nil,
                    "date": "2025-11-15", "type": "PLANNED", "created_at": nil,
                ],
            ])
        #expect(
            try result.rows(of: "aisle_locations") == [
                [
                    "id": "loc-kroger-milk", "store_name": "Kroger Short North", "store_chain": "Kroger",
                    "location": "43215", "item_name": "milk", "category": "Dairy", "aisle": "Aisle 5",
                    "section": "Dairy", "shelf_location": nil, "created_at": nil, "updated_at": nil,
                ]
            ])
    }

    @Test func restDocumentsAreDecodedAndFiledUnderTheirCollection() throws {
        let result = try JSONFileImport(fixture: "savry-rest-documents.json")
        #expect(result.sections == ["supermarketDiscounts → deals", "mealPlans/recipes → recipes"])
        #expect(
            try result.rows(of: "deals") == [
                [
                    "id": "x7Hq2", "store_name": "Aldi", "location": nil, "zip_code": "02139", "item_name": "Avocados",
                    "category": nil, "original_price": 3.49, "discount_price": 2.49, "currency_code": nil,
                    "discount_percent": 29.0,
                    "valid_until": "2025-12-01", "aisle": "Produce", "section": nil, "image_url": nil,
                    "description": nil, "scraped_at": nil, "created_at": nil, "updated_at": nil,
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ]
            ])
        #expect(
            try result.rows("SELECT id, name, ingredients, servings, is_public FROM recipes") == [
                [
                    "id": "rc3", "name": "Guacamole", "ingredients": #"[{"name":"avocado","qty":3},"lime"]"#,
                    "servings": 4, "is_public": 1,
                ]
            ])
    }

    @Test func subcollectionsNestAndADocumentMayOpenWithThem() throws {
        let export = """
            {"users": {"u1": {"__collections__": {"mealPlans": {"mp1": {"name": "W1", "budget": 50,
                "__collections__": {"recipes": {"r1": {"name": "Soup", "ingredients": ["leek"]}}}}}},
                "email": "a@example.com"}, "u2": {"email": "b@example.com"}}}
            """
        let result = try JSONFileImport(text: export, named: "export.json")
        #expect(
            result.sections == [
                "users/mealPlans/recipes → recipes", "users/mealPlans → meal_plans", "users → users",
            ])
        #expect(
            try result.rows("SELECT id, email FROM users ORDER BY id") == [
                ["id": "u1", "email": "a@example.com"], ["id": "u2", "email": "b@example.com"],
            ])
        #expect(
            try result.rows("SELECT id, user_id, name, budget FROM meal_plans") == [
                ["id": "mp1", "user_id": "u1", "name": "W1", "budget": 50.0]
            ])
        #expect(
            try result.rows("SELECT id, name, ingredients FROM recipes") == [
                ["id": "r1", "name": "Soup", "ingredients": #"["leek"]"#]
            ])
    }

    @Test func aSubCollectionKeyedByPathGivesEachSubcollectionASectionWithoutAParentPathWarning() throws {
        let export = """
            {"mealPlans": {"mp1": {"name": "W1", "userId": "u1", "budget": 50,
                "subCollection": {"mealPlans/mp1/recipes": {"r1": {"name": "Soup", "ingredients": ["leek"], "subCollection": {}}}}}}}
            """
        let result = try JSONFileImport(text: export, named: "backup.json")
        #expect(result.sections == ["mealPlans/recipes → recipes", "mealPlans → meal_plans"])
        #expect(
            try result.rows("SELECT id, name, budget FROM meal_plans") == [["id": "mp1", "name": "W1", "budget": 50.0]])
        #expect(try result.rows("SELECT id, name FROM recipes") == [["id": "r1", "name": "Soup"]])
        let warnings = result.summary.files.first?.warnings ?? []
        #expect(
            warnings.count == 1 && warnings[0].contains("`meal_plan_id` matches no column of recipes"), "\(warnings)")
    }

    static let geoPoints: [(String, JSONValue, String?)] = [
        (
            "node-firestore-import-export",
            object([
                "__datatype__": .string("geopoint"),
                "value": object(["_latitude": .number("42.36"), "_longitude": .number("-71.1")]),
            ]), "42.36,-71.1"
        ),
        ("admin SDK", object(["_latitude": .number("42.36"), "_longitude": .number("-71.1")]), "42.36,-71.1"),
        (
            "web SDK",
            object([
                "latitude": .number("42.36"), "longitude": .number("-71.1"), "type": .string("firestore/geoPoint/1.0"),
            ]), "42.36,-71.1"
        ),
        ("plain latitude and longitude", object(["latitude": .number("42.36"), "longitude": .number("-71.1")]), nil),
        ("text coordinates", object(["_latitude": .string("42.36"), "_longitude": .string("-71.1")]), nil),
        (
            "other datatype",
            object([
                "__datatype__": .string("timestamp"),
                "value": object(["_latitude": .number("1"), "_longitude": .number("2")]),
            ]), nil
        ),
    ]

    @Test(arguments: geoPoints)
    func firestoreGeoPointShapes(name: String, value: JSONValue, coordinates: String?) {
        #expect(value.firestoreGeoPoint.map { "\($0.latitude),\($0.longitude)" } == coordinates, "\(name)")
    }

    static let references: [(String, JSONValue, String?)] = [
        (
            "node-firestore-import-export",
            object(["__datatype__": .string("documentReference"), "value": .string("users/u1")]), "users/u1"
        ),
        (
            "admin SDK",
            object([
                "_firestore": object(["projectId": .string("p")]),
                "_path": object(["segments": .array([.string("users"), .string("u1")])]), "_converter": object([:]),
            ]), "users/u1"
        ),
        (
            "web SDK",
            object(["type": .string("firestore/documentReference/1.0"), "referencePath": .string("users/u1")]),
            "users/u1"
        ),
        (
            "Backfire",
            object(["_path": object(["segments": .array([.string("users"), .string("u1")])])]), "users/u1"
        ),
        ("a path and an id", object(["path": .string("users/u1"), "id": .string("u1")]), nil),
        (
            "segments not text",
            object(["_firestore": object([:]), "_path": object(["segments": .array([.number("1")])])]), nil
        ),
    ]

    @Test(arguments: references)
    func firestoreReferenceShapes(name: String, value: JSONValue, path: String?) {
        #expect(value.firestoreReference == path, "\(name)")
    }

    static let backfireLines: [(String, JSONValue, String?)] = [
        (
            "a subcollection's document",
            object([
                "path": .string("farmStands/s1/visits/v1"), "data": object(["spent": .number("9")]),
                "timestamps": .array([]),
            ]), "farmStands/visits v1 farmStands/s1"
        ),
        ("a top-level document", object(["path": .string("deals/d1"), "data": object([:])]), "deals d1 -"),
        ("a collection's path", object(["path": .string("deals"), "data": object([:])]), nil),
        ("an empty segment", object(["path": .string("deals//d1/x"), "data": object([:])]), nil),
        ("data that is no object", object(["path": .string("deals/d1"), "data": .string("x")]), nil),
        ("another member", object(["path": .string("deals/d1"), "data": object([:]), "id": .string("d1")]), nil),
    ]

    /// A Backfire line is a document only in its own shape: anything else stays a record as written.
    @Test(arguments: backfireLines)
    func backfireLinesAreDocumentsOnlyInTheirOwnShape(name: String, value: JSONValue, read: String?) {
        let document = FirestoreDocument(backfire: value)
        #expect(
            document.map {
                "\($0.collections.joined(separator: "/")) \($0.ids.last ?? "") \($0.parentPath ?? "-")"
            } == read, "\(name)")
    }

    @Test func restGeoPointsAndReferencesAreDecoded() {
        let point = FirestoreDocument.plain(
            Self.object(["geoPointValue": Self.object(["latitude": .number("42.36"), "longitude": .number("-71.1")])]))
        #expect(point.firestoreGeoPoint.map { "\($0.latitude),\($0.longitude)" } == "42.36,-71.1")
        let equator = FirestoreDocument.plain(
            Self.object(["geoPointValue": Self.object(["longitude": .number("-71.1")])]))
        #expect(equator.firestoreGeoPoint.map { "\($0.latitude),\($0.longitude)" } == "0,-71.1")
        let reference = FirestoreDocument.plain(
            Self.object(["referenceValue": .string("projects/p/databases/(default)/documents/users/u1/orders/o9")]))
        #expect(reference == .string("users/u1/orders/o9"))
    }

    static let timestamps: [(String, JSONValue, String?)] = [
        (
            "export-import",
            object(["__datatype__": .string("timestamp"), "value": seconds("_seconds", "_nanoseconds")]),
            "2025-11-15T12:00:00Z"
        ),
        ("admin SDK", seconds("_seconds", "_nanoseconds"), "2025-11-15T12:00:00Z"),
        ("protobuf", seconds("seconds", "nanoseconds"), "2025-11-15T12:00:00Z"),
        (
            "typed",
            object([
                "type": .string("firestore/timestamp/1.0"), "seconds": .number("1763208000"),
                "nanoseconds": .number("5"),
            ]), "2025-11-15T12:00:00Z"
        ),
        (
            "other type", object(["type": .string("geopoint"), "seconds": .number("1"), "nanoseconds": .number("0")]),
            nil
        ),
        (
            "other datatype",
            object(["__datatype__": .string("geopoint"), "value": seconds("_seconds", "_nanoseconds")]),
            nil
        ),
        ("extra key", object(["seconds": .number("1"), "nanoseconds": .number("0"), "label": .null]), nil),
        ("text seconds", object(["seconds": .string("1763208000"), "nanoseconds": .number("0")]), nil),
        ("out of range", object(["seconds": .number("1e20"), "nanoseconds": .number("0")]), nil),
    ]

    @Test(arguments: timestamps)
    func firestoreTimestampShapes(name: String, value: JSONValue, iso: String?) {
        #expect(value.firestoreTimestamp == iso, "\(name)")
    }

    @Test(arguments: [
        ("mealPlans", "meal_plan_id"), ("categories", "category_id"), ("users", "user_id"),
        ("groceryLists", "grocery_list_id"), ("store-item-locations", "store_item_location_id"), ("glass", "glass_id"),
    ])
    func subcollectionRecordsCarryTheParentIdUnderASingularKey(collection: String, key: String) {
        #expect(FirestoreNames.parentKey(forCollection: collection) == key)
    }

    private static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { JSONMember(key: $0.key, value: $0.value) })
    }

    private static func seconds(_ secondsKey: String, _ nanosecondsKey: String) -> JSONValue {
        object([secondsKey: .number("1763208000"), nanosecondsKey: .number("120000000")])
    }
}
