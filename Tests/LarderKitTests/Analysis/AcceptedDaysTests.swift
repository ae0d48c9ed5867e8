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
    /// then 2,000 random days in it.
    static let days: [[CivilDate]] = {
        let first = CivilDate.firstAccepted.daysSinceEpoch
        let last = CivilDate.lastAccepted.daysSinceEpoch
        var generator = SeededGenerator(seed: 27)
        let edges = (0..<40).flatMap { [first + $0, last - $0] }
        let random = (0..<2_000).map { _ in Int.random(in: first...last, using: &generator) }
        let parts = [edges] + (0..<4).map { part in Array(random[(part * 500)..<((part + 1) * 500)]) }
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
                Self.datesNotWrittenAsISO(in: json) + Self.longYears(in: json)
            #expect(problems.isEmpty, "as of \(day): \(problems.prefix(3))")
            #expect(json.contains("\"asOf\" : \"\(day)\"") || json.contains("\"asOf\":\"\(day)\""), "as of \(day)")
        }
    }

    @Test func theOracleFindsFiveDigitYearsAndDaysNotOfTheCalendar() {
        let json = """
            {"a": "10000-01-01", "b": ["0000-12-31", "2026-02-30", "2026-11-22", "2026-W48", "12345-W01"],
             "c": {"d": "2026-11-22T08:30:00Z", "e": "10-12", "f": "a 10000-01 b"}}
            """
        #expect(
            Self.datesNotWrittenAsISO(in: json).sorted() == ["0000-12-31", "10000-01-01", "12345-W01", "2026-02-30"])
        #expect(Self.longYears(in: json) == ["10000-01", "12345-W01", "10000-01"])
    }

    @Test func theEdgeDaysRenderEveryFormat() throws {
        let database = try Self.database()
        let renderer = try ReportRenderer(templates: Paths.templates)
        for day in [CivilDate.firstAccepted, CivilDate.lastAccepted] {
            let files = try renderer.files(for: try Report.build(from: database, asOf: day), formats: [.html, .md])
            #expect(files.count >= 8)
            for file in files {
                let years = Self.longYears(in: file.contents)
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

    /// Every year of five digits or more before a month or a week (`10000-01`, `10000-W01`) in a text.
    static func longYears(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            var next = index + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "W") { next += 1 }
            if index - start >= 5, index < bytes.count, bytes[index] == UInt8(ascii: "-"), next + 1 < bytes.count,
                isDigit(bytes[next]), isDigit(bytes[next + 1])
            {
                found.append(String(decoding: bytes[start..<(next + 2)], as: UTF8.self))
            }
        }
        return found
    }

    /// Every string of the report shaped like a date or an ISO week (digits, `-`, two digits or `W` and
    /// two digits, perhaps `-` and two digits, then nothing or a time after `T`) that is not written as `YYYY-MM-DD` (a day of the calendar),
    /// `YYYY-MM-DDTHH:MM:SSZ`, `YYYY-MM` or `YYYY-Www`.
    static func datesNotWrittenAsISO(in json: String) -> [String] {
        var problems: [String] = []
        func walk(_ value: Any) {
            switch value {
            case let text as String:
                // The text's shape: every ASCII digit written 9. A year has three digits or more (`10-12` is no date).
                let shape = String(text.map { $0.isASCII && $0.isNumber ? "9" : $0 })
                let digits = shape.prefix { $0 == "9" }.count
                var rest = shape.dropFirst(digits)
                guard digits >= 3, rest.hasPrefix("-99") || rest.hasPrefix("-W99") else { return }
                rest = rest.dropFirst(rest.hasPrefix("-W") ? 4 : 3)
                if rest.hasPrefix("-99") { rest = rest.dropFirst(3) }
                guard rest.isEmpty || rest.hasPrefix("T") else { return }
                if ["9999-99", "9999-W99", "9999-99-99", "9999-99-99T99:99:99Z"].contains(shape),
                    shape.count < 10 || Self.isCalendarDay(text.prefix(10))
                {
                    return
                }
                problems.append(text)
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
