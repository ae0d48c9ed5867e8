/// An amount of money in cents, with its currency when known. Sums are exact: amounts are converted
/// to whole cents once, when read, so 0.10 + 0.20 is 30 cents.
public struct MoneyAmount: Equatable, Sendable, Encodable {
    /// The ISO currency code, or nil when the source gave none.
    public var currency: String?
    /// The amount in cents (hundredths of the unit).
    public var cents: Int

    /// Creates an amount.
    public init(currency: String?, cents: Int) {
        self.currency = currency
        self.cents = cents
    }
}

/// Sums of money kept apart per currency: amounts in two currencies are never added together.
public struct MoneyTotals: Equatable, Sendable {
    private var byCurrency: [String: Int] = [:]

    /// Creates empty totals.
    public init() {}

    /// Adds an amount in a currency (nil: no currency given).
    public mutating func add(cents: Int, currency: String?) {
        byCurrency[currency?.uppercased() ?? "", default: 0] += cents
    }

    /// The totals, by currency code, the amount without a currency last.
    public var amounts: [MoneyAmount] {
        byCurrency.keys.sorted { ($0.isEmpty ? 1 : 0, $0) < ($1.isEmpty ? 1 : 0, $1) }.map {
            MoneyAmount(currency: $0.isEmpty ? nil : $0, cents: byCurrency[$0]!)
        }
    }
}
