@testable import LarderImport
@testable import LarderStore
@testable import LarderValues

/// Runs text through the value parsers and checks what a parsed value promises: a date or an instant
/// writes itself as text that reads back as the same value, and numbers are finite. A
/// ``ValueError`` is an expected outcome; a broken promise stops the fuzzer.
public enum ValueHarness {
    /// Dates and instants, in every slash order.
    public static func dates(_ text: String) {
        for order in [nil, DateParser.SlashOrder.monthFirst, .dayFirst] {
            if let date = try? DateParser.date(text, slashOrder: order) {
                require(CivilDate(iso: date.description) == date, "date \(date) does not read back")
                require(CivilDate(daysSinceEpoch: date.daysSinceEpoch) == date, "date \(date) has no day number")
                require(CivilDate.accepted.contains(date), "date \(date) is outside \(CivilDate.acceptedText)")
            }
            if let instant = try? DateParser.timestamp(text, slashOrder: order) {
                let again = try? DateParser.timestamp(instant.iso)
                require(again == instant, "instant \(instant.iso) reads back as \(String(describing: again?.iso))")
                require((0..<86_400).contains(instant.seconds), "instant \(instant.iso) has seconds out of a day")
                require(CivilDate.accepted.contains(instant.date), "instant \(instant.iso) is outside the range")
            }
        }
        _ = DateParser.slashOrderProven(by: text)
    }

    /// Money, plain numbers, whole numbers and quantities.
    public static func money(_ text: String) {
        if let value = try? NumberParser.money(text) { require(value.isFinite, "money \(text) is \(value)") }
        if let value = try? NumberParser.real(text) { require(value.isFinite, "number \(text) is \(value)") }
        _ = try? NumberParser.integer(text)
        if let quantity = try? ValueConverter.quantity(text) {
            require(quantity.amount.isFinite, "quantity \(text) is \(quantity.amount)")
        }
    }

    /// Percentages, written as percent and as fractions.
    public static func percent(_ text: String) {
        for isFraction in [false, true] {
            if let value = try? NumberParser.percent(text, isFraction: isFraction) {
                require(value.isFinite, "percent \(text) is \(value)")
            }
        }
        _ = try? NumberParser.bool(text)
    }

    private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
