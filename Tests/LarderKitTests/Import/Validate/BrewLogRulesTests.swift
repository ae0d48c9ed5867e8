import GRDB
import Testing

@testable import LarderStore

@Suite struct BrewLogRulesTests {
    static let header = "timestamp,recipe,dose,yield,rating,notes"

    /// A brew row with one field changed.
    static func brew(
        recipe: String = "V60 Classic", dose: String = "15", yield: String = "250", rating: String = "4",
        notes: String = ""
    ) -> String {
        "\(header)\n2026-11-20T07:00:00Z,\(recipe),\(dose),\(yield),\(rating),\(notes)\n"
    }

    static let longNote = String(repeating: "x", count: 281)

    @Test(arguments: [
        (
            brew(rating: "6"),
            "`rating` is `6`, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew from 1 to 5."
        ),
        (
            brew(rating: "0"),
            "`rating` is `0`, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew from 1 to 5."
        ),
        (
            brew(rating: ""),
            "`rating` is empty, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew from 1 to 5."
        ),
        (
            brew(recipe: " "),
            "`recipe` is empty, which breaks seed 002 §3.2 (“recipeNameAtBrew non-empty”); give the name of the"
                + " recipe brewed."
        ),
        (
            brew(dose: "0"),
            "`dose` is `0`, which breaks seed 002 §3.2 (“doseGrams > 0”); give the dose in grams, more than 0."
        ),
        (
            brew(dose: ""),
            "`dose` is empty, which breaks seed 002 §3.2 (“doseGrams > 0”); give the dose in grams, more than 0."
        ),
        (
            brew(yield: "-250"),
            "`yield` is `-250`, which breaks seed 002 §3.2 (“targetYieldGrams > 0”); give the target yield in grams,"
                + " more than 0."
        ),
        (
            brew(notes: longNote),
            "`notes` is `\(String(repeating: "x", count: 57))…`, which breaks seed 002 §3.2 (“note length ≤ 280 chars”);"
                + " shorten it to 280 characters (it has 281)."
        ),
    ])
    func aBrewThatBreaksSeed002IsRejectedQuotingTheRule(_ text: String, _ reason: String) throws {
        let run = try ImportRun.of("brews.csv", text)
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(try run.rejections() == [reason])
    }

    @Test func aBrewWithinTheLimitsIsStored() throws {
        let note = String(repeating: "é", count: 280)
        let run = try ImportRun.of("brews.csv", Self.brew(rating: "5", notes: note))
        #expect(run.summary.counts == RowCounts(read: 1, inserted: 1))
        #expect(try run.row("SELECT rating, note FROM brew_logs") == ["rating": 5, "note": note])
    }
}
