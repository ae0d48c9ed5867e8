import GRDB
import Testing

@testable import LarderStore

@Suite struct BrewRecipeValidationTests {
    static let recipes = "id,name,method,dose,yield\nr1,V60 Classic,v60,15,250\n"
    static let stepsHeader = "id,recipe_id,order_index,water,timer,is_cumulative_water_target"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var recipes = BrewRecipeValidationTests.recipes
        var steps: [String]
        var errors: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "valid cumulative", steps: ["0,50,45,1", "1,150,30,1", "2,250,60,1"], errors: []),
        Case(name: "valid incremental", steps: ["0,50,45,0", "1,100,30,0", "2,100.5,60,0"], errors: []),
        Case(name: "no steps", steps: [], errors: ["the recipe has no steps (seed 002 §3.1: at least 1 step)"]),
        Case(
            name: "cumulative short", steps: ["0,50,45,1", "1,240,30,1"],
            errors: [
                "the cumulative water targets reach 240 g but the yield is 250 g (seed 002 §3.1: must match within ±1 g)"
            ]
        ),
        Case(
            name: "incremental short", steps: ["0,100,45,0", "1,100,30,0"],
            errors: [
                "the incremental water amounts add up to 200 g but the yield is 250 g (seed 002 §3.1: must match within ±1 g)"
            ]),
        Case(
            name: "negative timer", steps: ["0,50,45,1", "1,250,-5,1"],
            errors: ["step 1 has a negative timer, -5 s (seed 002 §3.1: no negative durations)"]),
        Case(
            name: "negative water", steps: ["0,-10,45,1", "1,250,30,1"],
            errors: ["step 0 has a negative water amount, -10 g (seed 002 §2.3: waterAmountGrams >= 0)"]),
        Case(
            name: "mixed water kinds", steps: ["0,50,45,1", "1,200,30,0"],
            errors: ["the steps mix cumulative and incremental water targets (seed 002 §3.1: use one kind per recipe)"]),
        Case(
            name: "gap in steps", steps: ["0,50,45,1", "1,150,30,1", "3,250,60,1"],
            errors: ["the steps are numbered 0, 1, 3 (seed 002 §2.3: order_index 0-based and contiguous)"]),
        Case(
            name: "no name, no dose, no yield", recipes: "id,name,method,dose,yield\nr1,,v60,0,\n",
            steps: ["0,250,45,1"],
            errors: [
                "the name is empty (seed 002 §3.1: name non-empty)",
                "the default dose is 0 g (seed 002 §3.1: dose > 0)",
                "the default yield is missing (seed 002 §3.1: yield > 0)",
            ]),
    ]

    static func files(_ example: Case) -> [(String, String)] {
        let steps = example.steps.enumerated().map { "s\($0.offset),r1,\($0.element)" }
        return [
            ("brew_recipes.csv", example.recipes),
            ("steps.csv", ([stepsHeader] + steps).joined(separator: "\n") + "\n"),
        ]
    }

    @Test(arguments: cases)
    func aRecipeIsKeptAndMarkedWithTheReasonsItFails(_ example: Case) throws {
        let run = try ImportRun.of(Self.files(example))
        #expect(run.summary.counts.rejected == 0)
        let row = try run.row("SELECT is_valid, validation_errors FROM brew_recipes WHERE id = 'r1'")
        #expect(row["is_valid"] as Int == (example.errors.isEmpty ? 1 : 0))
        #expect(
            row["validation_errors"] as String?
                == (example.errors.isEmpty ? nil : example.errors.joined(separator: "\n")))
    }

    @Test(arguments: cases)
    func theOrderOfFilesDoesNotMatter(_ example: Case) throws {
        let forward = try ImportRun.of(Self.files(example))
        let reverse = try ImportRun.of(Self.files(example).reversed())
        #expect(
            try forward.dump(["brew_recipes", "brew_recipe_steps"])
                == reverse.dump(["brew_recipes", "brew_recipe_steps"]))
    }

    @Test func anInvalidRecipeIsReportedAfterTheRun() throws {
        let run = try ImportRun.of("brew_recipes.csv", Self.recipes)
        #expect(
            run.summary.warnings == [
                "1 brew recipe fails the validation of seed 002 §3.1 and is kept with is_valid = 0 (e.g. `V60 Classic`:"
                    + " the recipe has no steps (seed 002 §3.1: at least 1 step)); the reasons are in"
                    + " brew_recipes.validation_errors. Fix the recipe in its app and import it again."
            ])
    }

    @Test func aFilesOwnIsValidIsNotStored() throws {
        let database = try LarderDatabase()
        let text = "id,name,method,dose,yield,isValid\nr1,V60 Classic,v60,15,250,true\n"
        let first = try ImportRun.of("brew_recipes.csv", text, into: database)
        #expect(try first.row("SELECT is_valid FROM brew_recipes")["is_valid"] == 0)
        #expect(
            first.corrections == [
                "`isValid` was not stored: larder sets is_valid itself from the recipe and its steps (seed 002 §3.1)"
                    + " (1 row)"
            ])
        let again = try ImportRun.of("brew_recipes.csv", text, into: database)
        #expect(again.summary.counts == RowCounts(read: 1, unchanged: 1))
    }

    @Test func aStepWithANegativeOrderIndexIsRejected() throws {
        let run = try ImportRun.of("steps.csv", "\(Self.stepsHeader)\nt0,r1,-1,50,45,1\n")
        #expect(
            try run.rejections() == [
                "`order_index` is `-1`, which is negative, and steps are numbered from 0 (seed 002 §2.3); number the"
                    + " steps of each recipe from 0 up."
            ])
    }
}
