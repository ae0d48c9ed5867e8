import Testing

@testable import LarderAnalysis
@testable import LarderRender

@Suite struct SVGChartTests {
    static func chart(_ values: [Double?], categories: [String]) -> ChartData {
        ChartData(
            title: "Spent per week", categories: categories, series: [.init(name: "Actual", values: values)],
            xAxis: "Week", yAxis: "Euros", format: { String(format: "€%.2f", $0) })
    }

    @Test func barsHaveATitleAxesAndATextAlternative() throws {
        let svg = SVGChart.render(Self.chart([12, 37.5], categories: ["W46", "W47"]), style: .bars, id: "spent")
        #expect(svg.contains("role=\"img\" aria-labelledby=\"spent-title spent-desc\""))
        #expect(svg.contains("<title id=\"spent-title\">Spent per week</title>"))
        #expect(svg.contains("<desc id=\"spent-desc\">Spent per week. W46: €12.00; W47: €37.50.</desc>"))
        #expect(svg.contains(">Week</text>"))
        #expect(svg.contains(">Euros</text>"))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 2)
        #expect(svg.contains(">€40.00</text>"), "the scale rounds 37.50 up to 40 with ticks of 10")
    }

    @Test func aChartWithNoDataSaysSo() {
        let html = SVGChart.render(Self.chart([nil, nil], categories: ["W46", "W47"]), style: .line, id: "x")
        #expect(html == "<p class=\"chart-empty\" id=\"x\">Spent per week: no data yet.</p>")
    }

    @Test func importedLabelsAreEscaped() {
        let svg = SVGChart.render(Self.chart([3], categories: ["<script>\"Tom's\" & co"]), style: .line, id: "s")
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;&quot;Tom&#39;s&quot; &amp; co"))
    }

    @Test(arguments: [
        (0.4, 0.4, [0, 0.1, 0.2, 0.3, 0.4]), (37, 40, [0, 10, 20, 30, 40]), (1234, 1500, [0, 500, 1000, 1500]),
    ])
    func scalesEndOnARoundNumber(_ maximum: Double, _ expected: Double, _ ticks: [Double]) {
        let scale = ChartScale(maximum: maximum)
        #expect(scale.maximum == expected)
        #expect(scale.ticks.map { ($0 * 1000).rounded() / 1000 } == ticks)
    }

    @Test func countsHaveWholeTicks() {
        #expect(ChartScale(maximum: 2, wholeNumbers: true).ticks == [0, 1, 2])
        #expect(ChartScale(maximum: 7, wholeNumbers: true).ticks == [0, 2, 4, 6, 8])
        #expect(ChartScale(maximum: 2).ticks == [0, 0.5, 1, 1.5, 2])
    }

    @Test(arguments: [(5.0, [0.0, 1, 2, 3, 4, 5]), (100.0, [0.0, 20, 40, 60, 80, 100]), (0.0, [0.0, 1])])
    func aFixedTopIsCutIntoRoundSteps(_ top: Double, _ ticks: [Double]) {
        #expect(ChartScale(upTo: top).ticks == ticks)
    }

    @Test func aRatingChartEndsAtFive() {
        let chart = ChartData(
            title: "Rating", categories: ["W1", "W2"], series: [.init(name: "Rating", values: [3, 4.5])],
            xAxis: "Week", yAxis: "Rating", yMaximum: 5, format: { TextFormat.number($0) })
        let svg = SVGChart.render(chart, style: .line, id: "r")
        #expect(svg.contains(">5</text>") && !svg.contains(">6</text>"))
        #expect(svg.contains("<desc id=\"r-desc\">Rating. W1: 3; W2: 4.5.</desc>"))
    }
}
