import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderRender

extension ShoppingAnalysisTests {
    /// Wishes at four desire levels in two currencies, written in either case, plus priced and
    /// unpriced wishes without a currency.
    static let wishes = """
        INSERT INTO wish_items (id, group_id, name, price, currency_code, rating) VALUES
            ('w1', 'g1', 'Headphones', 199.99, 'USD', 5),
            ('w2', 'g1', 'Earbuds', 49.99, 'usd', 5),
            ('w3', 'g1', 'Coffee grinder', 89.50, 'EUR', 4),
            ('w4', 'g1', 'Kettle', 0.10, 'EUR', 4),
            ('w5', 'g1', 'Teapot', 0.20, ' eur', 4),
            ('w6', 'g1', 'Plant', 12.00, NULL, 2),
            ('w7', 'g1', 'Book', NULL, 'USD', 2),
            ('w8', 'g1', 'Poster', NULL, '', 1);
        """

    func total(_ currency: String?, _ cents: Int, priced: Int, unpriced: Int) -> ShoppingFindings.CurrencyTotal {
        .init(
            currency: currency, label: currency ?? "no currency", totalCents: cents, pricedItems: priced,
            unpricedItems: unpriced)
    }

    @Test func theWishlistIsByDesireLevelWithTotalsPerCurrency() throws {
        let report = try report(Self.wishes)
        #expect(ShoppingPage.sentence(report) == "0 items to buy; 8 wishlist items.")
        #expect(report.wishlist.map(\.rating) == [5, 4, 2, 1])
        #expect(
            report.wishlist.map { $0.items.map(\.name) } == [
                ["Earbuds", "Headphones"], ["Coffee grinder", "Kettle", "Teapot"], ["Book", "Plant"], ["Poster"],
            ])
        // 49.99 + 199.99 = 249.98 USD; 89.50 + 0.10 + 0.20 = 89.80 EUR.
        #expect(report.wishlist[0].totals == [total("USD", 24998, priced: 2, unpriced: 0)])
        #expect(report.wishlist[1].totals == [total("EUR", 8980, priced: 3, unpriced: 0)])
        #expect(
            report.wishlist[2].totals == [
                total("USD", 0, priced: 0, unpriced: 1), total(nil, 1200, priced: 1, unpriced: 0),
            ])
        #expect(report.wishlist[3].totals == [total(nil, 0, priced: 0, unpriced: 1)])
        #expect(
            report.wishlistTotals == [
                total("EUR", 8980, priced: 3, unpriced: 0), total("USD", 24998, priced: 2, unpriced: 1),
                total(nil, 1200, priced: 1, unpriced: 1),
            ])
        #expect(report.wishlist[1].items[2] == .init(name: "Teapot", priceCents: 20, currency: "EUR", notes: nil))
    }

    @Test func aWishKeepsItsPictureAddressAsImportedForThePagesToCheck() throws {
        let report = try report(
            """
            INSERT INTO wish_items (id, group_id, name, rating, image_url) VALUES
                ('w1', 'g1', 'Lamp', 3, ' https://img.example/lamp.png '), ('w2', 'g1', 'Mug', 3, 'javascript:alert(1)'),
                ('w3', 'g1', 'Vase', 3, '  '), ('w4', 'g1', 'Whisk', 3, NULL);
            """)
        #expect(
            report.wishlist[0].items.map(\.imageURL) == [
                "https://img.example/lamp.png", "javascript:alert(1)", nil, nil,
            ])
    }

    @Test func tenCentsAndTwentyCentsMakeThirtyExactly() throws {
        let report = try report(
            """
            INSERT INTO wish_items (id, group_id, name, price, currency_code, rating) VALUES
                ('w1', 'g1', 'Stamp', 0.10, 'GBP', 3), ('w2', 'g1', 'Sticker', 0.20, 'GBP', 3);
            """)
        #expect(0.10 + 0.20 != 0.30)
        #expect(report.wishlistTotals == [total("GBP", 30, priced: 2, unpriced: 0)])
    }

    @Test func eachOwnerSeesOnlyTheirOwnRows() throws {
        let sql = """
            INSERT INTO shopping_items (id, group_id, name, where_to_buy, category_id, is_purchased, purchased_at) VALUES
                ('s1', 'g1', 'Alpha apples', 'Alpha Mart', 'c', 0, NULL),
                ('s2', 'g1', 'Alpha butter', 'Alpha Mart', 'c', 1, '2026-11-20T10:00:00Z'),
                ('s3', 'g2', 'Bravo bread', 'Bravo Foods', 'c', 0, NULL),
                ('s4', 'g2', 'Bravo beans', NULL, 'c', 1, '2026-11-20T10:00:00Z');
            INSERT INTO wish_items (id, group_id, name, price, currency_code, rating) VALUES
                ('w1', 'g1', 'Alpha kettle', 20, 'EUR', 4), ('w2', 'g2', 'Bravo bike', 300, 'USD', 5);
            """
        for (own, other) in [("g1", "g2"), ("g2", "g1")] {
            let report = try report(sql, scope: OwnerScope(groupIDs: [own], userIDs: ["u-\(own)"]))
            let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
            let (mine, theirs) = own == "g1" ? ("Alpha", "Bravo") : ("Bravo", "Alpha")
            #expect(json.contains(mine), "\(own) sees its rows")
            #expect(!json.contains(theirs), "\(own) sees none of \(other)'s rows")
            #expect(report.openItems == 1)
            #expect(report.boughtNotInInventory.count == 1)
            #expect(report.wishlistTotals.count == 1)
        }
    }
}
