import Foundation
import LarderTestSupport
import Testing

extension EndToEndTests {
    /// `larder run` with its own templates on a Tuesday: expired ground beef is to throw out, crackers
    /// past best before and carrots past the date larder estimated are to check, and every output
    /// gives the same counts.
    @Test func runPutsFoodSafetyFirstAndEveryOutputAgrees() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            name,expiration_date,best_before,purchase_date,shelf_life_days,location
            Ground beef,2026-11-23,,2026-11-20,,Fridge
            Crackers,,2026-11-20,2026-10-01,,Pantry
            Carrots,,,2026-11-13,10,Fridge
            Spinach,2026-11-24,,2026-11-20,,Fridge
            Hummus,2026-11-27,,2026-11-20,,Fridge

            """.utf8
        ).write(to: folder.appendingPathComponent("data/pantry.csv"))
        let run = try larder(["run", "data", "--as-of", "2026-11-24", "--out", "out", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        func file(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("out/\(name)"), encoding: .utf8)
        }
        let markdown = try file("report.md")
        #expect(markdown.contains("- **Throw out**: Ground beef (expired yesterday). → [Eat first](#eat-first)"))
        #expect(
            markdown.contains(
                "- **Check**: Crackers (best before 4 days ago), Carrots (estimated to expire yesterday)."))
        #expect(markdown.contains("- **Eat first**: Spinach (expires today), Hummus (expires in 3 days)."))
        #expect(markdown.contains("| Ground beef | **Throw out** expired yesterday |"))
        #expect(!markdown.contains("| Crackers | **Throw out**") && !markdown.contains("| Carrots | **Throw out**"))
        for (label, count) in [("to throw out", 1), ("to check", 2), ("to eat today", 1), ("to eat within 5 days", 1)] {
            #expect(try file("index.html").contains("\(count)</span> \(label)</li>"), "index: \(label)")
            #expect(try file("expiry.html").contains("\(count)</span> \(label)</li>"), "expiry: \(label)")
        }
        #expect(markdown.contains("### Check or throw out (3)") && markdown.contains("### Eat today / this week (2)"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try file("report.json").utf8)) as? [String: Any])
        let expiry = try #require(json["expiry"] as? [String: Any])
        let counts = ["throwOut", "check", "eatToday", "eatThisWeek"].map { (expiry[$0] as? [Any])?.count }
        #expect(counts == [1, 2, 1, 1])
        #expect((expiry["wasteThisWeek"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Ground beef"])
    }
}
