import Foundation
import LarderTestSupport
import Testing

/// Every count and amount report.md states — the digest's answers and the counted headings — is the
/// value report.json holds: the test reads both files `larder run` wrote and compares them, reading the
/// Markdown as a person does (it does not call larder's code).
@Suite struct ReportCountsTests {
    /// A household's exports and the day to report as of.
    struct Household: CustomTestStringConvertible, Sendable {
        var name: String
        var data: URL
        var asOf: String
        var testDescription: String { "\(name) as of \(asOf)" }
    }

    static let households = [
        Household(name: "data/", data: Paths.root.appendingPathComponent("data"), asOf: "2026-11-23"),
        Household(name: "data/", data: Paths.root.appendingPathComponent("data"), asOf: "2026-11-24"),
        Household(name: "household", data: Paths.fixtures.appendingPathComponent("household"), asOf: "2026-11-22"),
        Household(name: "household", data: Paths.fixtures.appendingPathComponent("household"), asOf: "2026-11-23"),
        Household(
            name: "monday-household", data: Paths.fixtures.appendingPathComponent("monday-household"),
            asOf: "2026-11-23"),
        Household(name: "hostile", data: Paths.fixtures.appendingPathComponent("hostile"), asOf: "2026-11-22"),
    ]

    /// `larder run` on the household into a fresh folder; each report folder's report.md and report.json.
    static func reports(of household: Household) throws -> [(
        folder: String, markdown: String, json: [String: Any], shopping: String
    )] {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEndTests().larder(
            ["run", household.data.path, "--out", "site", "--as-of", household.asOf, "-q"], in: folder)
        let site = folder.appendingPathComponent("site")
        var reports: [(String, String, [String: Any], String)] = []
        let folders = [""] + (try FileManager.default.contentsOfDirectory(atPath: site.path)).sorted()
        for name in folders {
            let markdown = site.appendingPathComponent(name).appendingPathComponent("report.md")
            let json = site.appendingPathComponent(name).appendingPathComponent("report.json")
            guard let text = try? String(contentsOf: markdown, encoding: .utf8), let data = try? Data(contentsOf: json),
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], object["expiry"] != nil
            else { continue }
            let page = site.appendingPathComponent(name).appendingPathComponent("shopping.html")
            reports.append(
                (name.isEmpty ? "." : name, text, object, (try? String(contentsOf: page, encoding: .utf8)) ?? ""))
        }
        try #require(!reports.isEmpty, "larder run wrote no report: \(run.error)")
        return reports
    }

    @Test(arguments: households)
    func everyCountAndAmountOfReportMDIsReportJSONs(_ household: Household) throws {
        for report in try Self.reports(of: household) {
            var check = DigestCheck(json: report.json)
            check.checkDigest(of: report.markdown)
            check.checkHeadings(of: report.markdown)
            check.checkWalkCaptions(of: report.shopping)
            #expect(check.mismatches == [], "\(household.testDescription), \(report.folder)")
            #expect(check.checked > 0, "\(household.testDescription), \(report.folder): nothing was checked")
            #expect(check.storeMismatches == [], "\(household.testDescription), \(report.folder)")
        }
    }
}

/// Compares the figures report.md states with report.json's.
struct DigestCheck {
    let json: [String: Any]
    /// What disagrees, one sentence each; store counts apart.
    var mismatches: [String] = []
    var storeMismatches: [String] = []
    /// How many figures were compared.
    var checked = 0

    init(json: [String: Any]) { self.json = json }

    /// The value at a dotted path of report.json (`expiry.throwOut`).
    func value(_ path: String) -> Any? {
        var current: Any? = json
        for key in path.split(separator: ".") { current = (current as? [String: Any])?[String(key)] }
        return current
    }

    func count(_ path: String) -> Int { (value(path) as? [Any])?.count ?? 0 }

    /// The amounts of a `[Money]` field, in cents, sorted.
    func cents(_ path: String) -> [Int] {
        ((value(path) as? [[String: Any]]) ?? []).compactMap { $0["cents"] as? Int }.sorted()
    }

