import GRDB
import Testing

@testable import LarderStore

/// Store's look-up of the starter recipes an import would change.
@Suite struct StarterRecipeQueriesTests {
    /// The starter `r1` with the step `t0`, and the custom recipe `r2` with the step `u0`.
    static func seeded() throws -> LarderDatabase {
        try .holding(
            """
            INSERT INTO brew_recipes (id, name, is_starter, default_dose) VALUES
                ('r1', 'V60 Classic', 1, 15), ('r2', 'My V60', 0, 15);
            INSERT INTO brew_recipe_steps (id, recipe_id, order_index, water_amount_grams) VALUES
                ('t0', 'r1', 0, 250), ('u0', 'r2', 0, 250);
            """)
    }

    typealias Change = StarterRecipeQueries.Change

    @Test(
        arguments: [
            ("r1", [Change(column: "default_dose", value: 16.databaseValue)], "r1"),
            (
                "r1",
                [
                    Change(column: "name", value: "V60 Classic".databaseValue),
                    Change(column: "default_dose", value: .null),
                ], "r1"
            ),
            ("r1", [Change(column: "name", value: "V60 Classic".databaseValue)], nil),
            ("r1", [], nil),
            ("r2", [Change(column: "default_dose", value: 16.databaseValue)], nil),
            ("r9", [Change(column: "default_dose", value: 16.databaseValue)], nil),
        ] as [(String, [Change], String?)])
    func aStarterIsFoundOnlyWhenTheChangesAlterIt(recipe: String, changes: [Change], starter: String?) throws {
        let found = try Self.seeded().writer.read {
            try StarterRecipeQueries.changedStarter(recipeID: recipe.databaseValue, changes: changes, in: $0)
        }
        #expect(found == starter)
    }

    @Test(
        arguments: [
            ("t0", [Change(column: "water_amount_grams", value: 260.databaseValue)], "r1"),
            ("t0", [Change(column: "water_amount_grams", value: 250.databaseValue)], nil),
            ("t0", [Change(column: "recipe_id", value: "r1".databaseValue)], nil),
            ("u0", [Change(column: "water_amount_grams", value: 260.databaseValue)], nil),
            ("t0", [], nil),
        ] as [(String, [Change], String?)])
    func aStarterIsFoundOnlyWhenTheChangesAlterOneOfItsSteps(step: String, changes: [Change], starter: String?) throws {
        let found = try Self.seeded().writer.read {
            try StarterRecipeQueries.starterOfChangedStep(stepID: step.databaseValue, changes: changes, in: $0)
        }
        #expect(found == starter)
    }
}
