import Foundation
import GRDB
import Testing

@testable import LarderRender
@testable import LarderStore

/// Every canonical table, from a fixture in each format it arrives in (`Fixtures/matrix/<table>/`):
/// each fixture is imported alone into a fresh database, must land in its table and nowhere else, and
/// must leave exactly the typed rows written out here, every column in order. Fixtures of one table
/// hold the same household data, so formats that carry the same fields share one expectation.
@Suite("Format matrix")
struct FormatMatrixTests {
    @Test(
        "groups: a CSV with human headers and the API's { groups } envelope",
        arguments: ["groups/groups.csv", "groups/groups.json"])
    func groups(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["groups"], counts: RowCounts(read: 2, inserted: 2))
        #expect(
            try file.rows(of: "groups") == [
                [
                    "id": "0042", "name": "Moreau-Haddad household", "created_at": "2026-01-04T09:10:42Z",
                    "updated_at": "2026-09-12T18:03:55Z",
                ],
                ["id": "0913", "name": "Allotment crew", "created_at": "2026-03-21T16:45:00Z", "updated_at": nil],
            ])
    }

    @Test(
        "categories: a snake_case CSV with CRLF and the API's { categories } envelope, seed rows without is_customization",
        arguments: ["categories/categories.csv", "categories/categories.json"])
    func categories(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["categories"], counts: RowCounts(read: 3, inserted: 3))
        let created = "2026-01-04T09:10:43Z"
        #expect(
            try file.rows(of: "categories") == [
                [
                    "id": "cat-0107", "group_id": "0042", "name": "Baby food, jars", "icon": "🍼", "color": "#FFC0CB",
                    "translation_key": nil, "is_default": 0, "is_customization": 1, "section": nil, "sort_order": 9,
                    "created_at": "2026-05-02T19:20:11Z", "updated_at": "2026-05-03T08:00:00Z",
                ],
                [
                    "id": "cat-dairy", "group_id": "0042", "name": "Dairy", "icon": "🥛", "color": "#F5F5DC",
                    "translation_key": "category.dairy", "is_default": 1, "is_customization": 0, "section": "Fresh",
                    "sort_order": 1, "created_at": created, "updated_at": created,
                ],
                [
                    "id": "cat-produce", "group_id": "0042", "name": "Produce", "icon": "🥬", "color": "#8BC34A",
                    "translation_key": "category.produce", "is_default": 1, "is_customization": 0,
                    "section": "Fresh", "sort_order": 2, "created_at": created, "updated_at": created,
                ],
            ])
    }

    @Test(
        "locations: a camelCase CSV with 1/0 booleans and the API's { locations } envelope with a total",
        arguments: ["locations/locations.csv", "locations/locations.json"])
    func locations(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["locations"], counts: RowCounts(read: 3, inserted: 3))
        let created = "2026-01-04T09:10:43Z"
        #expect(
            try file.rows(of: "locations") == [
                [
                    "id": "loc-0031", "group_id": "0042", "name": "Garage freezer", "icon": "❄️",
                    "translation_key": nil, "is_default": 0, "is_customization": 1, "section": "Garage",
                    "sort_order": 3, "created_at": "2026-02-11T17:42:09Z", "updated_at": "2026-02-11T17:42:09Z",
                ],
                [
                    "id": "loc-fridge", "group_id": "0042", "name": "Fridge", "icon": "🧊",
                    "translation_key": "location.fridge", "is_default": 1, "is_customization": 0,
                    "section": "Kitchen", "sort_order": 1, "created_at": created, "updated_at": created,
                ],
                [
                    "id": "loc-pantry", "group_id": "0042", "name": "Pantry", "icon": "🥫",
                    "translation_key": "location.pantry", "is_default": 1, "is_customization": 0,
                    "section": "Kitchen", "sort_order": 2, "created_at": created, "updated_at": created,
                ],
            ])
    }
}
