import Foundation
import GRDB
import Testing

/// Bank and card statements through the built `larder` (issue 29, point 5): a US card export and a
/// German bank's `;` export with decimal commas, a refund, a transfer, a grocery store's payee and one
/// that is not: every row stored or rejected with its reason, every stored value compared with what the
/// test works out itself (in `Decimal`), and the budget's ACTUAL figure for the week and the month worked
/// out by hand here and compared with report.json and report.md.
@Suite struct BankStatementTests {
    /// A transaction as the test expects it stored: nil `cents` for a row larder must reject, `reason`
    /// then a phrase of its reason; `grocery` when the budget counts it.
    struct Expected {
        var date: String
        var description: String
        /// The amount as the test writes it, exactly (`-1204.56`).
        var amount: String?
        var grocery = false
        var reason = ""
        var currency: String? = nil
        var type: String? = nil
        var category: String? = nil
    }

    static let asOf = "2026-11-24"

    /// A Chase-shaped card export: `Transaction Date, Post Date, Description, Category, Type, Amount, Memo`,
    /// money out negative, month-first dates (13 and over settle the order).
    static let usCard: [Expected] = [
        Expected(
            date: "2026-11-16", description: "TRADER JOE'S #552", amount: "-54.21", grocery: true, type: "Sale",
            category: "Groceries"),
        Expected(
            date: "2026-11-18", description: "WHOLEFDS MKT 10234", amount: "-23.10", grocery: true, type: "Sale",
            category: "Groceries"),
        Expected(date: "2026-11-19", description: "SHELL OIL 5744", amount: "-40.00", type: "Sale", category: "Gas"),
        Expected(date: "2026-11-20", description: "Payment Thank You-Mobile", amount: "500.00", type: "Payment"),
        Expected(
            date: "2026-11-21", description: "TRADER JOE'S #552 RETURN", amount: "6.50", grocery: true,
            type: "Return", category: "Groceries"),
        Expected(
            date: "2026-11-23", description: "FRESHWAY MARKET #12", amount: "-1204.56", grocery: true,
            type: "Sale", category: "Shopping"),
        Expected(
            date: "2026-11-24", description: "TRADER JOE'S #552 EVENING", amount: "-10.00", grocery: true,
            type: "Sale", category: "Groceries"),
        Expected(
            date: "2026-11-24", description: "BROKEN ROW", amount: nil, reason: "is not an amount as a bank writes it"),
        Expected(
            date: "2026-11-25", description: "TRADER JOE'S #552 TOMORROW", amount: "-5.00", grocery: true,
            type: "Sale", category: "Groceries"),
    ]

    static let usCardFile = """
        Transaction Date,Post Date,Description,Category,Type,Amount,Memo
        11/16/2026,11/17/2026,TRADER JOE'S #552,Groceries,Sale,-54.21,
        11/18/2026,11/19/2026,WHOLEFDS MKT 10234,Groceries,Sale,-23.10,
        11/19/2026,11/20/2026,SHELL OIL 5744,Gas,Sale,-40.00,
        11/20/2026,11/20/2026,Payment Thank You-Mobile,,Payment,500.00,
        11/21/2026,11/22/2026,TRADER JOE'S #552 RETURN,Groceries,Return,6.50,
        11/23/2026,11/24/2026,FRESHWAY MARKET #12,Shopping,Sale,"-1,204.56",
        11/24/2026,11/25/2026,TRADER JOE'S #552 EVENING,Groceries,Sale,-10.00,
        11/24/2026,11/25/2026,BROKEN ROW,Groceries,Sale,12.3.4,
        11/25/2026,11/26/2026,TRADER JOE'S #552 TOMORROW,Groceries,Sale,-5.00,

        """

