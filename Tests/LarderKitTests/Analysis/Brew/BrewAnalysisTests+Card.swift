import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore
@testable import LarderValues

/// The recipe card of the recipe to repeat, brews that name equipment rather than a recipe, the
/// statistics per brewer, bean and grinder, and the brews rejected at import.
extension BrewAnalysisTests {
    /// A Beanconqueror-shaped household: one espresso machine and one AeroPress, two grinders, two bags
    /// of one coffee and a bean known only by name, plus three brews of a stored V60 recipe.
    func beanconqueror() throws {
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO coffee_preparations (id, name, type) VALUES
                        ('p-lelit', 'Lelit Mara X', 'PORTAFILTER'), ('p-aero', 'AeroPress', 'AEROPRESS');
                    INSERT INTO coffee_mills (id, name) VALUES ('m-niche', 'Niche Zero'), ('m-jx', 'JX-Pro');
                    INSERT INTO coffee_beans (id, name, roaster, roasting_date) VALUES
                        ('b-1', 'Alchemy', 'George Howell', '2026-10-01'),
                        ('b-2', 'Alchemy', 'George Howell', '2026-11-01'),
                        ('b-3', 'Hologram', 'Counter Culture', '2026-10-15');
                    INSERT INTO brew_recipes (id, name, method, default_dose, default_target_yield,
                        default_water_temperature, default_grind_label, grind_tactile_descriptor) VALUES
                        ('r-k', 'Sunday Kenya', 'v60', 16, 260, 95, 'mediumFine', 'table salt');
                    INSERT INTO brew_recipe_steps (id, recipe_id, order_index, instruction_text,
                        timer_duration_seconds, water_amount_grams, is_cumulative_water_target) VALUES
                        ('s2', 'r-k', 2, 'Pour to 260 g', 60, 260, 1), ('s0', 'r-k', 0, 'Rinse the filter', NULL, NULL, NULL),
                        ('s1', 'r-k', 1, 'Bloom', 45, 48, 0);
                    """)
            let brews: [(String, String, String?, String?, String, String?, String?, String?, Int)] = [
                ("e1", "2026-11-16", "portafilter", nil, "Lelit Mara X", "b-1", "m-niche", "p-lelit", 5),
                ("e2", "2026-11-17", "portafilter", nil, "Lelit Mara X", "b-2", "m-niche", "p-lelit", 5),
                ("e3", "2026-11-18", "portafilter", nil, "Lelit Mara X", "b-2", "m-niche", "p-lelit", 5),
                ("e4", "2026-11-19", "portafilter", nil, "Lelit Mara X", "b-3", "m-niche", "p-lelit", 4),
                ("a1", "2026-11-19", "aeropress", nil, "AeroPress", "b-3", "m-jx", "p-aero", 2),
                ("k1", "2026-11-18", "v60", "r-k", "Sunday Kenya", "b-3", "m-jx", nil, 4),
                ("k2", "2026-11-19", "v60", "r-k", "Sunday Kenya", "b-3", "m-jx", nil, 4),
                ("k3", "2026-11-20", "v60", "r-k", "Sunday Kenya", "b-3", "m-jx", nil, 3),
            ]
            for (id, day, method, recipe, name, bean, mill, preparation, rating) in brews {
                try db.execute(
                    sql: """
                        INSERT INTO brew_logs (id, timestamp, method, recipe_id, recipe_name_at_brew, dose_grams,
                            target_yield_grams, rating, bean_id, mill_id, preparation_id)
                        VALUES (?, ?, ?, ?, ?, 18, 40, ?, ?, ?, ?)
                        """,
                    arguments: [id, day + "T08:00:00Z", method, recipe, name, rating, bean, mill, preparation])
            }
        }
    }

    @Test func aBrewThatLinksABrewerAndNoRecipeIsEquipmentNotARecipe() throws {
        try beanconqueror()
        let report = try report("2026-11-22")
        // The espresso machine averages 4.75 over 4 brews, better than the V60 recipe's 3.67: it would
        // be the recipe to repeat if equipment counted as a recipe.
        #expect(report.byRecipe == [.init(recipeID: "r-k", name: "Sunday Kenya", brews: 3, averageRating: 3.67)])
        #expect(report.recipeToRepeat?.recipeID == "r-k")
        #expect((report.brews, report.brewsWithoutRecipe) == (8, 5))
        #expect(report.byBrewer.map(\.name) == ["AeroPress", "Lelit Mara X"])
        #expect(report.byBrewer.map(\.averageRating) == [2, 4.75])
        #expect(report.byBrewer.allSatisfy { $0.bestBrewer == nil && $0.bestRecipe == nil })
        #expect(report.byMethod.map(\.name) == ["aeropress", "portafilter", "v60"])
    }

    @Test func theCardOfTheRecipeToRepeatHoldsItsStoredFieldsAndStepsInOrder() throws {
        try beanconqueror()
        let card = try #require(try report("2026-11-22").recipeCard)
        #expect((card.recipeID, card.name, card.method) == ("r-k", "Sunday Kenya", "v60"))
        #expect((card.doseGrams, card.yieldGrams, card.temperatureCelsius) == (16, 260, 95))
        #expect(card.ratio == 16.25)
        #expect((card.grindLabel, card.grindDescriptor) == ("mediumFine", "table salt"))
        #expect(card.steps.map(\.number) == [1, 2, 3])
        #expect(card.steps.map(\.instruction) == ["Rinse the filter", "Bloom", "Pour to 260 g"])
        #expect(card.steps.map(\.timerSeconds) == [nil, 45, 60])
        #expect(card.steps.map(\.waterGrams) == [nil, 48, 260])
        #expect(card.steps.map(\.isCumulative) == [true, false, true])
        #expect(card.missing.isEmpty)
    }

    @Test func fieldsTheRecipeLacksAreMissingNeverFilledIn() throws {
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO brew_recipes (id, name, method, default_dose, default_target_yield,
                        default_water_temperature, default_grind_label) VALUES ('r-bare', 'Bare', 'v60', 15, 0, NULL, '  ')
                    """)
        }
        for id in ["x1", "x2", "x3"] { try brew(id, "2026-11-20", "v60", "r-bare", "Bare", rating: 4) }
        let card = try #require(try report("2026-11-22").recipeCard)
        #expect((card.doseGrams, card.yieldGrams, card.ratio, card.temperatureCelsius) == (15, nil, nil, nil))
        #expect(card.grindLabel == nil)
        #expect(card.missing == ["yield", "ratio", "temperature", "grind", "steps"])
    }

    @Test func aRecipeKnownOnlyByNameHasACardWithEveryFieldMissing() throws {
        for id in ["n1", "n2", "n3"] { try brew(id, "2026-11-20", "v60", nil, "Little Wolf", rating: 4) }
        let card = try #require(try report("2026-11-22").recipeCard)
        #expect((card.recipeID, card.name, card.doseGrams, card.steps.count) == (nil, "Little Wolf", nil, 0))
        #expect(card.missing == ["dose", "yield", "ratio", "temperature", "grind", "steps"])
    }

    @Test func beansGroupTheirBagsAndBeansAndGrindersNameWhatBrewedBest() throws {
        try beanconqueror()
        let report = try report("2026-11-22")
        // Alchemy: two bags, 3 brews of 5 on the Lelit. Hologram: the Lelit 4, the AeroPress 2 and the
        // V60 recipe 4, 4, 3.
        #expect(report.byBean.map(\.name) == ["Alchemy", "Hologram"])
        #expect(report.byBean.map(\.roaster) == ["George Howell", "Counter Culture"])
        #expect(report.byBean.map(\.id) == [nil, nil])
        #expect(report.byBean.map(\.brews) == [3, 5])
        #expect(report.byBean.map(\.averageRating) == [5, 3.4])
        #expect(report.byBean.map(\.bestRecipe) == [nil, "Sunday Kenya"])
        #expect(report.byBean.map(\.bestBrewer) == ["Lelit Mara X", nil])
        #expect(report.byGrinder.map(\.name) == ["JX-Pro", "Niche Zero"])
        #expect(report.byGrinder.map(\.id) == ["m-jx", "m-niche"])
        #expect(report.byGrinder.map(\.brews) == [4, 4])
        #expect(report.byGrinder.map(\.averageRating) == [3.25, 4.75])
        #expect(report.byGrinder.map(\.bestRecipe) == ["Sunday Kenya", nil])
        #expect(report.byGrinder.map(\.bestBrewer) == [nil, "Lelit Mara X"])
    }

    @Test func brewsWithoutLinksHaveNoBeanGrinderOrBrewerTables() throws {
        try household()
        let report = try report("2026-11-22")
        #expect(report.byBean.isEmpty && report.byGrinder.isEmpty && report.byBrewer.isEmpty)
        #expect(report.brewsWithoutRecipe == 0)
    }

    @Test func rejectedBrewsAreCountedWithTheReasonGivenMostOften() throws {
        try database.holdRejections([
            ("brews", "`rating` is `0`"), ("brews", "`grind_weight` is `0`"), ("beans", "`name` is empty"),
            ("beans", "`name` is empty"), ("beans", "`name` is empty"), ("brews", "`rating` is `0`"),
            ("brews", "`grind_weight` is `0`"),
        ])
        let report = try report("2026-11-22")
        #expect(!report.hasData)
        // Beans are not brews; between the brews' two reasons, a tie: the reason that sorts first.
        #expect(report.rejectedBrews == 4)
        #expect(report.commonestRejection == "`grind_weight` is `0`")
        #expect(report.commonestRejectionCount == 2)
    }
}
