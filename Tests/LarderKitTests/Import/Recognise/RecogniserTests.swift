import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore

@Suite struct RecogniserTests {
    /// The keys of Expiry Alert wish items from before desire levels (seed 000 B.2's `rating`) existed.
    static let legacyWishKeys = [
        "id", "group_id", "created_by", "name", "notes", "price", "image_url", "created_at", "updated_at",
    ]

    @Test(
        "A table the envelope key or the file name names needs no signature columns",
        arguments: [
            (legacyWishKeys, "items", "wish-items.json", "wish_items"),
            (
                ["id", "userId", "title", "description", "category", "ageRange"], "customEvents", "me.json",
                "custom_events"
            ),
            (
                ["id", "userId", "title", "description", "category", "ageRange"], nil, "custom-events.csv",
                "custom_events"
            ),
            (["userId", "name", "totalCost"], "groceryLists", "firestore-export.json", "grocery_lists"),
        ])
    func aNamedTableNeedsNoSignature(headers: [String], envelopeKey: String?, fileName: String, table: String) {
        let section = SourceSection(name: envelopeKey ?? fileName, headers: headers, envelopeKey: envelopeKey)
        #expect(Recogniser.recognise(section, fileName: fileName).table == table)
    }

    @Test func headersWithUnitsCountAsTheirColumns() {
        let section = SourceSection(
            name: "export.csv",
            headers: ["Date", "Recipe", "Dose (g)", "Yield (g)", "Water temperature (°C)", "Rating"])
        #expect(Recogniser.recognise(section, fileName: "export.csv").table == "brew_logs")
    }

    /// A weekly ad's table: `Sale` is the sale price beside `Regular`, as store pages head their columns.
    @Test func aWeeklyAdsItemRegularAndSaleColumnsAreDeals() {
        let section = SourceSection(name: "ad.html table 1", headers: ["Item", "Regular", "Sale"])
        #expect(Recogniser.recognise(section, fileName: "ad.html").table == "deals")
    }

    @Test("Without a name, one column of a kind's own (a price) is not enough, nor a named table's generic columns")
    func theSignatureDecidesWhenNothingNamesTheTable() {
        let unnamed = SourceSection(name: "export.json", headers: Self.legacyWishKeys)
        #expect(Recogniser.recognise(unnamed, fileName: "export.json").table == nil)
        let thin = SourceSection(name: "wishlist.csv", headers: ["Item", "Link"])
        #expect(Recogniser.recognise(thin, fileName: "wishlist.csv").table == nil)
    }

    @Test("A wishlist exported before desire levels is imported as a wishlist with the default rating 3")
    func aWishlistWithoutRatingsIsAWishlist() throws {
        let export = """
            {"items": [
              {"id": "wish-101", "group_id": "0042", "created_by": "usr-8c2d41", "name": "Cast iron skillet",
               "notes": null, "price": 39.99, "image_url": null, "created_at": "2025-11-02T10:00:00.000Z",
               "updated_at": "2025-11-02T10:00:00.000Z"}
            ]}
            """
        let run = try ImportRun.of("wish-items.json", export)
        #expect(run.summary.files.flatMap(\.sections).map(\.table) == ["wish_items"])
        #expect(
            try run.rows("SELECT * FROM wish_items") == [
                [
                    "id": "wish-101", "id_hash": IDHash.standard.of("wish-101"), "group_id": "0042",
                    "created_by": "usr-8c2d41", "name": "Cast iron skillet",
                    "notes": nil, "price": 39.99, "currency_code": nil, "rating": 3, "image_url": nil,
                    "created_at": "2025-11-02T10:00:00Z", "updated_at": "2025-11-02T10:00:00Z", "id_scope": "",
                ]
            ])
        #expect(try run.rows("SELECT count(*) AS n FROM inventory_items") == [["n": 0]])
    }
}
