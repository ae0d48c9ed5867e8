import Foundation
import LarderTestSupport

/// Large exports written from a seed, the same bytes on every run: inventory (`inventory_items`),
/// deals (`deals`) and a stock sheet larder does not recognise (a raw table).
enum GeneratedExports {
    /// `rows` inventory items with ids `<prefix>1…`, expiring within 2026.
    static func inventory(rows: Int, idPrefix: String = "i", seed: UInt64 = 1) -> String {
        var random = SeededGenerator(seed: seed)
        var text = "id,name,quantity,location,expiration_date,price\n"
        for row in 1...rows {
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...28, using: &random)
            text +=
                "\(idPrefix)\(row),Item \(row),\(Int.random(in: 1...9, using: &random)),Fridge,"
                + "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),"
                + "\(Int.random(in: 100...999, using: &random) / 100).\(Int.random(in: 10...99, using: &random))\n"
        }
        return text
    }

    /// `rows` deals at seven stores, valid in December 2026.
    static func deals(rows: Int, seed: UInt64 = 2) -> String {
        var random = SeededGenerator(seed: seed)
        var text = "id,store_name,item_name,discount_price,original_price,valid_until,zip_code\n"
        for row in 1...rows {
            let price = Int.random(in: 100...999, using: &random)
            text +=
                "d\(row),Store \(row % 7),Item \(row),\(price / 100).\(price % 100 / 10)9,"
                + "\(price / 50).99,2026-12-\(10 + row % 18),\(Int.random(in: 10_000...99_999, using: &random))\n"
        }
        return text
    }

    /// `rows` rows of a sheet whose headers match no kind of larder's.
    static func stockSheet(rows: Int, seed: UInt64 = 3) -> String {
        var random = SeededGenerator(seed: seed)
        var text = "shelf,bin,tally,checked\n"
        for row in 1...rows {
            text += "S\(row % 40),B\(row),\(Int.random(in: 0...500, using: &random)),\(row % 2 == 0 ? "yes" : "no")\n"
        }
        return text
    }
}