    /// A German bank's `;` export: `Buchungstag;Valutadatum;Buchungstext;Auftraggeber/Empfänger;
    /// Verwendungszweck;Betrag;Währung`, decimal commas, day-first dotted dates.
    static let germanBank: [Expected] = [
        Expected(
            date: "2026-11-16", description: "Kartenzahlung REWE SAGT DANKE", amount: "-8.78", grocery: true,
            currency: "EUR", type: "Kartenzahlung"),
        Expected(
            date: "2026-11-17", description: "Abschlag Strom", amount: "-1234.56", currency: "EUR",
            type: "Lastschrift"),
        Expected(
            date: "2026-11-18", description: "Haushaltsgeld REWE", amount: "-500.00", currency: "EUR",
            type: "Umbuchung"),
        Expected(
            date: "2026-11-23", description: "Gutschrift Rueckgabe", amount: "4.99", grocery: true,
            currency: "EUR", type: "Gutschrift"),
        Expected(
            date: "2026-11-23", description: "Obst und Gemuese", amount: "-12.40", grocery: true,
            currency: "EUR", type: "Kartenzahlung"),
        Expected(
            date: "2026-11-24", description: "Punkt statt Komma", amount: nil,
            reason: "is written with `.` as its decimal mark, but the file's other amounts write it with `,`"),
        Expected(
            date: "2026-11-24", description: "Kartenzahlung REWE Abend", amount: "-21.05", grocery: true,
            currency: "EUR", type: "Kartenzahlung"),
    ]

    static let germanBankFile = """
        Buchungstag;Valutadatum;Buchungstext;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Währung
        16.11.2026;16.11.2026;Kartenzahlung;REWE Markt GmbH;Kartenzahlung REWE SAGT DANKE;-8,78;EUR
        17.11.2026;17.11.2026;Lastschrift;Stadtwerke Musterstadt;Abschlag Strom;-1.234,56;EUR
        18.11.2026;18.11.2026;Umbuchung;REWE Markt GmbH;Haushaltsgeld REWE;-500,00;EUR
        23.11.2026;23.11.2026;Gutschrift;REWE Markt GmbH;Gutschrift Rueckgabe;4,99;EUR
        23.11.2026;23.11.2026;Kartenzahlung;Wochenmarkt Stand 3;Obst und Gemuese;-12,40;EUR
        24.11.2026;24.11.2026;Kartenzahlung;REWE Markt GmbH;Punkt statt Komma;-3.50;EUR
        24.11.2026;24.11.2026;Kartenzahlung;REWE Markt GmbH;Kartenzahlung REWE Abend;-21,05;EUR

        """

    /// The stores larder knows (from deals), the household's budget, and its rule for the market stall.
    static let household = [
        "deals.csv": "store_name,item_name,discount_price,valid_until\nFreshWay Market,Apples,1.99,2026-11-30\n"
            + "REWE,Butter,1.79,2026-11-30\n",
        "users.csv": "id,name,weekly_budget,monthly_budget\nu-1,Sam,150,2000\n",
        "budget-rules.csv": "pattern,action,category\nWochenmarkt,include,Groceries\n",
    ]

    @Test func aUSCardExportIsStoredFieldByFieldAndItsGroceriesAreTheBudget() throws {
        try check(Self.usCard, file: "chase-activity.csv", text: Self.usCardFile)
    }

    @Test func aGermanBanksExportWithDecimalCommasARefundAndATransfer() throws {
        try check(Self.germanBank, file: "umsaetze-girokonto.csv", text: Self.germanBankFile)
    }

