import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderStore
@testable import LarderValues

/// The sample household in `data/`: every file lands in its table, importing is idempotent and
/// does not depend on the order of files, and the report answers a newcomer's questions: what to
/// eat first, what to buy where in aisle order, budget, savings, and which brew recipe to repeat.
@Suite struct SampleDataTests {
    /// The `data/` folder of the repository.
    static let data = Paths.root.appendingPathComponent("data").path

    /// The rows `data/` rejects on purpose, as `<path under data/> <location>`: a Beanconqueror
    /// brew pulled for a guest and never rated (the app writes rating 0 for "not rated").
    static let deliberateRejections = ["beanconqueror/Beanconqueror_Brews_1.json $[31]"]

    /// The BrewGuide recipes that fail seed 002 §3.1 on purpose, by name: the big batch's pours stop 20 g
    /// short of its yield, and the iced one's (a detail DTO that says `isValid: true`) 100 g short.
    static let invalidRecipes = ["Big Batch V60 (two mugs)", "Guji Iced V60"]

    /// Imports `paths`, each in its own `larder import`, into a fresh in-memory database.
    static func importEach(_ paths: [String]) throws -> (LarderDatabase, [ImportSummary]) {
        let database = try LarderDatabase()
        let summaries = try paths.map { try ImportSession(database: database).importPaths([$0]) }
        return (database, summaries)
    }

