import Foundation
import LarderTestSupport
import Testing

/// Every payload shape of seed 002 (BrewGuide) §2.1 — summary and detail DTOs of recipes, steps and brew
/// logs, alone or wrapped, arrays or single objects — imported through the `larder` executable from
/// `Fixtures/json/brewguide-dto/`: every record accounted for, every stored value checked.
@Suite struct BrewGuidePayloadTests {
    let cli = EndToEndTests()

    static let weekday = "E5C0D3FE-FD12-57C3-84FC-BE32E654D054"
    static let guji = "ED784F70-C717-5044-83E5-09332550EC41"
    static let noSteps = "'the recipe has no steps (seed 002 §3.1: at least 1 step)'"
    static let shortPours =
        "'the cumulative water targets reach 250 g but the yield is 260 g (seed 002 §3.1: must match within ±1 g)'"

    /// `brew_recipes` rows as SQL literals, every column: the file's `isValid` (true for both) is not
    /// what is stored; seed 002 §3.1 decides.
    static func weekdayRow(errors: String?, descriptor: String?) -> String {
        "'\(weekday)','v60','Weekday V60',0,'custom',\(errors == nil ? 1 : 0),\(errors ?? "NULL"),15.0,250.0,94.0,"
            + "'mediumFine',\(descriptor.map { "'\($0)'" } ?? "NULL"),NULL,NULL,''"
    }

    static func gujiRow(errors: String?, descriptor: String?) -> String {
        "'\(guji)','v60','Ethiopia Guji V60',0,'custom',\(errors == nil ? 1 : 0),\(errors ?? "NULL"),16.0,260.0,"
            + "93.0,'medium',\(descriptor.map { "'\($0)'" } ?? "NULL"),NULL,NULL,''"
    }

    struct RecipeShape: CustomTestStringConvertible, Sendable {
        var file: String
        var tables: [String: SummaryCounts]
        var recipes: [String]
        /// Whose steps the file carries, read from the fixture itself.
        var stepsOf: [String]
        var testDescription: String { file }
    }

    static let recipeShapes = [
        RecipeShape(
            file: "recipe-summaries.json", tables: ["brew_recipes": SummaryCounts(read: 2, inserted: 2)],
            recipes: [
                weekdayRow(errors: noSteps, descriptor: nil), gujiRow(errors: noSteps, descriptor: nil),
            ], stepsOf: []),
        RecipeShape(
            file: "recipe-summary.json", tables: ["brew_recipes": SummaryCounts(read: 1, inserted: 1)],
            recipes: [weekdayRow(errors: noSteps, descriptor: nil)], stepsOf: []),
        RecipeShape(
            file: "recipe-details.json",
            tables: [
                "brew_recipes": SummaryCounts(read: 2, inserted: 2),
                "brew_recipe_steps": SummaryCounts(read: 8, inserted: 8),
            ],
            recipes: [
                weekdayRow(errors: nil, descriptor: "like table salt"),
                gujiRow(errors: shortPours, descriptor: "like coarse sand"),
            ], stepsOf: [weekday, guji]),
        RecipeShape(
            file: "recipe-detail.json",
            tables: [
                "brew_recipes": SummaryCounts(read: 1, inserted: 1),
                "brew_recipe_steps": SummaryCounts(read: 4, inserted: 4),
            ],
            recipes: [gujiRow(errors: shortPours, descriptor: "like coarse sand")], stepsOf: [guji]),
        // `isValid` is false in this file, and the recipe passes: stored valid.
        RecipeShape(
            file: "recipe-detail-list.json",
            tables: [
                "brew_recipes": SummaryCounts(read: 1, inserted: 1),
                "brew_recipe_steps": SummaryCounts(read: 4, inserted: 4),
            ],
            recipes: [weekdayRow(errors: nil, descriptor: nil)], stepsOf: [weekday]),
    ]

