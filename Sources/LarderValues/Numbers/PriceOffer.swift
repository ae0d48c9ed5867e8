import Foundation

/// A price as a weekly ad states it, when it is more than one amount: a multi-buy (`2 for $5`, `4/$5`,
/// `Buy 2 get 1 free`) or a unit price (`$3.49/lb`, `$1.99 per lb`, `$1.79 ea`, `$0.89/100g`).
///
/// Read exactly, in `Decimal`: the price of one unit of a multi-buy is the offer's price over its count,
/// rounded to the cent half to even (``unitPrice``), so `3 for $10` is 3.33 and `Buy 2 get 1 free` at
/// `$2.99` is 1.99 (2 × 2.99 / 3 = 1.9933…).
public struct PriceOffer: Equatable, Sendable {
    /// How many units the offer's price buys: 2 in `2 for $5`, 3 in `Buy 2 get 1 free`; nil for one.
    public var quantity: Int?
    /// The units given free in `Buy 2 get 1 free` (1); nil for any other offer.
    public var free: Int?
    /// What the ad asks for `quantity` units (5 in `2 for $5`; two prices of one in `Buy 2 get 1
    /// free $3`), or the unit price; nil for `Buy 2 get 1 free` written without a price.
    public var price: Decimal?
    /// The unit the price is per: `lb`, `kg`, `oz`, `100 g` or `each`; nil for the item as named.
    public var unit: String?
    /// The currency the price's mark names (`$` is USD), or nil.
    public var currencyCode: String?

    /// The price of one unit to the cent, half to even; nil when the offer names no price.
    public var unitPrice: Decimal? {
        guard let price else { return nil }
        guard let quantity, quantity > 0 else { return Self.cents(price) }
        return Self.cents(price / Decimal(quantity))
    }

    /// The price of one unit when the offer names none (`Buy 2 get 1 free`) and one unit sells for
    /// `single`: `single` × bought / `quantity`, to the cent half to even.
    public func unitPrice(single: Decimal) -> Decimal? {
        guard let quantity, let free, quantity > free else { return nil }
        return Self.cents(single * Decimal(quantity - free) / Decimal(quantity))
    }

    /// `amount` rounded to the cent, half to even.
    public static func cents(_ amount: Decimal) -> Decimal {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .bankers)
        return rounded
    }

    /// The units a price can be per, by the words ads write for them.
    public static let units: [String: String] = [
        "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb", "kg": "kg", "kgs": "kg", "kilo": "kg",
        "kilogram": "kg", "kilograms": "kg", "oz": "oz", "ounce": "oz", "ounces": "oz", "100g": "100 g",
        "100 g": "100 g", "100 grams": "100 g", "100grams": "100 g", "ea": "each", "ea.": "each", "each": "each",
    ]

    /// The grams in one of each weight unit, for turning a price per one into a price per another.
    public static let grams: [String: Decimal] = [
        "lb": Decimal(string: "453.59237")!, "kg": 1000, "oz": Decimal(string: "28.349523125")!, "100 g": 100,
    ]

    /// A price per `from` as a price per `to`, to the cent half to even; nil when either is no weight
    /// (`each`) or they are the same.
    public static func convert(_ price: Decimal, per from: String, to: String) -> Decimal? {
        guard from != to, let fromGrams = grams[from], let toGrams = grams[to] else { return nil }
        return cents(price * toGrams / fromGrams)
    }
}
