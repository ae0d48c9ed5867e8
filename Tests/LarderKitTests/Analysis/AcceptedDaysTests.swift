import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderImport
@testable import LarderRender
@testable import LarderStore
@testable import LarderValues

/// Every day larder accepts as `--as-of` renders: household files, plus rows dated on the range's
/// first and last days, reported as of the range's edges and thousands of random days in it, gives a
/// report.json whose every date has a four-digit year and names a day of the calendar.
@Suite struct AcceptedDaysTests {
    /// Rows dated on the first and last accepted days, and estimates that reach the edges.
    static let edgeRows: [(String, String)] = [
        (
            "inventory.csv",
            """
            name,expiration_date,best_before,purchase_date,shelf_life_days,location
            Old milk,1900-01-01,,1900-01-01,,Fridge
            Late milk,9998-12-31,,9998-12-25,,Fridge
            Late carrots,,,9998-12-01,30,Fridge
            Old carrots,,,1900-01-01,,Fridge

            """
        ),
        (
            "budget_entries.csv",
            """
            id,user_id,amount,category,description,date,type
            e-1,u-ana,10.00,Groceries,First,1900-01-01,ACTUAL
            e-2,u-ana,10.00,Groceries,Last,9998-12-31,ACTUAL

            """
        ),
        (
            "brew_logs.csv",
            """
            id,timestamp,method,recipe_id,recipe_name_at_brew,dose_grams,target_yield_grams,water_temperature_celsius,rating,taste_tag,note
            e-1,1900-01-01T00:00:00Z,V60,r-v60,V60 everyday,15,250,93,3,,
            e-2,9998-12-31T23:59:59Z,V60,r-v60,V60 everyday,15,250,93,4,,

            """
        ),
    ]

    /// The household files the analyses that read dates need: stock, budgets, brews, deals, lists.
    static let householdFiles = [
        "users.csv", "inventory.csv", "budget_entries.csv", "meal_plans.csv", "brew_recipes.csv", "brew_logs.csv",
        "deals.csv", "shopping_items.csv", "custom_events.csv",
    ]

    /// Those household files and the edge rows, in one database.
    static func database() throws -> LarderDatabase {
        let database = try LarderDatabase()
        let household = Paths.fixtures.appendingPathComponent("household")
        _ = try ImportSession(database: database).importPaths(
            householdFiles.map { household.appendingPathComponent($0).path })
        let run = try ImportRun.of(edgeRows, into: database)
        let rejections = try run.rejections()
        #expect(run.summary.counts.rejected == 0, "\(rejections)")
        return database
    }

    /// The days to report on, in five parts run side by side: the first and last 40 days of the range,
    /// then 1,000 random days in it.
    static let days: [[CivilDate]] = {
        let first = CivilDate.firstAccepted.daysSinceEpoch
        let last = CivilDate.lastAccepted.daysSinceEpoch
        var generator = SeededGenerator(seed: 27)
        let edges = (0..<40).flatMap { [first + $0, last - $0] }
        let random = (0..<1_000).map { _ in Int.random(in: first...last, using: &generator) }
        let parts = [edges] + (0..<4).map { part in Array(random[(part * 250)..<((part + 1) * 250)]) }
        return parts.map { $0.map(CivilDate.init(daysSinceEpoch:)) }
    }()

    @Test(arguments: 0..<5)
    func everyDayOfTheRangeRendersWithFourDigitDates(_ part: Int) throws {
        let database = try Self.database()
        let renderer = try ReportRenderer(templates: Paths.templates)
        for day in Self.days[part] {
            let report = try Report.build(from: database, asOf: day)
            let json = try #require(try renderer.files(for: report, formats: [.json]).first?.contents)
            let problems =
                Self.datesNotWrittenAsISO(in: json) + json.matches(of: Self.longYear).map { String($0.output) }
            #expect(problems.isEmpty, "as of \(day): \(problems.prefix(3))")
            #expect(json.contains("\"asOf\" : \"\(day)\"") || json.contains("\"asOf\":\"\(day)\""), "as of \(day)")
        }
    }

