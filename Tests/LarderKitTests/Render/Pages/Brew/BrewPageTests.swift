import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

/// The coffee page's recipe card, its brewer, bean and grinder tables, and what it says about brews
/// rejected at import.
@Suite struct BrewPageTests {
    let database: LarderDatabase

    /// A V60 recipe with three steps (the first without timer or water) brewed three times, and an
    /// espresso machine brewed four times with two bags of one bean on one grinder.
    init() throws {
        database = try .holding(
            """
            INSERT INTO coffee_preparations (id, name) VALUES ('p', 'Lelit <Mara> X');
            INSERT INTO coffee_mills (id, name) VALUES ('m', 'Niche Zero');
            INSERT INTO coffee_beans (id, name, roaster) VALUES ('b1', 'Alchemy', 'Howell'), ('b2', 'Alchemy', 'Howell');
            INSERT INTO brew_recipes (id, name, method, default_dose, default_target_yield,
                default_water_temperature, default_grind_label, grind_tactile_descriptor) VALUES
                ('r', 'Kenya <V60>', 'v60', 16, 260, 95, 'mediumFine', 'table salt');
            INSERT INTO brew_recipe_steps (id, recipe_id, order_index, instruction_text,
                timer_duration_seconds, water_amount_grams, is_cumulative_water_target) VALUES
                ('s0', 'r', 0, 'Rinse', NULL, NULL, 1), ('s1', 'r', 1, 'Bloom', 45, 48, 1),
                ('s2', 'r', 2, NULL, 30, 100, 0);
            INSERT INTO brew_logs (id, timestamp, method, recipe_id, recipe_name_at_brew, dose_grams,
                target_yield_grams, rating, bean_id, mill_id, preparation_id) VALUES
                ('k1', '2026-11-18T08:00:00Z', 'v60', 'r', 'Kenya', 16, 260, 5, NULL, NULL, NULL),
                ('k2', '2026-11-19T08:00:00Z', 'v60', 'r', 'Kenya', 16, 260, 4, NULL, NULL, NULL),
                ('k3', '2026-11-20T08:00:00Z', 'v60', 'r', 'Kenya', 16, 260, 4, NULL, NULL, NULL),
                ('e1', '2026-11-17T08:00:00Z', 'portafilter', NULL, 'Lelit', 18, 40, 5, 'b1', 'm', 'p'),
                ('e2', '2026-11-18T08:00:00Z', 'portafilter', NULL, 'Lelit', 18, 40, 5, 'b2', 'm', 'p'),
                ('e3', '2026-11-19T08:00:00Z', 'portafilter', NULL, 'Lelit', 18, 40, 5, 'b2', 'm', 'p'),
                ('e4', '2026-11-20T08:00:00Z', 'portafilter', NULL, 'Lelit', 18, 40, 5, 'b2', 'm', 'p');
            """)
    }

    /// Rejected brew rows with these reasons.
    func reject(_ reasons: [String]) throws { try database.holdRejections(reasons.map { ("brews", $0) }) }

    func context(_ asOf: String) throws -> BrewPage.Context {
        let report = try database.writer.read { try BrewAnalysis(asOf: CivilDate(iso: asOf)!).analyse($0) }
        return BrewPage.context(report, text: { $0.replacingOccurrences(of: "<", with: "&lt;") })
    }

    @Test func theRecipeToRepeatComesWithItsCardAndTheHeadlineSaysHowToBrewIt() throws {
        let context = try context("2026-11-22")
        let card = try #require(context.recipeCard)
        #expect((card.name, card.method) == ("Kenya &lt;V60>", "v60"))
        #expect((card.dose, card.yield, card.ratio, card.temperature) == ("16 g", "260 g", "1:16.25", "95 °C"))
        #expect(card.grind == "medium-fine (table salt)", "the stored enumeration case reads as words")
        #expect(card.steps.map(\.instruction) == ["Rinse", "Bloom", "—"])
        #expect(card.steps.map(\.detail) == ["", "45 s · to 48 g in all", "30 s · pour 100 g"])
        #expect(card.steps.map(\.hasDetail) == [false, true, true])
        #expect(card.missing == nil)
        #expect(
            context.headline
                == "Repeat Kenya &lt;V60> (4.33 on average over 3 brews):"
                + " 16 g coffee to 260 g water (1:16.25) at 95 °C, grind medium-fine.")
    }

    @Test func theEspressoMachineIsABrewerAndBeansAndGrindersSayWhatBrewedBest() throws {
        let context = try context("2026-11-22")
        #expect(context.byRecipe.rows.map(\.name) == ["Kenya &lt;V60>"])
        #expect(context.byBrewer.rows.map(\.name) == ["Lelit &lt;Mara> X"])
        #expect((context.brewsWithoutRecipe, context.hasBrewsWithoutRecipe) == (4, true))
        #expect(context.byBean.rows.map(\.name) == ["Alchemy (Howell)"])
        #expect(context.byBean.rows.map(\.best) == ["brewer: Lelit &lt;Mara> X"])
        #expect(context.byGrinder.rows.map(\.averageRating) == ["5.00"])
    }

    @Test func missingCardFieldsAreSaidAsMissing() {
        let card = BrewFindings.RecipeCard(
            recipeID: "r", name: "Bare", method: nil, doseGrams: 15, yieldGrams: nil, temperatureCelsius: nil,
            ratio: nil, grindLabel: nil, grindDescriptor: nil, steps: [],
            missing: ["yield", "ratio", "temperature", "grind", "steps"])
        let page = BrewPage.card(card, text: { $0 })
        #expect((page.method, page.yield, page.grind) == ("—", "not in the data", "not in the data"))
        #expect(page.missing == nil, "a stored recipe's card says it field by field")
        #expect(BrewPage.missing(card) == "Yield, ratio, temperature, grind and steps are not in the data.")
        #expect(page.summary == "15 g coffee")
        var named = card
        named.recipeID = nil
        named.missing = ["dose"]
        #expect(
            BrewPage.card(named, text: { $0 }).missing
                == "No recipe of this name is stored, only brews that name it: its dose is not in the data.")
    }

    @Test func whenEveryBrewWasRejectedThePageSaysHowManyAndWhy() throws {
        try reject(["`rating` is `0`; rate it.", "`rating` is `0`; rate it.", "`grind_weight` is `0`."])
        // Before any brew was logged: nothing imported, three rejected.
        let context = try context("2026-11-01")
        #expect(!context.hasData)
        #expect(
            context.headline
                == "3 brews were rejected at import; the commonest reason (2 of them): `rating` is `0`; rate it.")
    }

    @Test func rejectionsBesideImportedBrewsAreANoteAndOneRejectionReadsAsOne() throws {
        try reject(["`rating` is `0`."])
        let context = try context("2026-11-22")
        #expect(context.headline.hasPrefix("Repeat"))
        #expect(context.rejected == "1 brew was rejected at import: `rating` is `0`.")
    }

    @Test func withoutRejectionsThereIsNoNote() throws {
        #expect(try context("2026-11-22").rejected == nil)
        #expect(try context("2026-11-01").headline.hasPrefix("No brews logged yet"))
    }
}
