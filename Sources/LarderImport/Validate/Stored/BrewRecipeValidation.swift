import GRDB
import LarderStore

/// The recipe validation of seed 002 §3.1, run over `brew_recipes` and `brew_recipe_steps` after every file
/// of a run is in, because a recipe's steps may come in another file (or before the recipe).
///
/// A recipe that fails is kept and marked `is_valid = 0`, with one reason per line in `validation_errors`;
/// a recipe that passes is marked `is_valid = 1` with no errors. Only rows whose marks change are written,
/// so re-importing the same files changes nothing.
enum BrewRecipeValidation {
    /// What the validation reads of a recipe.
    typealias Recipe = BrewRecipeQueries.Recipe
    /// What the validation reads of a step.
    typealias Step = BrewRecipeQueries.Step

    /// How far the water total may be from the yield, in grams.
    static let waterTolerance = 1.0

    /// Marks every recipe valid or invalid; returns a warning when some are invalid.
    static func run(in writer: any DatabaseWriter) throws -> [String] {
        try writer.write { db in
            let steps = try BrewRecipeQueries.stepsByRecipe(in: db)
            var invalid: [(recipe: Recipe, errors: [String])] = []
            for recipe in try BrewRecipeQueries.recipes(in: db) {
                let errors = errors(for: recipe, steps: steps[recipe.id] ?? [])
                try BrewRecipeQueries.markValidity(ofRecipe: recipe.id, errors: errors, in: db)
                if !errors.isEmpty { invalid.append((recipe, errors)) }
            }
            return warnings(for: invalid)
        }
    }

    /// Why a recipe fails seed 002 §3.1 (and the step rules of §2.3), one sentence each; empty when it passes.
    static func errors(for recipe: Recipe, steps: [Step]) -> [String] {
        var errors: [String] = []
        if recipe.name == nil { errors.append("the name is empty (seed 002 §3.1: name non-empty)") }
        for (value, what, rule) in [
            (recipe.dose, "default dose", "dose > 0"), (recipe.yield, "default yield", "yield > 0"),
        ]
        where (value ?? 0) <= 0 {
            let shown = value.map { "is \(NumberText.plain($0)) g" } ?? "is missing"
            errors.append("the \(what) \(shown) (seed 002 §3.1: \(rule))")
        }
        guard !steps.isEmpty else { return errors + ["the recipe has no steps (seed 002 §3.1: at least 1 step)"] }
        return errors + stepErrors(steps) + waterErrors(steps, yield: recipe.yield)
    }

    private static func stepErrors(_ steps: [Step]) -> [String] {
        var errors: [String] = []
        let indexes = steps.map(\.orderIndex)
        if indexes != Array(0..<Int64(steps.count)) {
            errors.append(
                "the steps are numbered \(indexes.map(String.init).joined(separator: ", "))"
                    + " (seed 002 §2.3: order_index 0-based and contiguous)")
        }
        for step in steps {
            if let timer = step.timer, timer < 0 {
                errors.append(
                    "step \(step.orderIndex) has a negative timer, \(NumberText.plain(timer)) s"
                        + " (seed 002 §3.1: no negative durations)")
            }
            if let water = step.water, water < 0 {
                errors.append(
                    "step \(step.orderIndex) has a negative water amount, \(NumberText.plain(water)) g"
                        + " (seed 002 §2.3: waterAmountGrams >= 0)")
            }
        }
        return errors
    }

    private static func waterErrors(_ steps: [Step], yield: Double?) -> [String] {
        guard let yield, yield > 0 else { return [] }
        let pours = steps.filter { $0.water != nil }
        let kinds = Set(pours.map(\.isCumulative))
        guard kinds.count <= 1 else {
            return ["the steps mix cumulative and incremental water targets (seed 002 §3.1: use one kind per recipe)"]
        }
        let isCumulative = kinds.first ?? true
        let amounts = pours.compactMap(\.water)
        let total = isCumulative ? amounts.max() ?? 0 : amounts.reduce(0, +)
        guard abs(total - yield) > waterTolerance + 1e-9 else { return [] }
        let measured =
            isCumulative
            ? "the cumulative water targets reach \(NumberText.plain(total)) g"
            : "the incremental water amounts add up to \(NumberText.plain(total)) g"
        return ["\(measured) but the yield is \(NumberText.plain(yield)) g (seed 002 §3.1: must match within ±1 g)"]
    }

    private static func warnings(for invalid: [(recipe: Recipe, errors: [String])]) -> [String] {
        guard
            let first = invalid.min(by: { ($0.recipe.name ?? "", $0.recipe.id) < ($1.recipe.name ?? "", $1.recipe.id) })
        else { return [] }
        let count = invalid.count == 1 ? "1 brew recipe fails" : "\(invalid.count) brew recipes fail"
        let name = first.recipe.name.map { "`\($0)`" } ?? "the recipe with id `\(first.recipe.id)`"
        return [
            "\(count) the validation of seed 002 §3.1 and \(invalid.count == 1 ? "is" : "are") kept with"
                + " is_valid = 0 (e.g. \(name): \(first.errors[0])); the reasons are in brew_recipes.validation_errors."
                + " Fix the recipe in its app and import it again."
        ]
    }
}
