import Foundation
import GRDB
import LarderStore
import LarderValues

extension DealRules {
    /// The input a deal's price written as an offer (`2 for $5`, `$3.49/lb`; ``PriceOffer``) is handed to
    /// the rule under, for `discount_price` and `original_price`; nil for any other column.
    static func offerInput(for column: String, in table: TableSpec) -> String? {
        guard table.name == Catalog.deals.name else { return nil }
        switch column {
        case "discount_price": return discountOffer
        case "original_price": return originalOffer
        default: return nil
        }
    }

    private static let discountOffer = "offer in discount_price"
    private static let originalOffer = "offer in original_price"

    /// Stores a price written as an offer (docs/IMPORT.md, *Offers as ads state them*): the price of one
    /// unit in the price's column (a multi-buy's price over its count, to the cent half to even), the
    /// offer in `offer_quantity`, `offer_price`, `price_unit` and `offer_text`. A regular price is brought
    /// to the sale price's unit: converted between weights (`$9.90/kg` beside `$3.49/lb` is 4.49 per lb),
    /// and left out, with the reason, when one is per weight and the other per item, which cannot be
    /// compared.
    static func applyOffers(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        let discount = row.inputs[discountOffer]
        let original = row.inputs[originalOffer]
        guard discount != nil || original != nil else { return }
        var regular: (Decimal, String?)?
        if let original, let text = original.text, let offer = NumberParser.offer(text) {
            guard let price = offer.unitPrice else {
                return findings.reject(
                    RowProblem(
                        field: original.field, value: text, problem: "is an offer, not the regular price of one item",
                        fix: "write the regular price of one item (3.00) and the offer in the sale price column"))
            }
            regular = (price, offer.unit)
            setCurrency(of: offer, in: &row)
        } else if let single = row.double("original_price") {
            regular = (Decimal(string: NumberText.plain(single)) ?? Decimal(single), nil)
        }
        var unit = regular?.1
        if let discount, let text = discount.text, let offer = NumberParser.offer(text) {
            guard store(offer, written: text, single: regular?.0, in: &row) else {
                return findings.reject(
                    RowProblem(
                        field: discount.field, value: text, problem: "states the offer but not the price of one item",
                        fix: "write the regular price of one item in its own column (`Reg`) or after the offer"
                            + " (`\(text) at $3.00`)"))
            }
            unit = offer.unit
            findings.correct(
                "`\(discount.field)` states an offer or a unit price: the price of one unit is stored, the offer"
                    + " in `offer_quantity`, `offer_price`, `price_unit` and `offer_text`")
        }
        guard let original, let regular else { return }
        setRegular(regular, unit: unit, field: original.field, in: &row, findings: &findings)
    }

    /// Stores the sale price `offer` states; false when it names no price and no regular price of one
    /// (`single`) gives it.
    private static func store(_ offer: PriceOffer, written: String, single: Decimal?, in row: inout TypedRow)
        -> Bool
    {
        var total = offer.price
        var price = offer.unitPrice
        if price == nil, let single, let free = offer.free, let quantity = offer.quantity {
            price = offer.unitPrice(single: single)
            total = single * Decimal(quantity - free)
        }
        guard let price else { return false }
        row["discount_price"] = double(price).databaseValue
        row["offer_quantity"] = offer.quantity.map(Int64.init).databaseValue
        row["offer_price"] = offer.quantity == nil ? DatabaseValue.null : total.map(double).databaseValue
        row["price_unit"] = offer.unit.databaseValue
        row["offer_text"] = written.split(whereSeparator: \.isWhitespace).joined(separator: " ").databaseValue
        setCurrency(of: offer, in: &row)
        return true
    }

    /// The currency the offer's mark names (`$` is USD), for a row that states none.
    private static func setCurrency(of offer: PriceOffer, in row: inout TypedRow) {
        guard let code = offer.currencyCode, row.isNull(currencyIndex) else { return }
        row["currency_code"] = code.databaseValue
    }

    /// Stores the regular price in the sale price's unit, or leaves it out, saying why.
    private static func setRegular(
        _ regular: (Decimal, String?), unit: String?, field: String, in row: inout TypedRow,
        findings: inout RuleFindings
    ) {
        let (price, regularUnit) = regular
        let saleUnit = unit ?? regularUnit
        if row.isNull(priceUnitIndex), let saleUnit { row["price_unit"] = saleUnit.databaseValue }
        guard let regularUnit, let saleUnit, regularUnit != saleUnit else {
            return row["original_price"] = double(price).databaseValue
        }
        if let converted = PriceOffer.convert(price, per: regularUnit, to: saleUnit) {
            row["original_price"] = double(converted).databaseValue
            return findings.correct(
                "`\(field)` is per another weight than the sale price: it was converted to the sale price's unit"
                    + " (half to even to the cent)")
        }
        row["original_price"] = .null
        findings.correct(
            "`\(field)` is per \(regularUnit) and the sale price per \(saleUnit), which cannot be compared: no regular"
                + " price or percent off is stored (the file keeps it)")
    }

    private static let currencyIndex = Catalog.deals.index(of: "currency_code")!
    private static let priceUnitIndex = Catalog.deals.index(of: "price_unit")!

    private static func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }
}