    mutating func expect(_ stated: Int?, _ held: Int?, _ what: String) {
        checked += 1
        if stated != held {
            mismatches.append(
                "\(what): report.md says \(stated.map(String.init) ?? "nothing"), report.json \(held.map(String.init) ?? "nothing")"
            )
        }
    }

    /// Text as a reader sees it: Markdown's backslash escapes and the word joiner before `@` removed.
    static func plain(_ markdown: Substring) -> String {
        var result = ""
        var escaped = false
        for character in markdown where character != "\u{2060}" {
            if !escaped, character == "\\" {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
    }

    /// Amounts as written (`€1.19 + $3.00`, `131.45`, `none`), in cents, sorted.
    static func amounts(_ text: String) -> [Int] {
        text.matches(of: /-?\d[\d,]*\.\d\d/).map { match in
            Int(match.output.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: ".", with: ""))!
        }.sorted()
    }

    static func amount(_ text: Substring) -> Int {
        Int(text.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: ".", with: ""))!
    }

    /// shopping.html's walk captions, `Shopping list for Star Market: 17 items in aisle order (16 for Star
    /// Market, 1 at any store)`: the store's own count is report.json's `shopping.byStore` count of it, the
    /// rest its `Anywhere` count.
    mutating func checkWalkCaptions(of page: String) {
        let groups = (value("shopping.byStore") as? [[String: Any]]) ?? []
        func held(_ store: String) -> Int? {
            (groups.first { $0["store"] as? String == store }?["items"] as? [Any])?.count
        }
        let caption =
            /<caption>Shopping list for ([^<]+?): (\d+) items? in aisle order(?: \((\d+) for [^<]+?, (\d+) at any store\))?<\/caption>/
        for match in page.matches(of: caption) {
            let store = String(match.output.1)
                .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
            let total = Int(match.output.2)!
            let own = match.output.3.map { Int($0)! } ?? total
            let anywhere = match.output.4.map { Int($0)! } ?? 0
            expect(own, held(store), "shopping.html caption, \(store)")
            if anywhere > 0 { expect(anywhere, held("Anywhere"), "shopping.html caption, any store") }
            expect(total, own + anywhere, "shopping.html caption, \(store): total")
        }
    }

