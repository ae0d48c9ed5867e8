import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport

@Suite struct RowMapperTests {
    @Test func seed003RenamesMapOntoTheirColumns() throws {
        let run = try ImportRun.of(
            "events.csv",
            "id,title,eventDescription,promptSeed,isAIEnhanced,lastUsed\n"
                + "e1,First Day at School,A story about school,an adventure,true,2024-01-15T10:30:00Z\n")
        #expect(run.summary.files[0].sections[0].table == "custom_events")
        #expect(run.summary.files[0].sections[0].unmappedFields == [])
        #expect(
            try run.row("SELECT description, prompt_seed, ai_enhanced, last_used_at FROM custom_events") == [
                "description": "A story about school", "prompt_seed": "an adventure", "ai_enhanced": 1,
                "last_used_at": "2024-01-15T10:30:00Z",
            ])
    }

    @Test(arguments: [
        ("discount_rate", true), ("Discount fraction", true), ("discount", false), ("percentOff", false),
        ("Discount rate (%)", false),
    ])
    func aPercentHeaderSaysWhetherItHoldsFractions(_ header: String, _ isFraction: Bool) {
        #expect(RowMapper.namesFraction(header) == isFraction)
    }

    /// Beside a sale price, a deals table's `Price` is the regular price; alone it is the price paid. Names
    /// of each column both given leave `Price` not stored (and named in the warning with the header that
    /// fills its column), never overwriting one.
    @Test(
        arguments: [
            ("Item,Price,Sale", "1.19,0.99", [1.19, 0.99], []), ("Item,Sale,Price", "0.99,1.19", [1.19, 0.99], []),
            ("Item,Price,Now", "1.19,0.99", [1.19, 0.99], []),
            ("Item,Price,discount_price", "1.19,0.99", [1.19, 0.99], []),
            ("Item,Was,Price", "1.19,0.99", [1.19, 0.99], []), ("Item,Price", "0.99", [nil, 0.99], []),
            ("Item,Price,Regular,Sale", "1.50,1.19,0.99", [1.19, 0.99], ["Price"]),
        ] as [(String, String, [Double?], [String])])
    func aDealsPriceBesideASalePriceIsTheRegularPrice(
        _ headers: String, _ values: String, _ prices: [Double?], _ notStored: [String]
    ) throws {
        let run = try ImportRun.of("deals.csv", "Store,\(headers)\nLidl,Milk,\(values)\n")
        #expect(run.summary.files[0].sections[0].table == "deals")
        #expect(run.summary.files[0].sections[0].unmappedFields == [])
        let warned = run.summary.files[0].warnings.filter { $0.contains("was not stored") }
        #expect(warned.count == notStored.count)
        for field in notStored {
            #expect(
                warned.contains { $0.contains("`\(field)` was not stored: `Sale` fills the same column") }, "\(warned)")
        }
        let row = try run.row("SELECT original_price, discount_price FROM deals")
        #expect([row["original_price"], row["discount_price"]] as [Double?] == prices)
    }

    @Test func headersWithUnitsMapAndConvertExactly() throws {
        let run = try ImportRun.of(
            "brews.csv",
            "Date,Recipe,Dose (oz),Yield [g],Water temperature (°F),Rating\n"
                + "2026-11-20T07:30:00Z,V60 Classic,0.5,250,200,4\n")
        #expect(run.summary.files[0].sections[0].table == "brew_logs")
        #expect(run.summary.files[0].sections[0].unmappedFields == [])
        #expect(
            try run.row("SELECT dose_grams, target_yield_grams, water_temperature_celsius FROM brew_logs") == [
                "dose_grams": 14.174762, "target_yield_grams": 250.0, "water_temperature_celsius": 93.333333,
            ])
    }

    @Test func aUnitTheColumnCannotTakeRejectsEveryValueAndSaysWhy() throws {
        let run = try ImportRun.of(
            "brews.csv",
            "Date,Recipe,Dose (g),Yield (ml),Rating\n2026-11-20T07:30:00Z,V60 Classic,15,250,4\n"
                + "2026-11-21T07:30:00Z,V60 Classic,16,,4\n")
        #expect(run.summary.counts.rejected == 2)
        let reasons = try run.rejections()
        #expect(
            reasons.first
                == "`Yield (ml)` is `250`, which is in ml (its header says so), and target_yield_grams holds grams: ml"
                + " measures volume, and grams per volume depend on what is measured; give it in g, kg, mg, oz or lb"
                + " (`Yield (g)`).")
        // An empty cell has no unit to refuse: the row is rejected for the empty yield alone.
        #expect(reasons.last?.contains("its header says so") == false)
    }

    @Test func moneyAndPercentHeadersNameTheirUnits() throws {
        let run = try ImportRun.of(
            "deals.csv",
            "Item,Store,Price ($),Was (USD),Discount rate (%),Valid until\nOat milk,Star Market,3.00,4.00,25,2026-11-29\n"
        )
        #expect(
            try run.row("SELECT discount_price, original_price, discount_percent FROM deals") == [
                "discount_price": 3.0, "original_price": 4.0, "discount_percent": 25.0,
            ])
        let off = try ImportRun.of(
            "deals.csv", "Item,Store,Price,Discount ($),Valid until\nOat milk,Star Market,3.00,1.00,2026-11-29\n")
        #expect(off.summary.counts.rejected == 1)
        #expect(
            try off.rejections()
                == [
                    "`Discount ($)` is `1.00`, which is in `$` (its header says so), and discount_percent holds a"
                        + " percent; give the percent under a header such as `Discount (%)`."
                ])
    }

    @Test func aQuantityHeadersUnitIsTheUnitOfValuesWithoutOne() throws {
        let run = try ImportRun.of(
            "pantry.csv", "Name,Quantity (kg),Expiration date\nRice,2,2027-01-01\nLentils,500 g,2027-02-01\n")
        let rows = try run.rows("SELECT name, quantity, unit FROM inventory_items ORDER BY name")
        #expect(rows.map { $0["unit"] as String } == ["g", "kg"])
        #expect(rows.map { $0["quantity"] as Double } == [500, 2])
    }
}