    @Test func theEdgeDaysRenderEveryFormat() throws {
        let database = try Self.database()
        let renderer = try ReportRenderer(templates: Paths.templates)
        for day in [CivilDate.firstAccepted, CivilDate.lastAccepted] {
            let files = try renderer.files(for: try Report.build(from: database, asOf: day), formats: [.html, .md])
            #expect(files.count >= 8)
            for file in files {
                let years = file.contents.matches(of: Self.longYear)
                #expect(years.isEmpty, "\(file.path) as of \(day)")
            }
        }
    }

    @Test(arguments: [
        ("1899-12-31", "outside 1900-01-01 to 9998-12-31"), ("9999-01-01", "outside 1900-01-01 to 9998-12-31"),
        ("0001-01-01T00:00:00Z", "outside 1900-01-01 to 9998-12-31"),
        ("01/01/0001", "outside 1900-01-01 to 9998-12-31"),
    ])
    func aDateInDataOutsideTheRangeIsRejectedWithTheReason(_ value: String, _ reason: String) throws {
        let run = try ImportRun.of(
            "inventory.csv", "name,expiration_date,location\nMilk,\(value),Fridge\nEggs,2026-11-24,Fridge\n")
        #expect(run.summary.counts.inserted == 1)
        let rejections = try run.rejections()
        #expect(rejections.count == 1)
        #expect(rejections.first?.contains(reason) == true, "\(rejections)")
    }

    @Test(arguments: ["100", "99999999999", "-4000000"])
    func aShelfLifeThatCarriesTheEstimateOutOfTheRangeIsRejected(_ days: String) throws {
        let run = try ImportRun.of(
            "inventory.csv", "name,purchase_date,shelf_life_days,location\nMilk,9998-12-01,\(days),Fridge\n")
        #expect(run.summary.counts.inserted == 0)
        let rejections = try run.rejections()
        #expect(rejections.first?.contains("outside 1900-01-01 to 9998-12-31") == true, "\(rejections)")
    }

    @Test func calendarPeriodsNeedNoForceUnwrapAtTheEdgesOfTheCalendar() {
        for day in [CivilDate(daysSinceEpoch: CivilDate(year: 1, month: 1, day: 1)!.daysSinceEpoch), .lastAccepted] {
            let week = CalendarPeriod.isoWeek(containing: day)
            #expect(week.contains(day) && week.days == 7)
            let month = CalendarPeriod.month(containing: day)
            #expect(month.contains(day) && month.previous.end.adding(days: 1) == month.start)
        }
    }

    /// A year of five digits or more before a month or a week, anywhere in a text.
    nonisolated(unsafe) static let longYear = /(?:^|[^0-9])[0-9]{5,}-W?[0-9]{2}/

    /// Every string of the report that starts like a date or an ISO week and is not written as
    /// `YYYY-MM-DD` (a day of the calendar), `YYYY-MM-DDTHH:MM:SSZ`, `YYYY-MM` or `YYYY-Www`.
    static func datesNotWrittenAsISO(in json: String) -> [String] {
        var problems: [String] = []
        func walk(_ value: Any) {
            switch value {
            case let text as String:
                guard text.wholeMatch(of: /[0-9]+-W?[0-9]{2}(-[0-9]{2})?(T.*)?/) != nil else { return }
                if text.wholeMatch(of: /[0-9]{4}-W[0-9]{2}/) != nil || text.wholeMatch(of: /[0-9]{4}-[0-9]{2}/) != nil {
                    return
                }
                let isISO = text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)?/) != nil
                if !isISO || !Self.isCalendarDay(text.prefix(10)) { problems.append(text) }
            case let object as [String: Any]: object.values.forEach(walk)
            case let list as [Any]: list.forEach(walk)
            default: break
            }
        }
        if let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) { walk(value) }
        return problems
    }

    /// Whether `YYYY-MM-DD` names a day of the calendar in the years 1–9999, by the oracle's own rule.
    static func isCalendarDay(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]) else { return false }
        let isLeap = parts[0] % 4 == 0 && (parts[0] % 100 != 0 || parts[0] % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[parts[1] - 1]).contains(parts[2])
    }
}