    /// The digest: each answer before the first section, by its action.
    mutating func checkDigest(of markdown: String) {
        let answers = markdown.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- **") }
        var budgetUser = 0
        for line in answers {
            guard let match = Self.plain(line).firstMatch(of: /^- \*\*([^*]+)\*\*: (.*?)(?: → \[[^\]]*\]\(#[^)]*\))?$/)
            else {
                mismatches.append("an answer not read: \(line)")
                continue
            }
            let (action, text) = (String(match.output.1), String(match.output.2))
            switch action {
            case "Throw out": expect(Self.named(text), count("expiry.throwOut"), "Throw out")
            case "Check": expect(Self.named(text), count("expiry.check"), "Check")
            case "Eat first":
                let eat = count("expiry.eatToday") + count("expiry.eatThisWeek")
                if text.hasPrefix("No food") || text.hasPrefix("Nothing") {
                    expect(0, eat + count("expiry.throwOut") + count("expiry.check"), "Eat first (none)")
                } else {
                    expect(Self.named(text), eat, "Eat first")
                }
            case "Wasted": checkWaste(text)
            case "Buy": checkShopping(text)
            case "Budget":
                checkBudget(text, user: budgetUser)
                budgetUser += 1
            case "Saved": checkSavings(text)
            case "Brew again": checkBrew(text)
            case "Not imported": checkNotImported(text)
            default: mismatches.append("an answer this test does not check: \(action)")
            }
        }
    }

    /// Items named `Name (why), Name (why) and N more.`: how many.
    static func named(_ text: String) -> Int {
        let more = text.firstMatch(of: #/ and (\d+) more\.$/#).map { Int($0.output.1)! } ?? 0
        return text.components(separatedBy: "), ").count + more
    }

    mutating func checkWaste(_ text: String) {
        if let week = text.firstMatch(of: /this week since [^,]+, (\d+) items?, (.+?); last week/) {
            expect(Int(week.output.1), count("expiry.wasteThisWeek"), "Wasted this week")
            checked += 1
            if Self.amounts(String(week.output.2)) != cents("expiry.wasteCost") {
                mismatches.append("Wasted this week: \(week.output.2) against \(cents("expiry.wasteCost"))")
            }
        }
        guard let last = text.firstMatch(of: /last week \([^)]*\), (\d+) items?, (.+)\.$/) else {
            return mismatches.append("Wasted: no last week in \(text)")
        }
        expect(Int(last.output.1), count("expiry.wasteLastWeek"), "Wasted last week")
        checked += 1
        if Self.amounts(String(last.output.2)) != cents("expiry.wasteLastWeekCost") {
            mismatches.append("Wasted last week: \(last.output.2) against \(cents("expiry.wasteLastWeekCost"))")
        }
    }

    mutating func checkShopping(_ text: String) {
        if text.hasPrefix("nothing") { return expect(0, value("shopping.openItems") as? Int, "Buy (nothing)") }
        guard let match = text.firstMatch(of: /^(\d+) items?: (.*)\.$/) else {
            if text.hasPrefix("Nothing") { return expect(0, value("shopping.openItems") as? Int, "Buy (nothing)") }
            return mismatches.append("Buy not read: \(text)")
        }
        expect(Int(match.output.1), value("shopping.openItems") as? Int, "Buy")
        let groups = (value("shopping.byStore") as? [[String: Any]]) ?? []
        var sum = 0
        for part in match.output.2.components(separatedBy: "; ") {
            guard let store = part.firstMatch(of: /^(\d+) at (.+?)(, in aisle order)?$/) else {
                mismatches.append("Buy: a store not read: \(part)")
                continue
            }
            let stated = Int(store.output.1)!
            sum += stated
            let name = String(store.output.2)
            let group = groups.first { group in
                name == "any store"
                    ? group["isAnywhere"] as? Bool == true
                    : (group["store"] as? String)?.lowercased() == name.lowercased()
            }
            checked += 1
            let held = (group?["items"] as? [Any])?.count
            if stated != held {
                storeMismatches.append(
                    "Buy: report.md says \(stated) at \(name), report.json's shopping.byStore \(held.map(String.init) ?? "none")"
                )
            }
        }
        expect(sum, value("shopping.openItems") as? Int, "Buy: the stores' counts add up")
    }

    mutating func checkBudget(_ text: String, user index: Int) {
        let users = (value("budget.users") as? [[String: Any]]) ?? []
        guard index < users.count else {
            if text.hasPrefix("No budget") || text.hasPrefix("Nothing here") { return }
            return mismatches.append("Budget: more answers than users: \(text)")
        }
        let labels = [("This week", "week"), ("This month", "month"), ("Last week", "previousWeek")]
        for (label, key) in labels {
            let period = (users[index][key] as? [String: Any]) ?? [:]
            // The sentence about the period: from its label to the next period's.
            var sentence = text.components(separatedBy: label + " (").dropFirst().first.map { String($0) } ?? ""
            for (other, _) in labels where other != label {
                sentence = sentence.components(separatedBy: other + " (").first ?? sentence
            }
            guard !sentence.isEmpty else {
                mismatches.append("Budget: \(label) is missing from \(text)")
                continue
            }
            guard let spent = sentence.firstMatch(of: /^[^)]*\): (-?[\d,]+\.\d\d) (?:of (-?[\d,]+\.\d\d) )?spent/)
            else { continue }  // no verdict, or nothing recorded: no figure stated
            expect(Self.amount(spent.output.1), period["actualCents"] as? Int, "Budget \(label) spent")
            if let budget = spent.output.2 {
                expect(Self.amount(budget), period["budgetCents"] as? Int, "Budget \(label) budget")
            }
            if let left = sentence.firstMatch(of: /spent[^,.]*, (-?[\d,]+\.\d\d) (left|over budget|under budget)/) {
                let remaining = Self.amount(left.output.1) * (left.output.2 == "over budget" ? -1 : 1)
                expect(remaining, period["remainingCents"] as? Int, "Budget \(label) left")
            }
            if let course = sentence.firstMatch(of: /on course for (-?[\d,]+\.\d\d)/) {
                expect(Self.amount(course.output.1), period["projectedCents"] as? Int, "Budget \(label) projected")
            }
        }
    }

