/// Draws a ``ChartData`` as inline SVG: bars (grouped when there are several series) or a line.
///
/// The SVG has `role="img"`, a `<title>` and a `<desc>` holding the text alternative, labelled axes,
/// and uses `currentColor` and CSS variables so it follows dark mode and prints. Every label is
/// escaped: category names may come from imported data. A chart with no data is not drawn; the
/// result says so in a paragraph instead.
public enum SVGChart {
    /// How values are drawn.
    public enum Style: Sendable {
        /// Vertical bars, side by side per category.
        case bars
        /// A line through the points of each series.
        case line
    }

    static let width = 640.0
    static let height = 260.0
    static let left = 76.0
    static let right = 16.0
    static let top = 36.0
    static let bottom = 56.0

    /// The SVG (or the "no data" paragraph) for a chart; `id` must be unique on the page.
    public static func render(_ chart: ChartData, style: Style, id: String) -> String {
        guard !chart.isEmpty else {
            return
                "<p class=\"chart-empty\" id=\"\(XMLText.escape(id))\">\(XMLText.escape(chart.title)): no data yet.</p>"
        }
        let maximum = chart.series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0
        let scale =
            chart.yMaximum.map { ChartScale(upTo: max($0, maximum)) }
            ?? ChartScale(maximum: maximum, wholeNumbers: chart.isCount)
        var svg: [String] = [
            "<figure class=\"chart\">",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(int(width)) \(int(height))\" role=\"img\""
                + " aria-labelledby=\"\(id)-title \(id)-desc\" width=\"100%\" preserveAspectRatio=\"xMidYMid meet\">",
            "<title id=\"\(id)-title\">\(XMLText.escape(chart.title))</title>",
            "<desc id=\"\(id)-desc\">\(XMLText.escape(chart.textAlternative))</desc>",
        ]
        svg += axes(chart, scale: scale)
        svg += style == .bars ? bars(chart, scale: scale) : lines(chart, scale: scale)
        svg += legend(chart)
        svg.append("</svg>")
        svg.append("<figcaption>\(XMLText.escape(chart.title))</figcaption>")
        svg.append("</figure>")
        return svg.joined(separator: "\n")
    }

    private static var plotWidth: Double { width - left - right }
    private static var plotHeight: Double { height - top - bottom }

    static func y(_ value: Double, _ scale: ChartScale) -> Double {
        top + plotHeight * (1 - (scale.maximum == 0 ? 0 : value / scale.maximum))
    }

    private static func axes(_ chart: ChartData, scale: ChartScale) -> [String] {
        var parts: [String] = ["<g class=\"axes\" fill=\"currentColor\" font-size=\"11\">"]
        for tick in scale.ticks {
            let ty = y(tick, scale)
            parts.append(
                "<line x1=\"\(num(left))\" x2=\"\(num(width - right))\" y1=\"\(num(ty))\" y2=\"\(num(ty))\""
                    + " stroke=\"currentColor\" stroke-opacity=\"0.15\"/>")
            parts.append(
                "<text x=\"\(num(left - 6))\" y=\"\(num(ty + 4))\" text-anchor=\"end\">\(XMLText.escape(chart.format(tick)))</text>"
            )
        }
        let step = plotWidth / Double(max(chart.categories.count, 1))
        let every = max(1, Int((Double(chart.categories.count) * 48 / plotWidth).rounded(.up)))
        for (index, category) in chart.categories.enumerated() where index % every == 0 {
            let x = left + step * (Double(index) + 0.5)
            parts.append(
                "<text x=\"\(num(x))\" y=\"\(num(height - bottom + 16))\" text-anchor=\"middle\">\(XMLText.escape(category))</text>"
            )
        }
        parts.append(
            "<text x=\"\(num(left + plotWidth / 2))\" y=\"\(num(height - 8))\" text-anchor=\"middle\" font-size=\"12\">"
                + "\(XMLText.escape(chart.xAxis))</text>")
        parts.append(
            "<text x=\"14\" y=\"\(num(top + plotHeight / 2))\" text-anchor=\"middle\" font-size=\"12\""
                + " transform=\"rotate(-90 14 \(num(top + plotHeight / 2)))\">\(XMLText.escape(chart.yAxis))</text>")
        parts.append(
            "<line x1=\"\(num(left))\" x2=\"\(num(width - right))\" y1=\"\(num(top + plotHeight))\""
                + " y2=\"\(num(top + plotHeight))\" stroke=\"currentColor\"/>")
        parts.append("</g>")
        return parts
    }

    private static func bars(_ chart: ChartData, scale: ChartScale) -> [String] {
        let step = plotWidth / Double(max(chart.categories.count, 1))
        let barWidth = step * 0.8 / Double(max(chart.series.count, 1))
        return seriesGroups(chart) { seriesIndex, series in
            series.values.enumerated().compactMap { index, value in
                guard let value, index < chart.categories.count else { return nil }
                let x = left + step * Double(index) + step * 0.1 + barWidth * Double(seriesIndex)
                let top = y(max(value, 0), scale)
                return "<rect x=\"\(num(x))\" y=\"\(num(top))\" width=\"\(num(barWidth))\""
                    + " height=\"\(num(y(0, scale) - top))\">\(title(chart, index, value))</rect>"
            }
        }
    }

    private static func lines(_ chart: ChartData, scale: ChartScale) -> [String] {
        let step = plotWidth / Double(max(chart.categories.count, 1))
        return seriesGroups(chart) { _, series in
            let points = series.values.enumerated().compactMap { index, value in
                value.map { (left + step * (Double(index) + 0.5), y($0, scale), index, $0) }
            }
            let line = points.map { "\(num($0.0)),\(num($0.1))" }.joined(separator: " ")
            return ["<polyline fill=\"none\" stroke-width=\"2\" points=\"\(line)\"/>"]
                + points.map { point in
                    "<circle cx=\"\(num(point.0))\" cy=\"\(num(point.1))\" r=\"3\">\(title(chart, point.2, point.3))</circle>"
                }
        }
    }

    /// Each series' marks in a group of its own (`series-1`…, which the page's colours select), in order.
    private static func seriesGroups(_ chart: ChartData, marks: (Int, ChartData.Series) -> [String]) -> [String] {
        chart.series.enumerated().flatMap { index, series in
            ["<g class=\"series series-\(index + 1)\">"] + marks(index, series) + ["</g>"]
        }
    }

    /// The tooltip of one value: its category and the value as the chart formats it.
    private static func title(_ chart: ChartData, _ index: Int, _ value: Double) -> String {
        "<title>\(XMLText.escape("\(chart.categories[index]): \(chart.format(value))"))</title>"
    }

    private static func legend(_ chart: ChartData) -> [String] {
        guard chart.series.count > 1 else { return [] }
        var parts = ["<g class=\"legend\" font-size=\"11\" fill=\"currentColor\">"]
        for (index, series) in chart.series.enumerated() {
            let x = left + Double(index) * 140
            parts.append(
                "<rect class=\"series-\(index + 1)\" x=\"\(num(x))\" y=\"10\" width=\"10\" height=\"10\"/>"
                    + "<text x=\"\(num(x + 14))\" y=\"19\">\(XMLText.escape(series.name))</text>")
        }
        parts.append("</g>")
        return parts
    }

    static func num(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func int(_ value: Double) -> String { String(Int(value)) }
}
