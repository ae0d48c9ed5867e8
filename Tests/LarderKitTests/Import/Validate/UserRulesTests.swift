import GRDB
import Testing

@testable import LarderStore

@Suite struct UserRulesTests {
    @Test func tierIsUpperCasedOrRejected() throws {
        let run = try ImportRun.of("users.csv", "id,email,tier\nu1,ann@example.org,pro\nu2,bo@example.org,gold\n")
        #expect(run.summary.counts == RowCounts(read: 2, inserted: 1, rejected: 1))
        #expect(try run.rows("SELECT id, tier FROM users") == [["id": "u1", "tier": "PRO"]])
        #expect(run.corrections == ["`tier` `pro` was stored as `PRO` (seed 001 §3 users) (1 row)"])
        #expect(
            try run.rejections() == [
                "`tier` is `gold`, which is not a tier (seed 001 §3 users: FREE or PRO); write FREE or PRO."
            ]
        )
    }
}
