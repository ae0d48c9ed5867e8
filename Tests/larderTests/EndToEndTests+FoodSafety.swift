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
        #expect(markdown.contains("- **Throw out**: Ground beef (expired yesterday; meat). → [Eat first](#eat-first)"))
        #expect(
            markdown.contains(
                "- **Check**: Crackers (best before 4 days ago), Carrots (estimated to expire yesterday)."))
        #expect(markdown.contains("- **Eat first**: Spinach (expires today), Hummus (expires in 3 days)."))
        #expect(
            markdown.contains(
                "| Ground beef | **Throw out** expired yesterday: meat (\"beef\" in its name); the FoodKeeper's advice is"
                    + " below the list |"))
        #expect(markdown.contains("- **Meat**: USDA FoodKeeper, Beef, Pork, Lamb and Veal"))
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

    /// A household on a Monday: high-risk food past an estimated date is to throw out with the FoodKeeper's
    /// guidance, other food past a date is to check, and "use it up" suggests a recipe only for food to eat,
    /// naming its ingredients to throw out and missing; index.html, expiry.html, report.md and report.json
    /// say the same.
    @Test func highRiskFoodPastAnyDateIsToThrowOutInEveryOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            """
            name,expiration_date,best_before,purchase_date,shelf_life_days,location,category,notes
            Leftover pad thai,,,2026-11-17,4,Fridge,,
            Chicken thighs,,,2026-11-19,2,Fridge,,raw
            Crackers,,2026-11-20,2026-10-01,,Pantry,,
            Carrots,,,2026-11-10,10,Fridge,,
            Feta,2026-11-19,,2026-11-10,,Fridge,Dairy,opened 12 Nov
            Eggs,2026-11-24,,2026-11-10,,Fridge,Dairy,

            """, "data/pantry.csv", in: folder)
        try write(
            """
            Recipe ID,Name,Instruction,List of Ingredients
            R-1,Shakshuka with Feta,Simmer,"eggs, feta, yellow onion"
            R-2,Chicken curry,Simmer,"chicken thighs, coconut milk"

            """, "data/fridgy/recipes.csv", in: folder)
        let run = try larder(["run", "data", "--as-of", "2026-11-23", "--out", "out", "-q"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        func file(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("out/\(name)"), encoding: .utf8)
        }
        let leftovers =
            "USDA FoodKeeper, Leftovers (with or without meat, fish, poultry or egg) and Casseroles: 3-4 days"
        let poultry = "USDA FoodKeeper, Chicken and Turkey (whole, parts, ground): 1-2 days"

        // report.json: the lists, the reasons and the recipe's fields.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try file("report.json").utf8)) as? [String: Any])
        let expiry = try #require(json["expiry"] as? [String: Any])
        let names = { (key: String) in (expiry[key] as? [[String: Any]])?.compactMap { $0["name"] as? String } }
        #expect(names("throwOut") == ["Feta", "Chicken thighs", "Leftover pad thai"], "oldest first, then by name")
        #expect(names("check") == ["Carrots", "Crackers"])
        #expect(names("eatThisWeek") == ["Eggs"])
        let throwOut = try #require(expiry["throwOut"] as? [[String: Any]])
        let risks = throwOut.map { ($0["highRisk"] as? [String: Any]) ?? [:] }
        #expect(risks.map { $0["kind"] as? String } == ["openedDairy", "poultry", "cookedLeftovers"])
        #expect(
            risks.map { $0["reason"] as? String } == [
                "its category \"Dairy\", opened", "\"chicken\" in its name", "\"leftover\" in its name",
            ])
        #expect((risks[2]["guidance"] as? String)?.hasPrefix(leftovers) == true)
        #expect((risks[2]["guidance"] as? String)?.contains("Smell is no test") == true)
        #expect(throwOut[2]["isEstimated"] as? Bool == true && throwOut[2]["daysLeft"] as? Int == -2)
        let check = try #require(expiry["check"] as? [[String: Any]])
        #expect(check.allSatisfy { $0["highRisk"] == nil })
        let recipes = try #require(expiry["useItUp"] as? [[String: Any]])
        #expect(
            recipes.map { $0["name"] as? String } == ["Shakshuka with Feta"],
            "never the curry: its chicken is to throw out")
        #expect(recipes.first?["uses"] as? [String] == ["Eggs"])
        #expect(recipes.first?["toThrowOut"] as? [String] == ["Feta"])
        #expect(recipes.first?["missing"] as? [String] == ["yellow onion"])

        // report.md: the digest, the list and use it up.
        let markdown = try file("report.md")
        #expect(
            markdown.contains(
                "- **Throw out**: Feta (expired 4 days ago; opened dairy), Chicken thighs (estimated to expire 2 days"
                    + " ago; poultry), Leftover pad thai (estimated to expire 2 days ago; cooked leftovers)."))
        #expect(
            markdown.contains(
                "- **Check**: Carrots (estimated to expire 3 days ago), Crackers (best before 3 days ago)."))
        #expect(
            markdown.contains(
                "| Leftover pad thai | **Throw out** estimated to expire 2 days ago (larder's guess from the purchase"
                    + " date and shelf life): cooked leftovers (\"leftover\" in its name); the FoodKeeper's advice is"
                    + " below the list |"))
        #expect(markdown.contains("| Chicken thighs | **Throw out** estimated to expire 2 days ago"))
        // Under the list, each kind's guidance once, in the order the rows name them, then why smell is no test.
        let notes = markdown.split(separator: "\n").filter {
            $0.hasPrefix("- **") && ($0.contains("**: USDA FoodKeeper") || $0.hasPrefix("- **Smell is no test**"))
        }
        #expect(
            notes.map { $0.split(separator: "*")[1] } == [
                "Opened dairy", "Poultry", "Cooked leftovers", "Smell is no test",
            ], "\(notes)")
        #expect(notes.count > 2 && notes[1].contains(poultry) && notes[2].contains(leftovers))
        #expect(markdown.components(separatedBy: "USDA FoodKeeper, Leftovers").count == 2, "quoted once")
        #expect(
            markdown.contains(
                "| Carrots | **Check** estimated to expire 3 days ago (larder's guess from the purchase date and shelf"
                    + " life): look and smell before eating |"))
        #expect(
            markdown.contains(
                "Use it up: **Shakshuka with Feta** (Eggs; to throw out, not to cook with: Feta; not in stock: yellow"
                    + " onion); "))
        #expect(!markdown.contains("Chicken curry"))

        // expiry.html: each row says the same; index.html and expiry.html give the same counts.
        let page = try file("expiry.html")
        func row(_ name: String) -> String {
            guard let start = page.range(of: "<tr><th scope=\"row\">\(name)</th>") else { return "" }
            return String(page[start.lowerBound...].prefix { $0 != "\n" })
        }
        #expect(row("Leftover pad thai").contains("<strong>Throw out</strong>"))
        #expect(row("Leftover pad thai").contains("cooked leftovers (&quot;leftover&quot; in its name)"))
        #expect(
            row("Chicken thighs").contains("<strong>Throw out</strong>") && row("Chicken thighs").contains("poultry"))
        #expect(!row("Chicken thighs").contains("1-2 days"), "the guidance is under the list, not in the row")
        #expect(page.contains("<li><strong>Cooked leftovers</strong>: \(leftovers)"))
        #expect(page.contains("<li><strong>Poultry</strong>: \(poultry)"))
        #expect(page.components(separatedBy: "USDA FoodKeeper, Leftovers").count == 2, "quoted once")
        #expect(row("Carrots").contains("<strong>Check</strong>") && row("Crackers").contains("<strong>Check</strong>"))
        #expect(row("Eggs").contains("<strong>Eat soon</strong>"))
        #expect(
            page.contains(
                "<li><strong>Shakshuka with Feta</strong> uses Eggs (3 ingredients); <span class=\"bad\">to throw out,"
                    + " not to cook with: Feta</span>; not in stock: yellow onion</li>"))
        #expect(!page.contains("Chicken curry"))
        for (label, count) in [("to throw out", 3), ("to check", 2), ("to eat today", 0), ("to eat within 5 days", 1)] {
            #expect(try file("index.html").contains("\(count)</span> \(label)</li>"), "index: \(label)")
            #expect(page.contains("\(count)</span> \(label)</li>"), "expiry: \(label)")
        }
        #expect(try file("index.html").contains("3 items to throw out (not safe to eat)"))
    }
}
