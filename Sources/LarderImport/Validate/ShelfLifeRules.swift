import Foundation
import GRDB
import LarderStore
import LarderValues

/// Rules for `shelf_life` rows that carry FoodKeeper times (docs/IMPORT.md, "USDA FoodKeeper"):
/// a time written for display (`1 - 2 Months`) is split into its minimum, maximum and metric, and the
/// days larder recommends from are computed when the row does not give them.
enum ShelfLifeRules {
    /// Which FoodKeeper times give each day column, the first with a figure winning: the time from the date
    /// of purchase, else the plain one. Times after opening or thawing never do: larder cannot tell when
    /// an item was opened or thawed.
    static let dayColumns: [(column: String, times: [String])] = [
        ("pantry_days", ["dop_pantry", "pantry"]),
        ("refrigerator_days", ["dop_refrigerate", "refrigerate"]),
        ("freezer_days", ["dop_freeze", "freeze"]),
    ]

    /// Days per unit of a metric; a metric not here (`When Ripe`, `Package use-by date`) gives no days.
    static let daysPerUnit: [String: Double] = ["hour": 1.0 / 24, "day": 1, "week": 7, "month": 30, "year": 365]

    /// The correction logged when the days were computed.
    static let daysComputed =
        "`pantry_days`, `refrigerator_days` and `freezer_days` were computed from the FoodKeeper times: the"
        + " shorter figure, from the date of purchase where one is given, a week counted as 7 days, a month as 30"
        + " and a year as 365 (a metric such as `When Ripe` gives none)"

    /// The minimum and maximum columns of every FoodKeeper time.
    static let figureColumns: Set<String> = Set(FoodKeeperTimes.all.flatMap { [$0.min, $0.max] })

    /// The input under which ``RowMapper`` hands over a note written in a figure column.
    static func noteInput(_ column: String) -> String { "note in " + column }

    /// Whether text written where a figure belongs is a note (`Or until best-by date.`): words and no
    /// digit. Text with a digit (`1,5`, `2 wks`) is a figure miswritten, and rejects the row.
    static func isNote(_ text: String) -> Bool {
        text.contains { $0.isLetter } && !text.contains { $0.isNumber }
    }

    /// Applies the rules to a row.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        let times = FoodKeeperTimes.all
        if !row.inputs.isEmpty { for time in times { keepNotes(of: time, in: &row, findings: &findings) } }
        guard times.contains(where: { row.isPresent($0.metric) || row.isPresent($0.min) }) else { return }
        for time in times { splitDisplayedTime(time, in: &row, mapper: mapper, findings: &findings) }
        var computed = false
        let given = row
        for (column, sources) in dayColumns where !row.isPresent(column) {
            let days = sources.lazy.compactMap { prefix in Self.days(of: prefix, in: given) }.first
            row[column] = days?.databaseValue ?? .null
            computed = computed || days != nil
        }
        if computed { findings.correct(daysComputed) }
    }

    /// A note the agency wrote in a time's minimum or maximum (Turkey bacon's `Refrigerate_After_Thawing_Min`
    /// is `Or until best-by date.`) goes to the time's metric, where the FoodKeeper writes its other words
    /// (`When Ripe`), when the metric is empty; the row is kept, the figure left empty. When the metric
    /// has a word of its own the note has nowhere to go, and the row is rejected as any other text where
    /// a number belongs.
    private static func keepNotes(of time: FoodKeeperTimes, in row: inout TypedRow, findings: inout RuleFindings) {
        for column in [time.min, time.max] {
            guard let note = row.inputs[noteInput(column)], let text = note.text else { continue }
            guard row[time.metric].isNull else {
                findings.reject(
                    RowProblem(
                        field: note.field, value: text, problem: "is not a number",
                        fix: "write numbers as 12.5, or the note in `\(time.metric)` when it has no word of its own"))
                continue
            }
            row[time.metric] = text.databaseValue
            findings.correct(
                "a note written where a figure belongs (`\(note.field)`) was kept in \(time.metric), where the"
                    + " FoodKeeper writes words such as `When Ripe`; the figure is left empty")
        }
    }

    /// The days a time gives: its minimum (or, without one, its maximum) in days, rounded down.
    static func days(of prefix: String, in row: TypedRow) -> Int? {
        guard let figure = row.double(prefix + "_min") ?? row.double(prefix + "_max"),
            let unit = row.text(prefix + "_metric").flatMap(unitDays)
        else { return nil }
        return Int((figure * unit).rounded(.down))
    }

    /// Days per one of a metric word: `Days`, `Week`, `Months`… (case and plural ignored).
    static func unitDays(_ metric: String) -> Double? {
        var word = metric.trimmingCharacters(in: .whitespaces).lowercased()
        if word.hasSuffix("s") { word.removeLast() }
        return daysPerUnit[word]
    }

    /// `1 - 2 Months` (or `3 Months`) in a metric column, with no minimum or maximum given, becomes 1, 2
    /// and `Months`, as the flat form writes times for display.
    private static func splitDisplayedTime(
        _ time: FoodKeeperTimes, in row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings
    ) {
        guard row[time.min].isNull, row[time.max].isNull, let text = row.text(time.metric),
            let (minimum, maximum, metric) = displayedTime(text)
        else { return }
        row[time.min] = minimum.databaseValue
        row[time.max] = maximum.databaseValue
        row[time.metric] = metric.databaseValue
        findings.correct(
            "`\(mapper.sourceName(of: time.metric))` held a time written for display, split into \(time.min),"
                + " \(time.max) and \(time.metric) (`1 - 2 Months` is 1, 2 and Months)")
    }

    /// The minimum, maximum and metric of `1 - 2 Months`, `1-2 weeks`, `3 Months` or `10 Days`.
    static func displayedTime(_ text: String) -> (Double, Double, String)? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let metric = parts.last, unitDays(metric) != nil else { return nil }
        let figures = parts.dropLast().joined().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let numbers = figures.compactMap(NumberParser.decimal)
        guard numbers.count == figures.count, (1...2).contains(numbers.count) else { return nil }
        return (numbers[0], numbers[numbers.count - 1], metric)
    }
}