    /// The rejected rows, as `<path under data/> <location>`.
    static func rejections(in database: LarderDatabase) throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT path || ' ' || location FROM rejected_rows ORDER BY id")
        }
        .map { $0.hasPrefix(data + "/") ? String($0.dropFirst(data.count + 1)) : $0 }
    }

    /// Every row of every canonical table, ordered by id (the import ledger left out).
    static func dump(_ database: LarderDatabase) throws -> [String: [Row]] {
        try database.writer.read { db in
            var tables: [String: [Row]] = [:]
            for table in Catalog.tables {
                tables[table.name] = try Row.fetchAll(
                    db, sql: "SELECT * FROM \(SchemaSQL.quoted(table.name)) ORDER BY id")
            }
            return tables
        }
    }

    @Test func everyFileLandsInItsTableWithOnlyTheDeliberateRejection() throws {
        let (database, summaries) = try Self.importEach([Self.data])
        let summary = try #require(summaries.first)
        #expect(summary.failures == [])
        #expect(summary.warnings.count == 1)
        #expect(summary.warnings.first?.hasPrefix("2 brew recipes fail the validation of seed 002 §3.1") == true)
        #expect(summary.files.flatMap(\.warnings) == [])
        let tables = summary.files.flatMap { $0.sections.map(\.table) }
        // The FoodKeeper workbook's Version sheet has no table of larder's, and its Category sheet is joined
        // into the products: kept as text.
        let kept = ["raw_foodkeeper_category", "raw_foodkeeper_version"]
        #expect(tables.filter { $0.hasPrefix("raw_") }.sorted() == kept)
        // The sample household needs no stores.csv: larder's rule joins its store names by itself. It
        // records its spending as budget entries and meal plans, with no bank statement nor budget rules.
        let absent: Set = ["store_names", "transactions", "budget_rules"]
        #expect(Set(tables) == Set(Catalog.tables.map(\.name).filter { !absent.contains($0) } + kept))
        #expect(try Self.rejections(in: database) == Self.deliberateRejections)
        let rawTables = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                .filter { $0.hasPrefix("raw_") }
        }
        #expect(rawTables.sorted() == kept)
        // The Beanconqueror backup's lists are in tables of their own, and every brew of it names its bean,
        // mill and preparation (the one warning above is the invalid recipe, so no link dangles).
        let coffee = try database.writer.read { db in
            try ["coffee_beans", "coffee_mills", "coffee_preparations"].map {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)")
            } + [
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM brew_logs
                        WHERE bean_id IS NOT NULL AND mill_id IS NOT NULL AND preparation_id IS NOT NULL
                        """)
            ]
        }
        #expect(coffee == [33, 2, 3, 533])
    }

    @Test func readingEveryFileAgainChangesNothing() throws {
        let database = try LarderDatabase()
        let first = try ImportSession(database: database).importPaths([Self.data])
        let second = try ImportSession(database: database, options: .init(rereadUnchanged: true))
            .importPaths([Self.data])
        #expect(second.counts.inserted == 0)
        #expect(second.counts.updated == 0)
        #expect(second.counts.read == first.counts.read)
        #expect(second.counts.unchanged == first.counts.inserted)
        #expect(second.counts.rejected == Self.deliberateRejections.count)
    }

    /// Without `--force`, no file of the unchanged household is read again; each says what its import
    /// counted, the deliberate rejection stays, and the steps after the files warn as they did.
    @Test func importingTheUnchangedHouseholdAgainReadsNoFile() throws {
        let database = try LarderDatabase()
        let first = try ImportSession(database: database).importPaths([Self.data])
        let before = try Self.dump(database)
        let second = try ImportSession(database: database).importPaths([Self.data])
        #expect(second.files.count == first.files.count)
        #expect(second.unchangedFiles == first.files.count)
        #expect(second.counts == RowCounts())
        #expect(second.files.map(\.unchangedSince?.counts) == first.files.map(\.counts))
        #expect(second.rejectedRows == Self.deliberateRejections.count)
        #expect(second.warnings == first.warnings)
        #expect(try Self.dump(database) == before)
        #expect(try Self.rejections(in: database) == Self.deliberateRejections)
    }

    @Test func filesInReverseOrderGiveTheSameDatabase() throws {
        let files = try ImportSession.expand([Self.data]).files.map(\.1)
        let (inOrder, _) = try Self.importEach(files)
        let (reversed, summaries) = try Self.importEach(files.reversed())
        #expect(summaries.allSatisfy { $0.failures.isEmpty })
        let expected = try Self.dump(inOrder)
        let actual = try Self.dump(reversed)
        for table in Catalog.tables.map(\.name) {
            #expect(actual[table] == expected[table], "\(table) differs when the files are imported in reverse")
        }
        #expect(try Self.rejections(in: reversed).sorted() == Self.deliberateRejections.sorted())
    }

    @Test func theReportAnswersANewcomersQuestions() throws {
        let (database, _) = try Self.importEach([Self.data])
        let report = try Report.build(from: database, asOf: CivilDate(year: 2026, month: 11, day: 22)!)

        #expect(!report.expiry.throwOut.isEmpty)
        #expect(!report.expiry.eatToday.isEmpty)
        #expect(!report.expiry.eatThisWeek.isEmpty)
        #expect(!report.expiry.undated.isEmpty)
        // The potatoes on the cellar shelf have no date: the USDA FoodKeeper's 1–2 months in the pantry from
        // purchase (7 November) recommend 7 December.
        let potatoes = try #require(report.expiry.undated.first { $0.name == "Potatoes" })
        #expect(potatoes.recommendedDate == CivilDate(year: 2026, month: 12, day: 7))
        #expect(potatoes.recommendationBasis == "Potatoes — USDA FSIS FoodKeeper (FMA-Data-v128.xlsx), pantry 30 days")
        #expect(!report.expiry.wasteThisWeek.isEmpty)
        #expect(!report.expiry.useItUp.isEmpty)

        #expect(report.shopping.byStore.map(\.store) == ["H Mart", "Star Market", "Trader Joe's", "Anywhere"])
        // Star Market (most items) and H Mart have aisle maps; Trader Joe's has none.
        #expect(report.shopping.walks.map(\.store) == ["Star Market", "H Mart"])
        let walk = try #require(report.shopping.walks.first)
        #expect(walk.stops.first?.label == "Aisle 1 · Produce")
        #expect(walk.stops.last?.label == ShoppingFindings.noKnownAisle)
        #expect(!report.shopping.boughtNotInInventory.isEmpty)
        #expect(Set(report.shopping.wishlistTotals.compactMap(\.currency)) == ["EUR", "USD"])

        #expect(report.savings.filter.zipCode == "02139")
        let tomatoes = try #require(report.savings.matches.first { $0.item == "Tomatoes" })
        #expect(tomatoes.deals.map(\.item) == ["Roma Tomatoes 1 lb"])
        #expect(!report.savings.matches.contains { $0.item == "Heavy cream" })
        #expect(report.savings.basket.cheapestStore == "Star Market")
        #expect(report.shopping.openItems == report.savings.basketItems)
        #expect(!report.savings.realised.items.isEmpty)

        let budget = try #require(report.budget.users.first { $0.name == "Adaeze Okafor" })
        // She records ACTUAL entries (up to Sat 21 Nov), so her meal plans are shown beside, not added.
        #expect((budget.source, budget.dataThrough) == (.entries, CivilDate(iso: "2026-11-21")))
        #expect(budget.week.mealPlanCents > 0 && !budget.week.mealPlans.contains(where: \.isCounted))
        #expect(!budget.week.isOverBudget)
        #expect((budget.week.daysCovered, budget.week.daysElapsed) == (6, 7))

        let repeatRecipe = try #require(report.brew.recipeToRepeat)
        #expect(repeatRecipe.name == "Sunday Kenya V60")
        #expect(repeatRecipe.brews >= report.brew.minimumBrewsToRepeat)
        #expect(report.brew.tasteHint?.tag == "tooSour")
        #expect(report.brew.invalidRecipes.map(\.name) == Self.invalidRecipes)
        #expect(!report.brew.rangeWarnings.isEmpty)

        #expect(!report.events.stale.isEmpty)
        #expect(!report.events.favorites.isEmpty)
    }
}

extension SampleDataTests {
    /// Star Market's saved weekly ad has no Store column: the page's JSON-LD GroceryStore names the store
    /// and its zip code, so its deals count for the household's 02139 and match what is still to buy.
    @Test func theSavedWeeklyAdPagesDealsReachTheReport() throws {
        let (database, summaries) = try Self.importEach([Self.data + "/deals/star-market-weekly-ad.html"])
        let file = try #require(summaries.first?.files.first)
        #expect(file.counts == RowCounts(read: 8, inserted: 8))
        #expect(file.warnings == [])
        let stored = try database.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT store_name || '|' || location || '|' || zip_code || '|' || item_name || '|'
                        || original_price || '|' || discount_price || '|' || valid_until
                    FROM deals WHERE item_name IN ('BelGioioso Parmesan Wedge 8 oz', 'Idaho Russet Potatoes, 5 lb bag',
                        'Signature Select Celery Hearts 16 oz') ORDER BY item_name
                    """)
        }
        // The potatoes' Was is empty: Now + Save give it. The celery's Valid through is empty: the page's
        // `Valid 11/18 – 11/24` line gives it, its year from the table's other dates.
        #expect(
            stored == [
                "Star Market|Cambridge|02139|BelGioioso Parmesan Wedge 8 oz|6.99|4.99|2026-11-24",
                "Star Market|Cambridge|02139|Idaho Russet Potatoes, 5 lb bag|4.99|2.99|2026-11-24",
                "Star Market|Cambridge|02139|Signature Select Celery Hearts 16 oz|3.49|2.5|2026-11-24",
            ])

        let (household, _) = try Self.importEach([Self.data])
        let report = try Report.build(from: household, asOf: CivilDate(year: 2026, month: 11, day: 22)!)
        let parmesan = try #require(report.savings.matches.first { $0.item == "Parmesan" })
        #expect(parmesan.deals.map(\.item) == ["BelGioioso Parmesan Wedge 8 oz"])
        #expect(parmesan.deals.map(\.zipCode) == ["02139"])
    }
}
