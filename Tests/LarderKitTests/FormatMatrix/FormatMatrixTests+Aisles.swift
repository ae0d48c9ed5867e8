import Foundation
import GRDB
import Testing

@testable import LarderStore

// Aisle maps (Savry `storeItemLocations`, seed 001): a camelCase CSV, Firestore's REST documents and a
// store's "where to find it" page. Item names are stored trimmed, lowercased, single-spaced (001 §4).
extension FormatMatrixTests {
    @Test(
        "aisle_locations: a camelCase CSV and Firestore REST documents with typed fields",
        arguments: ["aisle_locations/storeItemLocations.csv", "aisle_locations/storeItemLocations-rest.json"])
    func aisleLocations(fixture: String) throws {
        let file = try MatrixImport(fixture)
        try file.expectStored(in: ["aisle_locations"], counts: RowCounts(read: 3, inserted: 3))
        let created = "2026-09-19T16:40:03Z"
        #expect(
            try file.rows(of: "aisle_locations") == [
                [
                    "id": "Qm81xVbN2RcE6pLs0FhA", "store_name": "H Mart Cambridge", "store_chain": "H Mart",
                    "location": "02139", "item_name": "gochujang paste", "category": "Sauces", "aisle": "Aisle 6",
                    "section": "Korean pantry", "shelf_location": "Bottom shelf", "created_at": created,
                    "updated_at": "2026-10-02T11:05:00Z",
                ],
                [
                    "id": "tALST7ZuAkaSdjiC03TQ", "store_name": "H Mart Cambridge", "store_chain": "H Mart",
                    "location": "02139", "item_name": "napa cabbage", "category": "Produce", "aisle": "Aisle 1",
                    "section": "Produce", "shelf_location": nil, "created_at": created, "updated_at": created,
                ],
                [
                    "id": "w0ZyKc4TnB7aJdE1sGuH", "store_name": "H Mart Cambridge", "store_chain": "H Mart",
                    "location": "02139", "item_name": "tofu (firm)", "category": "Refrigerated", "aisle": "Aisle 9",
                    "section": "Tofu & noodles", "shelf_location": "Middle", "created_at": created,
                    "updated_at": created,
                ],
            ])
    }

    @Test("aisle_locations: a store map page's table with a caption, headers in the first row and &nbsp;")
    func aisleLocationsFromHTML() throws {
        let file = try MatrixImport("aisle_locations/where-to-find-it.html")
        try file.expectStored(in: ["aisle_locations"], counts: RowCounts(read: 3, inserted: 3))
        #expect(
            try file.rows(of: "aisle_locations", orderedBy: "item_name") == [
                [
                    "id": "derived", "store_name": "H Mart Cambridge", "store_chain": nil, "location": nil,
                    "item_name": "gochujang paste", "category": "Sauces", "aisle": "Aisle 6",
                    "section": "Korean pantry", "shelf_location": "Bottom shelf", "created_at": nil,
                    "updated_at": nil,
                ],
                [
                    "id": "derived", "store_name": "H Mart Cambridge", "store_chain": nil, "location": nil,
                    "item_name": "napa cabbage", "category": "Produce", "aisle": "Aisle 1", "section": "Produce",
                    "shelf_location": nil, "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "derived", "store_name": "H Mart Cambridge", "store_chain": nil, "location": nil,
                    "item_name": "tofu (firm)", "category": "Refrigerated", "aisle": "Aisle 9",
                    "section": "Tofu & noodles", "shelf_location": "Middle", "created_at": nil, "updated_at": nil,
                ],
            ])
    }
}
