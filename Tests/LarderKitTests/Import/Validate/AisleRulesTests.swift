import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct AisleRulesTests {
    @Test func itemNamesAreNormalisedSoSpellingsMeetInOneRow() throws {
        let run = try ImportRun.of(
            "aisles.csv", "store,item,aisle\nKroger,\"  Roma   Tomatoes \",Aisle 1\nKroger,roma tomatoes,Aisle 2\n")
        #expect(run.summary.counts == RowCounts(read: 2, inserted: 1, updated: 1))
        #expect(
            try run.rows("SELECT item_name, aisle FROM aisle_locations") == [
                ["item_name": "roma tomatoes", "aisle": "Aisle 2"]
            ])
        #expect(
            run.corrections == [
                "`item` was normalised to lowercase with single spaces (seed 001 §4: the item name is the lookup key)"
                    + " (1 row)"
            ])
    }

    @Test(arguments: [("  Roma   Tomatoes ", "roma tomatoes"), ("ÄPFEL\tGRÜN", "äpfel grün"), ("milk", "milk")])
    func normaliseTrimsLowercasesAndCollapsesSpaces(_ name: String, _ expected: String) {
        #expect(AisleRules.normalise(name) == expected)
    }
}