    mutating func checkSavings(_ text: String) {
        if let saved = text.firstMatch(of: /^(\S+) on deals already/) {
            expect(Self.amounts(String(saved.output.1)).first, value("savings.realised.totalCents") as? Int, "Saved")
        } else if text.hasPrefix("nothing on deals yet") {
            expect(0, (value("savings.realised.items") as? [Any])?.count, "Saved (nothing)")
        }
        if let best = text.firstMatch(of: /deals for the list save (\S+) at (.+)\.$/) {
            let first = ((value("savings.storeSavings") as? [[String: Any]]) ?? []).first
            expect(Self.amounts(String(best.output.1)).first, first?["savingCents"] as? Int, "Saved at the best store")
            checked += 1
            if (first?["store"] as? String) != String(best.output.2) {
                mismatches.append("Saved: the best store is \(best.output.2), report.json \(first?["store"] ?? "none")")
            }
        }
    }

    mutating func checkBrew(_ text: String) {
        if let recipe = text.firstMatch(of: /, ([\d.]+) on average over (\d+) brews?\./) {
            let repeatIt = (value("brew.recipeToRepeat") as? [String: Any]) ?? [:]
            expect(Int(recipe.output.2), repeatIt["brews"] as? Int, "Brew again: brews")
            checked += 1
            if Double(recipe.output.1) != repeatIt["averageRating"] as? Double {
                mismatches.append(
                    "Brew again: average \(recipe.output.1), report.json \(repeatIt["averageRating"] ?? "none")")
            }
        }
        if let taste = text.firstMatch(of: /Most common taste: .+ \((\d+) brews?\)/) {
            expect(Int(taste.output.1), (value("brew.tasteHint") as? [String: Any])?["count"] as? Int, "Taste")
        }
    }

    mutating func checkNotImported(_ text: String) {
        let rejected = ((value("notImported.rejected") as? [[String: Any]]) ?? []).reduce(0) {
            $0 + ($1["count"] as? Int ?? 0)
        }
        let rows = text.firstMatch(of: /(\d+) rows? could not be read/).map { Int($0.output.1)! } ?? 0
        expect(rows, rejected, "Not imported: rows")
        let kept =
            text.firstMatch(of: /(\d+) parts? of (?:a file|files) (?:was|were) kept as text/).map {
                Int($0.output.1)!
            } ?? 0
        expect(kept, count("notImported.keptAsText"), "Not imported: parts kept as text")
    }

    /// The counted headings (`### Check or throw out (3)`).
    mutating func checkHeadings(of markdown: String) {
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            guard let heading = Self.plain(line).firstMatch(of: /^#+ (.+) \((\d+)\)$/) else { continue }
            let stated = Int(heading.output.2)
            switch String(heading.output.1) {
            case "Check or throw out":
                expect(stated, count("expiry.throwOut") + count("expiry.check"), "heading \(heading.output.1)")
            case "Eat today / this week":
                expect(stated, count("expiry.eatToday") + count("expiry.eatThisWeek"), "heading \(heading.output.1)")
            case "No date": expect(stated, count("expiry.undated"), "heading \(heading.output.1)")
            default: mismatches.append("a counted heading this test does not check: \(line)")
            }
        }
    }
}
