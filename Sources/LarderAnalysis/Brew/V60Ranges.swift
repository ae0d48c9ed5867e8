/// Seed 002's V60 recommended ranges (§3.3): values outside them are warned about, never clamped
/// or rejected.
enum V60Ranges {
    /// One checked value of a brew.
    struct Check: Sendable {
        /// The report's name for the value.
        var field: String
        /// The recommended range, bounds included.
        var range: ClosedRange<Double>
        /// The unit.
        var unit: String
        /// Reads the value from a brew, or nil when it was not logged.
        var value: @Sendable (BrewAnalysis.Log) -> Double?
    }

    /// Dose 12–40 g, yield 180–720 g, ratio 1:14–1:18, temperature 90–96 °C, in that order.
    static let checks = [
        Check(field: "dose", range: 12...40, unit: "g") { $0.doseGrams },
        Check(field: "yield", range: 180...720, unit: "g") { $0.targetYieldGrams },
        Check(field: "ratio", range: 14...18, unit: "g/g") { $0.targetYieldGrams / $0.doseGrams },
        Check(field: "temperature", range: 90...96, unit: "°C") { $0.waterTemperatureCelsius },
    ]

    /// Whether the ranges apply: the brew's method names the V60 (`v60`, `Hario V60`).
    static func applies(to log: BrewAnalysis.Log) -> Bool {
        log.method?.lowercased().contains("v60") ?? false
    }

    /// The out-of-range values of the V60 brews, newest first (then by log id), in the checks' order.
    /// A value is judged as the report shows it, rounded to 2 decimals, so 214.2 g ÷ 15.3 g is 14.
    static func warnings(for logs: [BrewAnalysis.Log]) -> [BrewFindings.RangeWarning] {
        let newestFirst = logs.filter(applies(to:)).sorted { ($1.date, $0.id) < ($0.date, $1.id) }
        return newestFirst.flatMap { log in
            checks.compactMap { check -> BrewFindings.RangeWarning? in
                guard let raw = check.value(log) else { return nil }
                let value = (raw * 100).rounded() / 100
                guard !check.range.contains(value) else { return nil }
                return BrewFindings.RangeWarning(
                    logID: log.id, date: log.date, recipeName: log.recipeNameAtBrew, field: check.field,
                    value: value, minimum: check.range.lowerBound, maximum: check.range.upperBound,
                    unit: check.unit)
            }
        }
    }
}
