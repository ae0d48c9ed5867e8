import Foundation
import Testing

/// A Beanconqueror-like backup of 2,000 brews, every one rejected (unrated, or without a dose), run
/// through the `larder` executable: the coffee page and report.md say how many brews were rejected and
/// the commonest reason, never "No brews logged yet".
@Suite struct RejectedBrewsTests {
    let cli = EndToEndTests()

    /// A backup with one preparation and `count` brews: every fourth has no dose (`grind_weight` 0), the
    /// others no rating (`rating` 0).
    static func backup(brews count: Int) throws -> Data {
        let brews: [[String: Any]] = (0..<count).map { index in
            [
                "grind_weight": index % 4 == 0 ? 0 : 18, "brew_quantity": 0, "brew_beverage_quantity": 40,
                "brew_temperature": 94, "grind_size": "12", "rating": index % 4 == 0 ? 8 : 0,
                "method_of_preparation": "prep-1", "bean": "", "mill": "", "note": "",
                "config": ["uuid": "brew-\(index)", "unix_timestamp": 1_763_451_910 + index * 600],
            ]
        }
        let backup: [String: Any] = [
            "PREPARATION": [
                ["name": "Lelit Mara X", "type": "PORTAFILTER", "style_type": "ESPRESSO", "config": ["uuid": "prep-1"]]
            ],
            "BREWS": brews, "SETTINGS": [["brew_rating": 10]],
        ]
        return try JSONSerialization.data(withJSONObject: backup, options: [.sortedKeys])
    }

    @Test func thePageAndTheReportSayHowManyBrewsWereRejectedAndWhy() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.backup(brews: 2_000).write(to: folder.appendingPathComponent("data/Beanconqueror.json"))
        let run = try cli.larder(["run", "data", "--as-of", "2026-11-24", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("output/brew.html"), encoding: .utf8)
        let report = try String(contentsOf: folder.appendingPathComponent("output/report.md"), encoding: .utf8)
        #expect(
            page.contains(
                "2,000 brews were rejected at import; the commonest reason (1,500 of them): `rating` is `0`,"
                    + " which breaks seed 002 §3.2"))
        #expect(
            report.contains(
                #"2,000 brews were rejected at import; the commonest reason (1,500 of them): \`rating\` is \`0\`,"#))
        #expect(!page.contains("No brews logged yet") && !report.contains("No brews logged yet"))
        #expect(!page.contains("Lelit Mara X"), "no brew was kept, so no brewer is rated")
    }
}
