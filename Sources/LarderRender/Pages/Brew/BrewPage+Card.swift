import LarderAnalysis

extension BrewPage {
    /// The recipe to repeat as a card to brew from.
    struct Card: Codable {
        /// The recipe's name and method (`—` when none); its `dose` (`16 g`), `yield` (`260 g`), `ratio`
        /// (`1:16.25`), `temperature` (`95 °C`) and `grind` (`mediumFine (table salt)`), each `not in the
        /// data` when the recipe lacks it; and the card on one line, `summary`.
        var name, method, dose, yield, ratio, temperature, grind, summary: String
        /// Whether there is any step, and the steps in order.
        var hasSteps: Bool
        var steps: [CardStep]
        /// For a recipe known only by its name at brew time: that no such recipe is stored, so every
        /// field is missing. A stored recipe's card says `not in the data` field by field instead.
        var missing: String?
    }

    /// One step of the card.
    struct CardStep: Codable {
        var number: Int
        /// What to do (`—` when the step has no text), and its timer and water: `45 s · to 48 g in all`.
        var instruction, detail: String
        /// Whether the step has a timer or water.
        var hasDetail: Bool
    }

    /// Ratings of one bean or grinder, with what brewed best with it.
    struct Linked: Codable {
        /// `Alchemy (George Howell Coffee)`.
        var name: String
        var brews: Int
        /// The average rating (`4.05`), and the recipe or brewer that did best (`—` when none has
        /// enough brews).
        var averageRating, best: String
    }

    /// What a missing card field reads as.
    static let notInData = "not in the data"

    /// The card of `card`, its text escaped by `text`.
    static func card(_ card: BrewFindings.RecipeCard, text: (String) -> String) -> Card {
        let grindLabel = card.grindLabel.map(words)
        let grind = [grindLabel.map(text), card.grindDescriptor.map { "(\(text($0)))" }].compactMap { $0 }
        let values = (
            dose: card.doseGrams.map { TextFormat.number($0) + " g" },
            yield: card.yieldGrams.map { TextFormat.number($0) + " g" },
            ratio: card.ratio.map { "1:" + TextFormat.number($0) },
            temperature: card.temperatureCelsius.map { TextFormat.number($0) + " °C" },
            grind: grind.isEmpty ? nil : grind.joined(separator: " ")
        )
        let amounts = [
            values.dose.map { $0 + " coffee" }, values.yield.map { "to \($0) water" }, values.ratio.map { "(\($0))" },
            values.temperature.map { "at " + $0 },
        ].compactMap { $0 }.joined(separator: " ")
        let summary = [amounts, grindLabel.map { "grind " + text($0) } ?? ""].filter { !$0.isEmpty }
        return Card(
            name: text(card.name), method: text(card.method ?? "—"), dose: values.dose ?? notInData,
            yield: values.yield ?? notInData, ratio: values.ratio ?? notInData,
            temperature: values.temperature ?? notInData, grind: values.grind ?? notInData,
            summary: summary.joined(separator: ", "), hasSteps: !card.steps.isEmpty,
            steps: card.steps.map { step($0, text: text) },
            missing: card.recipeID == nil && !card.missing.isEmpty ? missing(card) : nil)
    }

    /// A value an app stores as an enumeration case, as words: BrewGuide's grind size `mediumFine` reads
    /// `medium-fine`; any other text is kept as it is.
    static func words(_ value: String) -> String {
        guard value.wholeMatch(of: /[a-z]+(?:[A-Z][a-z]+)+/) != nil else { return value }
        return value.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }
    }

    /// `Temperature and steps are not in the data.`, or for a recipe known only by name, that no recipe
    /// of that name is stored.
    static func missing(_ card: BrewFindings.RecipeCard) -> String {
        let fields =
            card.missing.count == 1
            ? card.missing[0] : card.missing.dropLast().joined(separator: ", ") + " and " + card.missing.last!
        let verb = card.missing.count == 1 ? " is" : " are"
        guard card.recipeID != nil else {
            return "No recipe of this name is stored, only brews that name it: its \(fields)\(verb) not in the data."
        }
        return fields.prefix(1).uppercased() + fields.dropFirst() + verb + " not in the data."
    }

    /// A step with its timer and water: `45 s · to 48 g in all`, `30 s · pour 100 g`.
    static func step(_ step: BrewFindings.Step, text: (String) -> String) -> CardStep {
        let water = step.waterGrams.map {
            step.isCumulative ? "to \(TextFormat.number($0)) g in all" : "pour \(TextFormat.number($0)) g"
        }
        let detail = [step.timerSeconds.map { TextFormat.number($0) + " s" }, water].compactMap { $0 }
        return CardStep(
            number: step.number, instruction: text(step.instruction ?? "—"), detail: detail.joined(separator: " · "),
            hasDetail: !detail.isEmpty)
    }

    /// A bean's or grinder's row: its best recipe, else its best brewer, named as one.
    static func linked(_ group: BrewFindings.LinkedGroup, text: (String) -> String) -> Linked {
        let name = group.roaster.map { "\(group.name) (\($0))" } ?? group.name
        let best = group.bestRecipe.map(text) ?? group.bestBrewer.map { "brewer: " + text($0) } ?? "—"
        return Linked(name: text(name), brews: group.brews, averageRating: rating(group.averageRating), best: best)
    }

    /// `2,000 brews were rejected at import; the commonest reason (1,990 of them): …`; nil without any.
    static func rejected(_ report: BrewFindings, text: (String) -> String) -> String? {
        guard report.rejectedBrews > 0, let reason = report.commonestRejection else { return nil }
        let rows = TextFormat.grouped(report.rejectedBrews)
        guard report.rejectedBrews > 1 else { return "1 brew was rejected at import: " + text(reason) }
        let share =
            report.commonestRejectionCount == report.rejectedBrews
            ? "all \(rows)" : "\(TextFormat.grouped(report.commonestRejectionCount)) of them"
        return "\(rows) brews were rejected at import; the commonest reason (\(share)): " + text(reason)
    }
}
