import GRDB
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct ShelfLifeRulesTests {
    @Test(arguments: [
        ("1 - 2 Months", 1.0, 2.0, "Months"), ("3 Months", 3.0, 3.0, "Months"), ("1 Day", 1.0, 1.0, "Day"),
        ("3-4 weeks", 3.0, 4.0, "weeks"), ("10 - 12 Years", 10.0, 12.0, "Years"),
    ])
    func aTimeWrittenForDisplayReadsAsMinimumMaximumAndMetric(
        text: String, minimum: Double, maximum: Double, metric: String
    ) {
        let split = ShelfLifeRules.displayedTime(text)
        #expect(split?.0 == minimum)
        #expect(split?.1 == maximum)
        #expect(split?.2 == metric)
    }

    @Test(arguments: [
        "When Ripe", "Package use-by date", "Not Recommended", "Indefinitely", "2 - Months", "a - b Days",
    ])
    func wordsAreNoTime(text: String) {
        #expect(ShelfLifeRules.displayedTime(text) == nil)
    }

    @Test func metricsBecomeDaysByTheDocumentedRule() {
        #expect(ShelfLifeRules.unitDays("Days") == 1)
        #expect(ShelfLifeRules.unitDays("Week") == 7)
        #expect(ShelfLifeRules.unitDays("months") == 30)
        #expect(ShelfLifeRules.unitDays("Year") == 365)
        #expect(ShelfLifeRules.unitDays("Hours") == 1.0 / 24)
        #expect(ShelfLifeRules.unitDays("When Ripe") == nil)
    }

    @Test func daysComeFromTheShorterFigureFromPurchaseElseThePlainTime() throws {
        let csv = """
            ID,Category_Name,Name,DOP_Pantry_Min,DOP_Pantry_Max,DOP_Pantry_Metric,Pantry_Min,Pantry_Max,Pantry_Metric,Refrigerate_Min,Refrigerate_Max,Refrigerate_Metric,Freeze_Metric
            297,Produce,Potatoes,1,2,Months,,,,,,,
            268,Produce,Plantains,,,,,,When Ripe,3,5,Days,
            208,Baked Goods,Pies,,,,2,2,Hours,,,,Not Recommended
            """
        let run = try ImportRun.of("foodkeeper.csv", csv)
        #expect(run.summary.counts == RowCounts(read: 3, inserted: 3))
        #expect(
            try run.rows("SELECT id, pantry_days, refrigerator_days, freezer_days FROM shelf_life ORDER BY id") == [
                ["id": "208", "pantry_days": 0, "refrigerator_days": nil, "freezer_days": nil],
                ["id": "268", "pantry_days": nil, "refrigerator_days": 3, "freezer_days": nil],
                ["id": "297", "pantry_days": 30, "refrigerator_days": nil, "freezer_days": nil],
            ])
        #expect(run.corrections == [ShelfLifeRules.daysComputed + " (3 rows)"])
    }

    @Test func aNoteWhereAFigureBelongsGoesToTheEmptyMetricAndKeepsTheProduct() throws {
        let csv = """
            ID,Category_Name,Name,Refrigerate_Min,Refrigerate_Max,Refrigerate_Metric,Refrigerate_After_Thawing_Min,Pantry_Min,Pantry_Metric
            462,Beverages,Red wine,1,3,Days,Depending on conditions.,,
            431,Poultry,Turkey bacon,7,7,Days,,Or until best-by date.,When Ripe
            500,Poultry,Chicken,1,2,Days,2 wks,,
            """
        let run = try ImportRun.of("foodkeeper.csv", csv)
        #expect(run.summary.counts == RowCounts(read: 3, inserted: 1, rejected: 2))
        #expect(
            try run.row(
                "SELECT refrigerate_after_thawing_min, refrigerate_after_thawing_metric, refrigerator_days"
                    + " FROM shelf_life WHERE id = '462'") == [
                    "refrigerate_after_thawing_min": nil,
                    "refrigerate_after_thawing_metric": "Depending on conditions.", "refrigerator_days": 1,
                ])
        #expect(
            run.corrections.contains(
                "a note written where a figure belongs (`Refrigerate_After_Thawing_Min`) was kept in"
                    + " refrigerate_after_thawing_metric, where the FoodKeeper writes words such as `When Ripe`;"
                    + " the figure is left empty (1 row)"))
        // A metric with a word of its own leaves the note nowhere to go; a figure with a digit is miswritten.
        #expect(
            try run.rejections() == [
                "`Pantry_Min` is `Or until best-by date.`, which is not a number; write numbers as"
                    + " 12.5, or the note in `pantry_metric` when it has no word of its own.",
                "`Refrigerate_After_Thawing_Min` is `2 wks`, which is not a number; write numbers as 12.5.",
            ])
    }

    @Test func daysAFileGivesAreKept() throws {
        let run = try ImportRun.of(
            "shelf_life.csv",
            "category,product,pantry_days,DOP_Pantry_Min,DOP_Pantry_Metric\nProduce,potatoes,35,1,Months\n")
        #expect(try run.row("SELECT pantry_days FROM shelf_life") == ["pantry_days": 35])
        #expect(run.corrections.isEmpty)
    }

    @Test func aRowWithoutFoodKeeperTimesIsLeftAlone() throws {
        let run = try ImportRun.of("shelf_life.csv", "category,product,refrigerator_days\nDairy,milk,7\n")
        #expect(
            try run.row("SELECT refrigerator_days, pantry_days FROM shelf_life") == [
                "refrigerator_days": 7, "pantry_days": nil,
            ])
        #expect(run.corrections.isEmpty)
    }
}
