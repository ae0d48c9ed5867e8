import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// An amount's own currency mark (`1,19 €`) or its header's (`Price (EUR)`) fills `currency_code` when the
/// file has no currency column (docs/IMPORT.md, "Values").
@Suite struct CurrencyCaptureTests {
    func importRows(_ text: String, name: String, as kind: String? = nil, sql: String) throws -> [[String?]] {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(text, to: name)
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database, options: .init(forcedKind: kind)).importPaths([path])
        #expect(summary.failures.isEmpty)
        #expect(summary.counts.rejected == 0)
        return try database.writer.read { db in
            try Row.fetchAll(db, sql: sql).map { row in
                row.databaseValues.map { value in
                    if case .string(let text) = value.storage { return text }
                    return value.isNull ? nil : value.description
                }
            }
        }
    }

    @Test func anAmountsMarkNamesItsRowsCurrency() throws {
        let rows = try importRows(
            "name,quantity,expiration_date,price\nMilk,1,2026-11-30,\"1,19 €\"\nEggs,6,2026-12-02,2.49\nTea,1,2027-01-01,£3\n",
            name: "pantry.csv", sql: "SELECT name, price, currency_code FROM inventory_items ORDER BY name")
        #expect(rows == [["Eggs", "2.49", nil], ["Milk", "1.19", "EUR"], ["Tea", "3.0", "GBP"]])
    }

    /// A header's currency names every row's; amounts of two currencies in one row name none, as the row's
    /// one `currency_code` cannot hold both.
    @Test func aHeadersCurrencyNamesEveryRowsAndTwoCurrenciesNone() throws {
        let rows = try importRows(
            "store_name,item_name,original_price (EUR),discount_price (EUR)\nLidl,Milk,1.19,0.99\nLidl,Tea,£3,€2\n",
            name: "deals.csv", sql: "SELECT item_name, discount_price, currency_code FROM deals ORDER BY item_name")
        #expect(rows == [["Milk", "0.99", "EUR"], ["Tea", "2.0", nil]])
    }

    /// A file's own currency column is its rows' currency, whatever the amounts' marks say; JSON strings are
    /// read as CSV fields are.
    @Test func aCurrencyColumnIsTheFilesOwnSay() throws {
        let rows = try importRows(
            "store_name,item_name,discount_price,currency\nLidl,Milk,0.99 €,CHF\n", name: "deals.csv",
            sql: "SELECT item_name, currency_code FROM deals")
        #expect(rows == [["Milk", "CHF"]])
        let json = try importRows(
            #"[{"store_name": "Lidl", "item_name": "Milk", "discount_price": "0,99 €"}, "#
                + #"{"store_name": "Lidl", "item_name": "Tea", "discount_price": 2.5}]"#,
            name: "deals.json", sql: "SELECT item_name, currency_code FROM deals ORDER BY item_name")
        #expect(json == [["Milk", "EUR"], ["Tea", nil]])
    }
}
