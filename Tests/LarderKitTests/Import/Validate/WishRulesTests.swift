import GRDB
import Testing

@testable import LarderStore

@Suite struct WishRulesTests {
    @Test(arguments: [("rating", "0"), ("rating", "6"), ("desire", "-1"), ("desire_level", "10")])
    func aRatingOutsideOneToFiveIsRejected(_ header: String, _ value: String) throws {
        let run = try ImportRun.of("wish.csv", "id,group_id,name,\(header)\nw1,g1,Earbuds,\(value)\n")
        #expect(run.summary.counts == RowCounts(read: 1, rejected: 1))
        #expect(
            try run.rejections() == [
                "`\(header)` is `\(value)`, which is outside the desire level range 1–5 (seed 000 B.2); give a whole"
                    + " number from 1 (a passing wish) to 5 (want it most)."
            ])
    }

    @Test(arguments: [1, 5])
    func aRatingFromOneToFiveIsStored(_ rating: Int) throws {
        let run = try ImportRun.of("wish.csv", "id,group_id,name,rating\nw1,g1,Earbuds,\(rating)\n")
        #expect(try run.row("SELECT rating FROM wish_items")["rating"] == rating)
    }
}
