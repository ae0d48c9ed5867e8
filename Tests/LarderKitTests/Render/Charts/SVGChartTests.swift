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

    @Test func barsCarryTheirValuesAndAZeroBarNone() {
        let svg = SVGChart.render(
            Self.chart([12, 0, 37.5], categories: ["5 Oct", "12 Oct", "19 Oct"]), style: .bars, id: "v")
        let values = Self.texts(in: svg, class: "value")
        #expect(values == ["€12.00", "€37.50"])
    }

    @Test func valuesWiderThanTheirBarAreWrittenUpwards() {
        let many = (1...12).map { Double($0) * 111.11 }
        let svg = SVGChart.render(Self.chart(many, categories: (1...12).map { "\($0) Oct" }), style: .bars, id: "u")
        let values = Self.texts(in: svg, class: "value")
        #expect(values.count == 12)
        #expect(svg.components(separatedBy: "class=\"value\"").dropFirst().allSatisfy { $0.contains("rotate(-90") })
    }

    @Test func aLineLabelsEveryPointAlternatelyAboveAndBelow() {
        let weeks = (1...12).map { "\($0) Oct" }
        let chart = ChartData(
            title: "Rating", categories: weeks,
            series: [.init(name: "Rating", values: (1...12).map { 3 + Double($0 % 3) / 4 })],
            xAxis: "Week starting", yAxis: "Rating", yMaximum: 5, format: { TextFormat.number($0) })
        let svg = SVGChart.render(chart, style: .line, id: "a")
        #expect(Self.texts(in: svg, class: "value") == (1...12).map { TextFormat.number(3 + Double($0 % 3) / 4) })
    }

    /// Labels are 12 units in a drawing at most 360 units wide, so on a 390 px phone (358 px of
    /// figure) they are drawn at 11 px or more; no label asks for a smaller size.
    @Test(arguments: [SVGChart.Style.bars, .line])
    func labelsAreLegibleOnAPhone(_ style: SVGChart.Style) throws {
        let svg = SVGChart.render(
            Self.chart([3, 1_234.5, nil, 7], categories: ["FreshWay Market Cambridge", "Star", "Harbor Foods", "x"]),
            style: style, id: "p")
        let viewBox = try #require(svg.firstMatch(of: /viewBox="0 0 ([0-9.]+) [0-9.]+"/)?.1)
        let width = try #require(Double(viewBox))
        let sizes = svg.matches(of: /font-size="([0-9.]+)"/).compactMap { Double($0.1) }
        #expect(!sizes.isEmpty)
        for size in sizes { #expect(size * 358 / width >= 11, "font-size \(size) in a \(width)-wide drawing") }
    }

    @Test func longCategoryNamesWrapOntoLinesOfTheirOwn() {
        let svg = SVGChart.render(
            Self.chart([3, 4, 5], categories: ["FreshWay Market Cambridge", "Star Market", "Harbor Foods"]),
            style: .bars, id: "w")
        #expect(svg.contains(">FreshWay Market</tspan>") || svg.contains(">FreshWay</tspan>"))
        #expect(svg.contains(">Cambridge</tspan>"))
    }

    @Test func manyDaysAreLabelledEveryFewDays() {
        let days = (1...14).map { "\($0) Nov" }
        let svg = SVGChart.render(Self.chart(days.map { _ in 1 }, categories: days), style: .bars, id: "d")
        let written = days.filter { svg.contains(">\($0)</tspan>") }
        #expect(written.first == "1 Nov" && written.count < days.count && written.count >= 4)
    }

    @Test func valuesAreEscaped() {
        let chart = ChartData(
            title: "t", categories: ["a"], series: [.init(name: "s", values: [1])], xAxis: "x", yAxis: "y",
            format: { _ in "<b>&" })
        let svg = SVGChart.render(chart, style: .bars, id: "e")
        #expect(!svg.contains("<b>") && svg.contains(">&lt;b&gt;&amp;</text>"))
    }

    @Test func severalSeriesAreNamedInTheCaption() {
        let chart = ChartData(
            title: "Budget", categories: ["5 Oct"],
            series: [.init(name: "Budget", values: [1]), .init(name: "<Actual>", values: [2])],
            xAxis: "Week starting", yAxis: "Amount (USD)", format: { TextFormat.number($0) })
        let svg = SVGChart.render(chart, style: .bars, id: "l")
        let caption = svg.components(separatedBy: "<figcaption>").last ?? ""
        #expect(caption.contains("Budget</span>") && caption.contains("&lt;Actual&gt;</span>"))
        #expect(caption.contains("class=\"series-2\""))
    }

    /// The text of every `<text class="…">` element of `svg`, in order.
    static func texts(in svg: String, class name: String) -> [String] {
        svg.components(separatedBy: "<text class=\"\(name)\"").dropFirst().compactMap { part in
            part.split(separator: ">", maxSplits: 1).last.flatMap { $0.components(separatedBy: "</text>").first }
        }
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
