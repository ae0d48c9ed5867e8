import Foundation
import LarderTestSupport
import Testing

/// The shopping list through the built `larder` on the sample household: one count of items to buy
/// on every page, `--store` choosing the aisle walk printed first, and no internal names in the text.
@Suite struct ShoppingCommandTests {
    /// The output of `larder run data/ --as-of 2026-11-24` with `options`, by file name.
    static func run(_ options: [String]) throws -> [String: String] {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Paths.root.appendingPathComponent("data").path
        let run = try EndToEndTests().larder(
            ["run", data, "--as-of", "2026-11-24", "--out", "out", "-q"] + options, in: folder)
        try #require(run.status == 0, "\(run.error)")
        let out = folder.appendingPathComponent("out")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where !name.hasPrefix(".") {
            files[name] = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// The visible text of a page: no style sheet, no tags, entities decoded.
    static func text(_ html: String) -> String {
        html.replacingOccurrences(of: #"(?s)<style.*?</style>"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
    }

    /// Every "N items to buy" and "M of N items to buy" count a text gives, as N.
    static func counts(_ text: String) -> Set<Int> {
        let pattern = #"(?:\b(\d+) items? to buy)|(?:\b\d+ of (\d+) items?\b)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            regex.matches(in: text, range: range).compactMap { match in
                (1...2).lazy.compactMap { Range(match.range(at: $0), in: text) }.first.flatMap { Int(text[$0]) }
            })
    }

    @Test func everyPageCountsTheSameItemsToBuyAndTheChosenStoreIsWalkedFirst() throws {
        let files = try Self.run(["--store", "h mart"])
        let json = try JSONSerialization.jsonObject(with: Data(try #require(files["report.json"]).utf8))
        let report = try #require(json as? [String: Any])
        let shopping = try #require(report["shopping"] as? [String: Any])
        let savings = try #require(report["savings"] as? [String: Any])
        // 21 open shopping items and 3 items only on open grocery lists (Brown sugar, Pie crust,
        // Pumpkin purée); the grocery lists' 9 other unchecked entries are on the shopping list.
        let open = try #require(shopping["openItems"] as? Int)
        #expect(open == 24)
        #expect(savings["basketItems"] as? Int == open)
        for name in ["index.html", "shopping.html", "savings.html"] {
            #expect(Self.counts(Self.text(try #require(files[name]))) == [open], "\(name) counts \(open) items")
        }
        #expect(Self.counts(try #require(files["report.md"])) == [open])

        let page = try #require(files["shopping.html"])
        let walks = page.components(separatedBy: "<h2 id=\"walk-").dropFirst().map { $0.prefix(40) }
        #expect(walks.map { $0.contains("H Mart, in aisle order") } == [true, false])
        #expect(walks.last?.contains("Star Market, in aisle order") == true)
        #expect(page.contains("You chose H Mart, so its list comes first."))
        let markdown = try #require(files["report.md"])
        #expect(markdown.contains("At H Mart (you chose it), in aisle order:"))
        // Avocados are on Star Market's list; their cheapest deal is H Mart's, and the line says so.
        #expect(page.contains(": 0.99, save 0.50 at H Mart <span class=\"flag\">other store</span>"))
    }

    @Test func noPageShowsAnInternalName() throws {
        let files = try Self.run([])
        let camelCase = #"\b[a-z]+[A-Z][A-Za-z]*\b"#
        for (name, contents) in files where name.hasSuffix(".html") || name.hasSuffix(".md") {
            let text = name.hasSuffix(".html") ? Self.text(contents) : contents
            let found = text.range(of: camelCase, options: .regularExpression).map { String(text[$0]) }
            #expect(found == nil, "\(name) shows \(found ?? "")")
        }
    }

    @Test func anUnknownStoreIsBadUsageNamingTheStoresKnown() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("id,group_id,name,category_id,where_to_buy,is_purchased\ns1,g1,Eggs,c1,Kroger,false\n".utf8)
            .write(to: folder.appendingPathComponent("data/shopping-items.csv"))
        let run = try EndToEndTests().larder(
            ["run", "data", "--as-of", "2026-11-24", "--out", "out", "--store", "Costco"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.error.contains(
                "error: --store Costco names no store of the shopping lists or aisle maps (known: Kroger); pass one of them."
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let chosen = try EndToEndTests().larder(
            ["report", "--as-of", "2026-11-24", "--out", "out", "--store", " KROGER "], in: folder)
        #expect(chosen.status == 0, "\(chosen.error)")
    }
}
