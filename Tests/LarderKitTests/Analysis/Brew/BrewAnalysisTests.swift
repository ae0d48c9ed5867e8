import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore
@testable import LarderValues

@Suite struct BrewAnalysisTests {
    let database: LarderDatabase

    init() throws { database = try LarderDatabase() }

    func recipe(_ id: String, _ name: String, errors: String? = nil) throws {
        try database.writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO brew_recipes (id, name, method, is_valid, validation_errors) VALUES (?, ?, 'v60', ?, ?)",
                arguments: [id, name, errors == nil, errors])
        }
    }

    /// A brew: date, method, recipe id, name at brew, dose g, yield g, temperature °C, rating, tag.
    func brew(
        _ id: String, _ date: String, _ method: String?, _ recipeID: String?, _ name: String,
        _ dose: Double = 15, _ yield: Double = 250, _ temperature: Double? = 93, rating: Int, tag: String? = nil
    ) throws {
        try database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO brew_logs (id, timestamp, method, recipe_id, recipe_name_at_brew, dose_grams,
                        target_yield_grams, water_temperature_celsius, rating, taste_tag)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [id, date + "T08:00:00Z", method, recipeID, name, dose, yield, temperature, rating, tag])
        }
    }

    func report(_ asOf: String, scope: OwnerScope = .everyone, trendWeeks: Int = 12) throws -> BrewFindings {
        try database.writer.read { db in
            try BrewAnalysis(asOf: CivilDate(iso: asOf)!, scope: scope).with(\.trendWeeks, trendWeeks).analyse(db)
        }
    }

    /// Bright and Classic average 4.00 over 3 brews each; Broken averages 5 but fails validation.
    func household() throws {
        try recipe("r1", "Bright V60")
        try recipe("r2", "Classic V60")
        try recipe("r3", "Broken", errors: "Steps: at least 1 step\nWater totals do not match yield (±1 g)\n")
        try brew("l1", "2026-11-02", "v60", "r1", "Bright V60", rating: 4, tag: "tooSour")
        try brew("l2", "2026-11-09", "v60", "r1", "Bright (old name)", rating: 5)
        try brew("l3", "2026-11-16", "v60", "r1", "Bright V60", rating: 3, tag: "tooSour")
        try brew("l4", "2026-11-10", "v60", "r2", "Classic V60", 20, 320, 94, rating: 4, tag: "Too Bitter")
        try brew("l5", "2026-11-17", "v60", "r2", "Classic V60", 10, 250, 98, rating: 4, tag: "tooBitter")
        try brew("l6", "2026-11-18", "v60", "r2", "Classic V60", 20, 300, 93, rating: 4)
        try brew("l7", "2026-11-20", "aeropress", nil, "Inverted Aero", 17, 200, 85, rating: 2, tag: "tooWeak")
        try brew("l8", "2026-11-21", "v60", "r3", "Broken", 15, 750, nil, rating: 5)
        try brew("l10", "2026-11-21", "v60", "r3", "Broken", rating: 5)
        try brew("l11", "2026-11-22", "v60", "r3", "Broken", rating: 5)
        try brew("l9", "2026-11-23", "v60", "r1", "Bright V60", 5, 900, 80, rating: 1, tag: "tooWeak")  // after asOf
    }

    @Test func withoutBrewsTheReportSaysThereIsNothing() throws {
        let report = try report("2026-11-22")
        #expect(!report.hasData)
        #expect((report.brews, report.averageRating, report.tasteHint, report.recipeToRepeat) == (0, nil, nil, nil))
        #expect(report.byRecipe.isEmpty && report.byMethod.isEmpty && report.rangeWarnings.isEmpty)
        #expect(report.trend.count == 12 && report.trend.allSatisfy { $0.brews == 0 && $0.averageRating == nil })
        #expect(report.minimumBrewsToRepeat == 3)
    }

    @Test func averagesPerRecipeAndMethod() throws {
        try household()
        let report = try report("2026-11-22")
        // 4+5+3 + 4+4+4 + 2 + 5+5+5 = 41 over 10 brews; l9 is after asOf.
        #expect((report.hasData, report.brews, report.averageRating) == (true, 10, 4.1))
        #expect(
            report.byRecipe == [
                .init(recipeID: "r1", name: "Bright V60", brews: 3, averageRating: 4),
                .init(recipeID: "r3", name: "Broken", brews: 3, averageRating: 5),
                .init(recipeID: "r2", name: "Classic V60", brews: 3, averageRating: 4),
                .init(recipeID: nil, name: "Inverted Aero", brews: 1, averageRating: 2),
            ])
        // The V60: 39 over 9 brews = 4.333….
        #expect(
            report.byMethod == [
                .init(recipeID: nil, name: "aeropress", brews: 1, averageRating: 2),
                .init(recipeID: nil, name: "v60", brews: 9, averageRating: 4.33),
            ])
    }

    @Test func theTrendCoversTwelveISOWeeksEndingWithAsOfs() throws {
        try household()
        let trend = try report("2026-11-22").trend
        #expect(trend.map(\.period.label) == (36...47).map { "2026-W\($0)" })
        #expect(trend.first?.period.start == CivilDate(iso: "2026-08-31"))
        // W45: l1 (4). W46: l2, l4 (5, 4). W47: l3, l5, l6, l7, l8, l10, l11 (28 over 7).
        #expect(trend.suffix(3).map(\.brews) == [1, 2, 7])
        #expect(trend.suffix(3).map(\.averageRating) == [4, 4.5, 4])
        #expect(trend.prefix(9).allSatisfy { $0.brews == 0 && $0.averageRating == nil })
    }

    @Test func tiedTasteTagsGoToTheFirstNameAndGiveItsHint() throws {
        try household()
        let report = try report("2026-11-22")
        #expect(
            report.tasteTags == [
                .init(tag: "tooBitter", count: 2), .init(tag: "tooSour", count: 2), .init(tag: "tooWeak", count: 1),
            ])
        #expect(report.untaggedBrews == 5)
        #expect(report.tasteHint == .init(tag: "tooBitter", count: 2, hint: "Try slightly coarser or cooler"))
    }

    @Test(arguments: [
        ("tooSour", "Try slightly finer or hotter"), ("tooBitter", "Try slightly coarser or cooler"),
        ("too weak", "Try higher dose or finer"), ("TOO_STRONG", "Try lower dose or coarser"),
        ("perfect", "Great job — no tips!"),
    ])
    func eachTagHasSeed002sHint(tag: String, hint: String) throws {
        try brew("a", "2026-11-20", "v60", nil, "Any", rating: 3, tag: tag)
        #expect(try report("2026-11-22").tasteHint?.hint == hint)
    }

    @Test func v60BrewsOutsideTheRecommendedRangesAreWarnedNewestFirst() throws {
        try household()
        let warnings = try report("2026-11-22").rangeWarnings
        let expected: [(String, String, Double, Double, Double, String)] = [
            ("l8", "yield", 750, 180, 720, "g"), ("l8", "ratio", 50, 14, 18, "g/g"),
            ("l5", "dose", 10, 12, 40, "g"), ("l5", "ratio", 25, 14, 18, "g/g"),
            ("l5", "temperature", 98, 90, 96, "°C"),
        ]
        #expect(warnings.map(\.logID) == expected.map(\.0))
        #expect(warnings.map(\.field) == expected.map(\.1))
        #expect(warnings.map(\.value) == expected.map(\.2))
        #expect(warnings.map(\.minimum) == expected.map(\.3))
        #expect(warnings.map(\.maximum) == expected.map(\.4))
        #expect(warnings.map(\.unit) == expected.map(\.5))
        #expect(warnings.first?.date == CivilDate(iso: "2026-11-21"))
        #expect(warnings.first?.recipeName == "Broken")
    }

    @Test(arguments: [(15.3, 214.2, true), (15.0, 270.0, true), (15.0, 209.0, false), (20.0, 361.0, false)])
    func ratioBoundsAreIncluded(dose: Double, yield: Double, withinRange: Bool) throws {
        try brew("a", "2026-11-20", "Hario V60", nil, "Edge", dose, yield, rating: 3)
        let fields = try report("2026-11-22").rangeWarnings.map(\.field)
        #expect(fields == (withinRange ? [] : ["ratio"]))
    }

    @Test func invalidRecipesAreListedWithTheirReasonsAndNeverRecommended() throws {
        try household()
        let report = try report("2026-11-22")
        #expect(
            report.invalidRecipes == [
                .init(
                    id: "r3", name: "Broken", method: "v60",
                    errors: ["Steps: at least 1 step", "Water totals do not match yield (±1 g)"])
            ])
        // Bright and Classic tie on 4.00 over 3 brews: the name decides.
        #expect(report.recipeToRepeat == .init(recipeID: "r1", name: "Bright V60", brews: 3, averageRating: 4))
    }

    @Test func onAnEqualAverageMoreBrewsWin() throws {
        try household()
        try brew("l12", "2026-11-22", "v60", "r2", "Classic V60", rating: 4)
        #expect(try report("2026-11-22").recipeToRepeat?.name == "Classic V60")
    }

    @Test func aRecipeNeedsThreeBrewsToBeRecommended() throws {
        try brew("a", "2026-11-20", "v60", nil, "Twice perfect", rating: 5)
        try brew("b", "2026-11-21", "v60", nil, "Twice perfect", rating: 5)
        #expect(try report("2026-11-22").recipeToRepeat == nil)
        for (id, rating) in [("c", 3), ("d", 3), ("e", 4)] {
            try brew(id, "2026-11-19", "v60", nil, "Thrice fine", rating: rating)
        }
        #expect(
            try report("2026-11-22").recipeToRepeat
                == .init(recipeID: nil, name: "Thrice fine", brews: 3, averageRating: 3.33))
    }

    @Test func weeksSpanTheYearBoundaryAndALeapDay() throws {
        try brew("a", "2026-12-31", "v60", nil, "New year", rating: 3)
        try brew("b", "2027-01-02", "v60", nil, "New year", rating: 4)
        try brew("c", "2026-12-27", "v60", nil, "New year", rating: 5)
        let newYear = try report("2027-01-02", trendWeeks: 2).trend
        #expect(newYear.map(\.period.label) == ["2026-W52", "2026-W53"])
        #expect(newYear.map(\.brews) == [1, 2])
        #expect(newYear.map(\.averageRating) == [5, 3.5])
        try brew("d", "2028-02-29", "v60", nil, "Leap", rating: 2)
        let leap = try #require(try report("2028-03-01", trendWeeks: 1).trend.first)
        #expect((leap.period.label, leap.period.start, leap.brews) == ("2028-W09", CivilDate(iso: "2028-02-28")!, 1))
    }

    @Test func brewDataHasNoOwnerSoEveryScopeSharesIt() throws {
        try household()
        let scoped = try report("2026-11-22", scope: OwnerScope(groupIDs: ["g1"], userIDs: ["u1"]))
        #expect(scoped == (try report("2026-11-22")))
    }

    @Test func averagesReachJSONWithTwoDecimalsAtMost() throws {
        try household()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(try report("2026-11-22")), as: UTF8.self)
        #expect(json.contains(#""averageRating":4.33,"brews":9"#))
        #expect(json.contains(#""averageRating":4.1,"brews":10"#))
        let numbers = try NSRegularExpression(pattern: #"\d+\.\d{3,}"#)
        #expect(numbers.firstMatch(in: json, range: NSRange(json.startIndex..., in: json)) == nil)
    }
}