    @Test(arguments: recipeShapes)
    func everyRecipeShapeLandsFieldByFieldAndIsValidatedBySeed002(_ shape: RecipeShape) throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", fixture(shape.file).path], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(SummaryCounts.byTable(result.output) == shape.tables, "\(result.output)")
        let stored = try probe(folder)
        #expect(try stored.content(of: "brew_recipes") == shape.recipes.sorted().joined(separator: "\n"))
        let steps = try shape.stepsOf.flatMap { try stepRows(of: $0, in: shape.file) }.sorted()
        #expect(try stored.content(of: "brew_recipe_steps") == steps.joined(separator: "\n"))
        #expect(try stored.count("rejected_rows") == 0)
    }

    /// Steps alone, as `{"recipeId": …, "steps": [RecipeStepDTO…]}`, complete a recipe imported as a summary.
    @Test func stepsAloneJoinTheirRecipe() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(
            ["import", fixture("recipe-summary.json").path, fixture("recipe-steps.json").path], in: folder)
        #expect(
            SummaryCounts.byTable(result.output)
                == [
                    "brew_recipes": SummaryCounts(read: 1, inserted: 1),
                    "brew_recipe_steps": SummaryCounts(read: 4, inserted: 4),
                ],
            "\(result.output)")
        let stored = try probe(folder)
        #expect(try stored.content(of: "brew_recipes") == Self.weekdayRow(errors: nil, descriptor: nil))
        let steps = try stepRows(of: Self.weekday, in: "recipe-steps.json").sorted()
        #expect(try stored.content(of: "brew_recipe_steps") == steps.joined(separator: "\n"))
    }

    /// A bare `[RecipeStepDTO…]` names no recipe: each step is rejected, saying what it lacks.
    @Test func stepsThatNameNoRecipeAreRejectedOneByOne() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", fixture("recipe-steps-without-recipe.json").path], in: folder)
        #expect(
            SummaryCounts.byTable(result.output) == ["brew_recipe_steps": SummaryCounts(read: 4, rejected: 4)],
            "\(result.output)")
        let reasons = try probe(folder).strings("SELECT location || ': ' || reason FROM rejected_rows ORDER BY id")
        #expect(
            reasons
                == (0..<4).map {
                    "$[\($0)]: `recipe_id` is missing from this row; every brewsteps row needs a recipe_id (seed 002 §2.3)."
                })
        #expect(try probe(folder).count("brew_recipe_steps") == 0)
    }

    func fixture(_ name: String) -> URL {
        Paths.fixtures.appendingPathComponent("json/brewguide-dto/\(name)")
    }

    func probe(_ folder: URL) throws -> DatabaseProbe {
        try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
    }

    /// The `brew_recipe_steps` rows the fixture's steps of `recipeID` must become, read from the file with
    /// Foundation's JSON parser, whatever shape holds them.
    private func stepRows(of recipeID: String, in file: String) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture(file)))
        return Self.steps(in: json, recipeID: nil).filter { $0.recipe == recipeID }.map { step in
            let fields = step.fields
            func real(_ key: String) -> String { (fields[key] as? NSNumber).map { "\($0.doubleValue)" } ?? "NULL" }
            let text = (fields["instructionText"] as? String ?? "").replacingOccurrences(of: "'", with: "''")
            let cumulative = (fields["isCumulativeWaterTarget"] as? Bool ?? true) ? 1 : 0
            return
                "'\(fields["stepId"]!)','\(recipeID)',\(fields["orderIndex"]!),'\(text)',\(real("timerDurationSeconds")),"
                + "\(real("waterAmountGrams")),\(cumulative),''"
        }
    }

    /// Every object under a `steps` key, with the id of the recipe or wrapper it belongs to.
    private static func steps(in json: Any, recipeID: String?) -> [(recipe: String?, fields: [String: Any])] {
        if let array = json as? [Any] { return array.flatMap { steps(in: $0, recipeID: recipeID) } }
        guard let object = json as? [String: Any] else { return [] }
        let summary = object["recipe"] as? [String: Any]
        let owner = summary?["id"] as? String ?? object["recipeId"] as? String ?? recipeID
        let own = (object["steps"] as? [[String: Any]] ?? []).map { (recipe: owner, fields: $0) }
        return own + object.filter { $0.key != "steps" }.values.flatMap { steps(in: $0, recipeID: owner) }
    }
}
