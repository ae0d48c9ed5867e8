import GRDB
import Testing

@testable import LarderStore

@Suite struct StarterRecipeGuardTests {
    static let header = "id,name,method,is_starter,dose,yield"
    static let steps = "id,recipe_id,order_index,water\nt0,r1,0,50\nt1,r1,1,250\n"

    /// A database holding the starter `r1` with two steps and the custom recipe `r2`.
    static func seeded() throws -> LarderDatabase {
        let database = try LarderDatabase()
        _ = try ImportRun.of(
            [
                ("brew_recipes.csv", "\(header)\nr1,V60 Classic,v60,1,15,250\nr2,My V60,v60,0,15,250\n"),
                ("steps.csv", steps),
            ], into: database)
        return database
    }

    @Test func aChangedStarterIsRejectedAndTheStoredOneKept() throws {
        let database = try Self.seeded()
        let run = try ImportRun.of(
            "brew_recipes.csv", "\(Self.header)\nr1,V60 Classic,v60,1,16,250\nr2,My V60,v60,0,16,250\n",
            into: database)
        #expect(run.summary.counts == RowCounts(read: 2, updated: 1, rejected: 1))
        #expect(
            try run.rejections() == [
                "`name` is `V60 Classic`, which is a starter recipe, and starter recipes are immutable (seed 002 §2.2:"
                    + " not editable in place); the stored starter was kept; duplicate it under a new name"
                    + " (`V60 Classic Copy`) and change the copy."
            ])
        #expect(
            try run.rows("SELECT id, default_dose FROM brew_recipes ORDER BY id") == [
                ["id": "r1", "default_dose": 15.0], ["id": "r2", "default_dose": 16.0],
            ])
    }

    @Test func anUnchangedStarterIsUnchanged() throws {
        let database = try Self.seeded()
        let run = try ImportRun.of("brew_recipes.csv", "\(Self.header)\nr1,V60 Classic,v60,1,15,250\n", into: database)
        #expect(run.summary.counts == RowCounts(read: 1, unchanged: 1))
    }

    @Test func aChangedStepOfAStarterIsRejected() throws {
        let database = try Self.seeded()
        let run = try ImportRun.of("steps.csv", "id,recipe_id,order_index,water\nt1,r1,1,260\n", into: database)
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(
            try run.rejections() == [
                "`recipe_id` is `r1`, which is a starter recipe, and starter recipes are immutable (seed 002 §2.2: not"
                    + " editable in place); the stored step was kept; duplicate the recipe under a new name and change"
                    + " the copy's steps."
            ])
        #expect(
            try run.row("SELECT water_amount_grams FROM brew_recipe_steps WHERE id = 't1'")["water_amount_grams"]
                == 250.0)
    }
}
