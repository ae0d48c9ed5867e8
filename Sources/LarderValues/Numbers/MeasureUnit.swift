/// The unit a column stores its numbers in, so that a header naming another unit (`Dose (oz)`) is
/// converted to it exactly, or refused, and never taken as it (docs/IMPORT.md, "Units in headers").
public enum MeasureUnit: String, Sendable, CaseIterable {
    /// Grams: doses, yields, water.
    case grams
    /// Degrees Celsius: water temperatures.
    case celsius
    /// Seconds: step timers.
    case seconds
    /// Whole days: shelf lives.
    case days

    /// The units converted to this one, by their folded spellings (see ``fold(_:)``), each with its exact
    /// conversion: the definitions of the units, not measurements.
    private var conversions: [String: UnitConversion] {
        switch self {
        case .grams:
            return Self.table([
                (["g", "gr", "gram", "grams", "gramme", "grammes"], .identity),
                (["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"], UnitConversion(factor: 1000)),
                (["mg", "milligram", "milligrams"], UnitConversion(factor: 0.001)),
                // The international avoirdupois ounce and pound (1959): 0.45359237 kg exactly, 16 oz to the pound.
                (["oz", "ounce", "ounces"], UnitConversion(factor: 28.349523125)),
                (["lb", "lbs", "pound", "pounds"], UnitConversion(factor: 453.59237)),
            ])
        case .celsius:
            return Self.table([
                (["c", "celsius", "degc", "centigrade"], .identity),
                (["f", "fahrenheit", "degf"], UnitConversion(offset: -32, factor: 5.0 / 9.0)),
                (["k", "kelvin"], UnitConversion(offset: -273.15)),
            ])
        case .seconds:
            return Self.table([
                (["s", "sec", "secs", "second", "seconds"], .identity),
                (["ms", "millisecond", "milliseconds"], UnitConversion(factor: 0.001)),
                (["min", "mins", "minute", "minutes"], UnitConversion(factor: 60)),
                (["h", "hr", "hrs", "hour", "hours"], UnitConversion(factor: 3600)),
            ])
        case .days:
            return Self.table([
                (["d", "day", "days"], .identity),
                (["w", "wk", "wks", "week", "weeks"], UnitConversion(factor: 7)),
            ])
        }
    }

    /// Units of another kind that people write on such a column, and why they cannot be converted.
    private var refusals: [String: String] {
        switch self {
        case .grams:
            let volumes = [
                "ml", "millilitre", "millilitres", "milliliter", "milliliters", "cl", "dl", "l", "litre", "litres",
                "liter", "liters", "floz", "cup", "cups", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon",
                "teaspoons",
            ]
            return Dictionary(
                uniqueKeysWithValues: volumes.map {
                    ($0, "measures volume, and grams per volume depend on what is measured")
                })
        case .days:
            let lengths = ["mo", "month", "months", "y", "yr", "yrs", "year", "years"]
            return Dictionary(uniqueKeysWithValues: lengths.map { ($0, "is no fixed number of days") })
        case .celsius, .seconds: return [:]
        }
    }

    /// The conversion from `unit` (as a header writes it: `kg`, `°F`, `Ounces`) to this unit, or nil
    /// when larder knows no exact one.
    public func conversion(from unit: String) -> UnitConversion? { conversions[Self.fold(unit)] }

    /// Why `unit` cannot be converted to this unit, in words that follow the unit: "ml measures volume, …".
    public func refusal(of unit: String) -> String {
        refusals[Self.fold(unit)] ?? "is not a unit larder converts to \(rawValue)"
    }

    /// The units a header may name, for messages: "g, kg, mg, oz or lb".
    public var accepted: String {
        switch self {
        case .grams: return "g, kg, mg, oz or lb"
        case .celsius: return "°C, °F or K"
        case .seconds: return "s, ms, min or h"
        case .days: return "days or weeks"
        }
    }

    /// The unit as a header writes it: `g`, `°C`, `s`, `days`.
    public var symbol: String {
        switch self {
        case .grams: return "g"
        case .celsius: return "°C"
        case .seconds: return "s"
        case .days: return "days"
        }
    }

    /// A unit folded for lookup: lowercase letters only, `℃` and `℉` spelt out, so `°F`, `F` and `℉` are one.
    static func fold(_ unit: String) -> String {
        unit.replacingScalars { scalar in
            switch scalar {
            case "\u{2103}": return "c"
            case "\u{2109}": return "f"
            case _ where scalar.properties.isAlphabetic: return scalar.properties.lowercaseMapping
            default: return ""
            }
        }
    }

    private static func table(_ rows: [([String], UnitConversion)]) -> [String: UnitConversion] {
        var table: [String: UnitConversion] = [:]
        for (names, conversion) in rows { for name in names { table[name] = conversion } }
        return table
    }
}

/// An exact change of unit: `(value + offset) × factor` (°F to °C is offset −32, factor 5/9).
public struct UnitConversion: Equatable, Sendable {
    /// Added before scaling.
    public let offset: Double
    /// The scale.
    public let factor: Double

    /// The same unit: nothing changes.
    public static let identity = UnitConversion()

    /// Creates a conversion.
    public init(offset: Double = 0, factor: Double = 1) {
        self.offset = offset
        self.factor = factor
    }

    /// The value in the column's unit, rounded to 6 decimal places: far below what a scale or a
    /// thermometer reads, and it keeps `0.1 kg` at 100 g rather than 100.00000000000001.
    public func apply(_ value: Double) -> Double { ((value + offset) * factor * 1_000_000).rounded() / 1_000_000 }
}
