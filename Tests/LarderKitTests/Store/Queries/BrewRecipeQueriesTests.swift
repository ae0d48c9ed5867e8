import GRDB
import Testing

@testable import LarderStore

/// Store's reads and marks for the brew recipe validation of seed 002 §3.1.
@Suite struct BrewRecipeQueriesTests {
    /// Two recipes; `r2`'s steps stored out of order, one with no water kind given.
    static func seeded() throws -> LarderDatabase {
        try .holding(
            """
            INSERT INTO brew_recipes (id, name, default_dose, default_target_yield) VALUES
                ('r2', 'V60', 15, 250), ('r1', NULL, NULL, 300);
            INSERT INTO brew_recipe_steps
                (id, recipe_id, order_index, timer_duration_seconds, water_amount_grams,
                    is_cumulative_water_target) VALUES
                ('t1', 'r2', 1, 30, 250, 0), ('t0', 'r2', 0, 45, 50, NULL), ('u0', 'r1', 0, NULL, NULL, 1);
            """)
    }

    @Test func recipesComeByIDWithWhatTheValidationReads() throws {
        let recipes = try Self.seeded().writer.read { try BrewRecipeQueries.recipes(in: $0) }
        #expect(recipes.map(\.id) == ["r1", "r2"])
        #expect(recipes.map(\.name) == [nil, "V60"])
        #expect(recipes.map(\.dose) == [nil, 15])
        #expect(recipes.map(\.yield) == [300, 250])
    }

    @Test func stepsComeByRecipeInOrderAndAMissingWaterKindIsCumulative() throws {
        let steps = try Self.seeded().writer.read { try BrewRecipeQueries.stepsByRecipe(in: $0) }
        #expect(steps.keys.sorted() == ["r1", "r2"])
        let v60 = try #require(steps["r2"])
        #expect(v60.map(\.orderIndex) == [0, 1])
        #expect(v60.map(\.timer) == [45, 30])
        #expect(v60.map(\.water) == [50, 250])
        #expect(v60.map(\.isCumulative) == [true, false])
        #expect(steps["r1"]?.map(\.water) == [nil])
    }

    @Test func aRecipeIsMarkedOnceAndMarkingItAgainWritesNothing() throws {
        let database = try Self.seeded()
        let errors = ["the name is empty", "the default dose is missing"]
        let marks = { (db: Database) in
            try Row.fetchAll(db, sql: "SELECT id, is_valid, validation_errors FROM brew_recipes ORDER BY id")
        }
        let changes = try database.writer.write { db -> [Int] in
            try BrewRecipeQueries.markValidity(ofRecipe: "r1", errors: errors, in: db)
            let first = db.changesCount
            try BrewRecipeQueries.markValidity(ofRecipe: "r1", errors: errors, in: db)
            let again = db.changesCount
            try BrewRecipeQueries.markValidity(ofRecipe: "r2", errors: [], in: db)
            return [first, again, db.changesCount]
        }
        #expect(changes == [1, 0, 0])
        #expect(
            try database.writer.read(marks) == [
                ["id": "r1", "is_valid": 0, "validation_errors": "the name is empty\nthe default dose is missing"],
                ["id": "r2", "is_valid": 1, "validation_errors": nil],
            ])
    }
}

/// The recipe card Store reads for the recipe to repeat.
@Suite struct BrewRecipeCardQueryTests {
    @Test func aCardHoldsTheStoredFieldsAndTheStepsByOrderIndex() throws {
        let card = try #require(
            try BrewRecipeQueriesTests.seeded().writer.read {
                try BrewRecipeQueries.card(ofRecipe: "r2", for: .everyone, in: $0)
            })
        #expect((card.id, card.name, card.dose, card.yield, card.temperature) == ("r2", "V60", 15, 250, nil))
        #expect(card.steps.map(\.orderIndex) == [0, 1])
        #expect(card.steps.map(\.water) == [50, 250])
        #expect(card.steps.map(\.isCumulative) == [true, false])
    }

    @Test func aRecipeThatIsNotStoredHasNoCard() throws {
        let card = try BrewRecipeQueriesTests.seeded().writer.read {
            try BrewRecipeQueries.card(ofRecipe: "r9", for: .everyone, in: $0)
        }
        #expect(card == nil)
    }
}
