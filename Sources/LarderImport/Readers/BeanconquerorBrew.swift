import LarderValues

/// Maps one Beanconqueror brew onto brew_logs' column names.
///
/// | column | from the brew |
/// |---|---|
/// | `id` | `config.uuid` |
/// | `timestamp` | `config.unix_timestamp` (seconds), as `YYYY-MM-DDTHH:MM:SSZ` |
/// | `recipe_name_at_brew` | the name of its preparation (`method_of_preparation` is a uuid), or `Beanconqueror brew` |
/// | `method` | the preparation's type in lowercase (`v60`), or its name for a custom preparation |
/// | `bean_name` | the name of its bean (`bean` is a uuid) |
/// | `dose_grams` | `grind_weight` |
/// | `target_yield_grams` | `brew_quantity`, or `brew_beverage_quantity` when that is 0 |
/// | `water_temperature_celsius` | `brew_temperature` |
/// | `grind_label` | `grind_size` |
/// | `note` | `note` |
/// | `rating` | `rating` rescaled from 0…`SETTINGS.brew_rating` (default 5) to 1–5: `1 + rating / max × 4`, rounded |
/// | `rating_original`, `rating_scale_max` | the rating as exported and the scale's top |
///
/// Beanconqueror writes 0 for a value never entered, so 0 is left empty: an unrated brew (rating 0)
/// or one without a dose is then rejected with the reason, not stored with a made-up value.
enum BeanconquerorBrew {
    /// The keys of every brew record, in order.
    static let keys = [
        "id", "timestamp", "recipe_name_at_brew", "method", "bean_name", "dose_grams", "target_yield_grams",
        "water_temperature_celsius", "grind_label", "note", "rating", "rating_original", "rating_scale_max",
    ]

    /// The record of a brew.
    static func record(from brew: JSONValue, lookups: BeanconquerorLookups, location: String) -> SourceRecord {
        let preparation = brew["method_of_preparation"]?.string.flatMap { lookups.preparations[$0] }
        let maximum = lookups.ratingMaximum ?? 5
        let rating = number(brew["rating"])
        let values: [SourceValue] = [
            text(brew["config"]?["uuid"]),
            timestamp(brew["config"]?["unix_timestamp"]),
            .string(preparation?.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Beanconqueror brew"),
            preparation?.method.map(SourceValue.string) ?? .null,
            brew["bean"]?.string.flatMap { lookups.beans[$0] }.map(SourceValue.string) ?? .null,
            positive(brew["grind_weight"]) ?? .null,
            positive(brew["brew_quantity"]) ?? positive(brew["brew_beverage_quantity"]) ?? .null,
            positive(brew["brew_temperature"]) ?? .null,
            text(brew["grind_size"]),
            text(brew["note"]),
            rating.flatMap { rescaled($0.value, maximum: maximum) } ?? .null,
            rating.map { .number($0.text) } ?? .null,
            .number(whole(maximum)),
        ]
        return SourceRecord(location: .jsonPath(location), keys: keys, values: values)
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

    private static func positive(_ value: JSONValue?) -> SourceValue? {
        guard let number = number(value), number.value > 0 else { return nil }
        return .number(number.text)
    }

    private static func text(_ value: JSONValue?) -> SourceValue {
        switch value {
        case .string(let text)?: return .string(text)
        case .number(let text)?: return .string(text)
        default: return .null
        }
    }

    private static func timestamp(_ value: JSONValue?) -> SourceValue {
        guard let seconds = number(value)?.value, (-62_135_596_800...253_402_300_799).contains(seconds) else {
            return .null
        }
        return .string(DateParser.Instant(epochSeconds: Int64(seconds.rounded(.down))).iso)
    }
}
