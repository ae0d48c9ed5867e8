import GRDB
import LarderStore

extension BrewAnalysis {
    /// The card of `recipe` from its stored fields; a recipe known only by its name at brew time, or
    /// one the owners may not see, gets a card with every field missing.
    func card(for recipe: BrewFindings.RatingGroup, in db: Database) throws -> BrewFindings.RecipeCard {
        let stored = try recipe.recipeID.flatMap { try BrewRecipeQueries.card(ofRecipe: $0, for: scope.filter, in: db) }
        let dose = stored?.dose.flatMap(Self.positive)
        let yield = stored?.yield.flatMap(Self.positive)
        let ratio = dose.flatMap { dose in yield.map { ($0 / dose * 100).rounded() / 100 } }
        let steps = (stored?.steps ?? []).enumerated().map { index, step in
            BrewFindings.Step(
                number: index + 1, instruction: Self.text(step.instruction), timerSeconds: step.timer,
                waterGrams: step.water, isCumulative: step.isCumulative)
        }
        var card = BrewFindings.RecipeCard(
            recipeID: stored?.id, name: recipe.name, method: Self.text(stored?.method), doseGrams: dose,
            yieldGrams: yield, temperatureCelsius: stored?.temperature.flatMap(Self.positive), ratio: ratio,
            grindLabel: Self.text(stored?.grindLabel), grindDescriptor: Self.text(stored?.grindDescriptor),
            steps: steps, missing: [])
        let absent: [(field: String, isMissing: Bool)] = [
            ("dose", dose == nil), ("yield", yield == nil), ("ratio", ratio == nil),
            ("temperature", card.temperatureCelsius == nil),
            ("grind", card.grindLabel == nil && card.grindDescriptor == nil), ("steps", steps.isEmpty),
        ]
        card.missing = absent.filter(\.isMissing).map(\.field)
        return card
    }

    /// The value when above 0; a 0 is a value never entered.
    static func positive(_ value: Double) -> Double? { value > 0 ? value : nil }

    /// The text trimmed, nil when empty.
    static func text(_ value: String?) -> String? {
        let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }
}
