import LarderValues

/// Maps one Beanconqueror brew onto brew_logs. Fields the file has are named as the file names them, so
/// a rejection names the file's field and value (`grind_weight` is `0`); what larder looks up or works
/// out is named after its column.
///
/// | column | key | from the brew |
/// |---|---|---|
/// | `id` | `config.uuid` | as exported |
/// | `timestamp` | `config.unix_timestamp` | seconds, as `YYYY-MM-DDTHH:MM:SSZ` |
/// | `recipe_name_at_brew` | `recipe_name_at_brew` | the name of its preparation, or `Beanconqueror brew` |
/// | `method` | `method` | the preparation's type in lowercase (`v60`), or its name for a custom preparation |
/// | `bean_name` | `bean_name` | the name of its bean |
/// | `bean_id`, `mill_id`, `preparation_id` | the same | `bean`, `mill`, `method_of_preparation` (uuids) |
/// | `dose_grams` | `grind_weight` | as exported |
/// | `target_yield_grams` | `brew_quantity` | as exported, or `brew_beverage_quantity` when that is 0 and the other is not |
/// | `water_temperature_celsius` | `brew_temperature` | as exported; 0 is empty |
/// | `grind_label` | `grind_size` | as exported |
/// | `note` | `note` | as exported |
/// | `rating` | `rating` | rescaled from 0…`SETTINGS.brew_rating` (default 5) to 1–5: `1 + rating / max × 4`, rounded; 0 (unrated) is empty |
/// | `rating_original`, `rating_scale_max` | the same | the rating as exported and the scale's top |
/// | `extra_fields` | `extra_fields` | every other field, a JSON object as exported |
///
/// Beanconqueror writes 0 for a value never entered. A dose, yield or rating of 0 is then rejected with
/// the rule it breaks, not stored with a made-up value; a temperature of 0 is left empty.
enum BeanconquerorBrew {
    /// The record of a brew.
    static func record(from brew: JSONValue, lookups: BeanconquerorLookups, location: String) -> SourceRecord {
        var fields = BeanconquerorFields(of: brew)
        fields.take("config.uuid")
        fields.takeTimestamp("config.unix_timestamp")
        let preparationID = fields.field("method_of_preparation")?.string
        let preparation = preparationID.flatMap { lookups.preparations[$0] }
        fields.add(
            "recipe_name_at_brew", .string(preparation?.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Beanconqueror brew"))
        fields.add("method", preparation?.method.map(SourceValue.string) ?? .null)
        let beanID = fields.field("bean")?.string
        fields.add("bean_name", beanID.flatMap { lookups.beans[$0] }.map(SourceValue.string) ?? .null)
        for (key, path) in [("bean_id", "bean"), ("mill_id", "mill"), ("preparation_id", "method_of_preparation")] {
            fields.add(key, fields.field(path)?.sourceValue ?? .null, from: [path])
        }
        fields.take("grind_weight")
        let poured = number(fields.field("brew_quantity"))?.value ?? 0
        let beverage = number(fields.field("brew_beverage_quantity"))?.value ?? 0
        fields.take(poured == 0 && beverage > 0 ? "brew_beverage_quantity" : "brew_quantity")
        fields.takeUnlessZero("brew_temperature")
        fields.take("grind_size")
        fields.take("note")
        addRating(to: &fields, maximum: lookups.ratingMaximum ?? 5)
        return fields.record(at: location)
    }

    /// `rating` on larder's scale (a value that is no number as exported, so it is rejected with it),
    /// `rating_original` and `rating_scale_max`.
    private static func addRating(to fields: inout BeanconquerorFields, maximum: Double) {
        let exported = fields.field("rating")
        let rating = number(exported)
        if let rating {
            fields.take("rating", value: rescaled(rating.value, maximum: maximum) ?? .null)
        } else {
            fields.take("rating")
        }
        fields.add("rating_original", rating.map { .number($0.text) } ?? .null)
        fields.add("rating_scale_max", .number(whole(maximum)))
    }

    /// A number, or a string that holds one (Beanconqueror has written both), with its text.
    static func number(_ value: JSONValue?) -> (text: String, value: Double)? {
        switch value {
        case .number(let text)?, .string(let text)?:
            guard let number = Double(text.trimmingSpaces), number.isFinite else { return nil }
            return (text.trimmingSpaces, number)
        default: return nil
        }
    }

    /// A rating of 0…`maximum` on larder's 1–5 scale, `1 + rating / maximum × 4` rounded; nil for 0
    /// (unrated). A rating above the scale comes out above 5, so the database rejects it with the rule.
    static func rescaled(_ rating: Double, maximum: Double) -> SourceValue? {
        guard rating > 0 else { return nil }
        return .number(whole((1 + rating / maximum * 4).rounded()))
    }

    /// `5` for 5.0, `7.5` for 7.5.
    private static func whole(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