    /// Seed 001's either/or, extended: a user who records ACTUAL entries is measured by them, the
    /// statement's grocery spending shown beside, never added; a user with no entries is measured by the
    /// household's statement, and their meal plans are shown beside it.
    @Test func entriesComeBeforeStatementsWhichComeBeforeMealPlans() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = Self.household
        files["umsaetze.csv"] = Self.germanBankFile
        files["users.csv"] = "id,name,weekly_budget,monthly_budget\nu-1,Sam,150,2000\nu-2,Kim,80,300\n"
        files["budget_entries.csv"] = "id,user_id,amount,category,date,type\ne1,u-1,40.00,Groceries,2026-11-23,ACTUAL\n"
        files["meal_plans.csv"] =
            "id,user_id,name,start_date,end_date,total_cost\nm1,u-2,Soup,2026-11-23,2026-11-24,9.00\n"
        for (name, content) in files { try EndToEndTests().write(content, "data/\(name)", in: folder) }
        var byID: [String: [String: Any]] = [:]
        var markdowns: [String: String] = [:]
        for owner in ["u-1", "u-2"] {
            let run = try EndToEndTests().larder(
                ["run", "data", "--out", owner, "--as-of", Self.asOf, "--owner", owner], in: folder)
            #expect(run.status == 0, "\(run.error)")
            let out = folder.appendingPathComponent(owner)
            let json = try JSONSerialization.jsonObject(
                with: Data(contentsOf: out.appendingPathComponent("report.json")))
            let budget = try #require((json as? [String: Any])?["budget"] as? [String: Any])
            byID[owner] = try #require(
                (budget["users"] as? [[String: Any]])?.first { $0["userID"] as? String == owner })
            markdowns[owner] = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        }
        let (bankWeek, bankLastWeek) = (
            Self.spending(Self.germanBank, from: "2026-11-23"),
            Self.spending(Self.germanBank.filter { $0.date <= "2026-11-22" }, from: "2026-11-16")
        )
        let sam = try #require(byID["u-1"]?["week"] as? [String: Any])
        #expect(byID["u-1"]?["source"] as? String == "entries")
        #expect(sam["actualCents"] as? Int == 4000)
        #expect(sam["bankCents"] as? Int == bankWeek)
        let kim = try #require(byID["u-2"]?["week"] as? [String: Any])
        #expect(byID["u-2"]?["source"] as? String == "transactions")
        #expect(kim["actualCents"] as? Int == bankWeek)
        #expect(kim["mealPlanCents"] as? Int == 900)
        let markdown = markdowns["u-1"] ?? ""
        #expect(
            markdown.contains(
                "Spending is Sam's ACTUAL budget entries. Grocery spending from your bank statements is shown beside"
                    + " them, not added: \(Self.money(bankWeek)) this week, \(Self.money(bankLastWeek)) last week."),
            "\(markdown)")
        #expect(
            markdowns["u-2"]?.contains("Meal plans are shown beside them, not added: 9.00 this week, 0.00 last week.")
                == true)
    }

    /// A household that exports only its statements (no `users` rows): the budget is the household's, its
    /// week and month worked out here, with no budget to compare them with; never "No budget data yet".
    @Test func statementsWithoutUsersAreTheHouseholdsBudget() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = Self.household
        files["users.csv"] = nil
        files["umsaetze.csv"] = Self.germanBankFile
        for (name, content) in files { try EndToEndTests().write(content, "data/\(name)", in: folder) }
        let run = try EndToEndTests().larder(["run", "data", "--out", "out", "--as-of", Self.asOf], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let out = folder.appendingPathComponent("out")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json")))
        let budget = try #require((json as? [String: Any])?["budget"] as? [String: Any])
        let users = try #require(budget["users"] as? [[String: Any]])
        #expect(users.count == 1)
        #expect(users.first?["name"] as? String == "Household")
        #expect(users.first?["source"] as? String == "transactions")
        let (week, month) = (
            Self.spending(Self.germanBank, from: "2026-11-23"), Self.spending(Self.germanBank, from: "2026-11-01")
        )
        #expect((users.first?["week"] as? [String: Any])?["actualCents"] as? Int == week)
        #expect((users.first?["month"] as? [String: Any])?["actualCents"] as? Int == month)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(!markdown.contains("No budget data yet"), "\(markdown)")
        #expect(markdown.contains("### Household"), "\(markdown)")
        #expect(markdown.contains("| This month (November 2026) | none | 0.00 | \(Self.money(month)) |"), "\(markdown)")
    }

    /// A week the statements cover with no grocery spending in it says so, not that nothing is recorded.
    @Test func aWeekTheStatementsCoverWithoutGroceriesSaysSo() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try EndToEndTests().write(
            "Date,Description,Amount\n2026-11-17,CINEMA,-12.00\n2026-11-22,BOOKSHOP,-8.50\n", "data/statement.csv",
            in: folder)
        let run = try EndToEndTests().larder(["run", "data", "--out", "out", "--as-of", "2026-11-23"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("out/report.md"), encoding: .utf8)
        #expect(
            markdown.contains("Last week (16–22 Nov): no grocery spending in the bank statements."), "\(markdown)")
        #expect(!markdown.contains("no bank statements recorded"), "\(markdown)")
    }

    /// Imports `text` as `file` beside the household's files, then checks every row and the budget.
    func check(_ expected: [Expected], file: String, text: String) throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, content) in Self.household { try EndToEndTests().write(content, "data/\(name)", in: folder) }
        try EndToEndTests().write(text, "data/\(file)", in: folder)
        let run = try EndToEndTests().larder(["run", "data", "--out", "out", "--as-of", Self.asOf], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        try checkRows(expected, file: file, queue: queue)
        try checkBudget(expected, folder: folder)
    }

    /// Every expected row is stored with its values, or rejected with its reason; nothing else is stored.
    func checkRows(_ expected: [Expected], file: String, queue: DatabaseQueue) throws {
        let stored = try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT date, amount, description, type, category, currency_code, source_row FROM transactions"
            )
        }
        let rejected = try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT reason, raw_row FROM rejected_rows WHERE path LIKE ?", arguments: ["%\(file)"])
        }
        #expect(stored.count + rejected.count == expected.count)
        #expect(stored.count == expected.filter { $0.amount != nil }.count)
        for row in expected {
            guard let amount = row.amount else {
                let reasons = rejected.filter { ($0["raw_row"] as String).contains(row.description) }
                #expect(reasons.count == 1, "\(row.description) is rejected once")
                #expect(reasons.first.map { ($0["reason"] as String).contains(row.reason) } == true, "\(reasons)")
                continue
            }
            let match = try #require(stored.first { $0["description"] == row.description }, "\(row.description)")
            #expect(match["date"] == row.date)
            #expect(Self.cents(match["amount"] as Double) == Self.cents(amount), "\(row.description)")
            #expect(match["type"] == row.type)
            #expect(match["category"] == row.category)
            #expect(match["currency_code"] == row.currency)
            #expect((match["source_row"] as String).contains(row.description))
        }
    }

    /// The week's and the month's ACTUAL spending, worked out here: grocery rows dated up to as-of, money
    /// out added and refunds subtracted.
    func checkBudget(_ expected: [Expected], folder: URL) throws {
        let week = Self.spending(expected, from: "2026-11-23")
        let month = Self.spending(expected, from: "2026-11-01")
        let out = folder.appendingPathComponent("out")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json")))
        let budget = try #require((json as? [String: Any])?["budget"] as? [String: Any])
        let user = try #require((budget["users"] as? [[String: Any]])?.first)
        #expect(user["source"] as? String == "transactions")
        #expect((user["week"] as? [String: Any])?["actualCents"] as? Int == week)
        #expect((user["month"] as? [String: Any])?["actualCents"] as? Int == month)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown.contains("spending is the grocery spending from your bank statements"))
        #expect(markdown.contains("This week (23–29 Nov): \(Self.money(week)) of 150.00 spent"), "\(markdown)")
        #expect(markdown.contains("This month (November 2026): \(Self.money(month)) of 2,000.00 spent"))
    }

    /// Grocery spending in whole cents from `start` through as-of.
    static func spending(_ rows: [Expected], from start: String) -> Int {
        rows.filter { $0.grocery && $0.date >= start && $0.date <= asOf }.compactMap(\.amount)
            .reduce(0) { $0 - cents($1) }
    }

    static func cents(_ amount: String) -> Int {
        NSDecimalNumber(decimal: Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))! * 100).intValue
    }
    static func cents(_ amount: Double) -> Int { Int((amount * 100).rounded()) }

    /// `1,214.56`, as the report writes an amount with no currency.
    static func money(_ cents: Int) -> String {
        var digits = String(abs(cents) / 100)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return (cents < 0 ? "-" : "") + groups.joined(separator: ",") + String(format: ".%02d", abs(cents) % 100)
    }
}
