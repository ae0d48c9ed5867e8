/// Draws a ``ChartData`` as inline SVG: bars (grouped when there are several series) or a line.
///
/// The SVG has `role="img"`, a `<title>` and a `<desc>` holding the text alternative, labelled axes,
/// and uses `currentColor` and CSS variables so it follows dark mode and prints. Every label is
/// escaped: category names may come from imported data. A chart with no data is not drawn; the
/// result says so in a paragraph instead.
///
/// The drawing is 360 units wide, about a phone's width, so its 12-unit labels stay at least 11 px
/// on a 390 px screen; the page's style caps the figure at 30rem, where they are 16 px. Each bar and
/// point carries its value (a zero bar none); values too wide for their bar are written upwards.
/// Category labels that do not fit their slot wrap onto up to three lines or, when that does not
/// help, only every second (third …) one is written. The legend is in the caption, as HTML.
public enum SVGChart {
    /// How values are drawn.
    public enum Style: Sendable {
        /// Vertical bars, side by side per category.
        case bars
        /// A line through the points of each series.
        case line
    }

    static let width = 360.0
    static let right = 8.0
    static let plotHeight = 180.0
    /// The font size of every label, in drawing units.
    static let fontSize = 12.0
    static let lineHeight = 14.0

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
        let layout = Layout(chart, style: style, scale: scale)
        var svg: [String] = [
            "<figure class=\"chart\">",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(num(width)) \(num(layout.height))\" role=\"img\""
                + " aria-labelledby=\"\(XMLText.escape(id))-title \(XMLText.escape(id))-desc\" width=\"100%\""
                + " preserveAspectRatio=\"xMidYMid meet\" font-size=\"\(num(fontSize))\">",
            "<title id=\"\(XMLText.escape(id))-title\">\(XMLText.escape(chart.title))</title>",
            "<desc id=\"\(XMLText.escape(id))-desc\">\(XMLText.escape(chart.textAlternative))</desc>",
        ]
        svg += axes(chart, layout)
        svg += style == .bars ? bars(chart, layout) : lines(chart, layout)
        svg.append("</svg>")
        svg.append("<figcaption>\(XMLText.escape(chart.title))\(legend(chart))</figcaption>")
        svg.append("</figure>")
        return svg.joined(separator: "\n")
    }

    /// Where everything goes: margins sized to the labels they hold.
    struct Layout {
        let scale: ChartScale
        let left, top, bottom, height: Double
        let step: Double
        /// Each category's label, as lines; an empty label is not written (thinned out).
        let categoryLines: [[String]]
        /// Whether the values are written upwards (they are wider than their bar).
        let upright: Bool
        /// Only every `valueEvery`-th point of a line carries its value (alternately above and below it).
        let valueEvery: Int

        init(_ chart: ChartData, style: Style, scale: ChartScale) {
            self.scale = scale
            let tickWidth = scale.ticks.map { SVGChart.textWidth(chart.format($0)) }.max() ?? 0
            left = 4 + SVGChart.lineHeight + 6 + tickWidth + 6
            let count = max(chart.categories.count, 1)
            step = (SVGChart.width - left - SVGChart.right) / Double(count)
            let labels = chart.series.flatMap { $0.values.compactMap { $0 } }.filter { $0 != 0 }.map(chart.format)
            let widest = labels.map(SVGChart.textWidth).max() ?? 0
            let barWidth = step * 0.8 / Double(max(chart.series.count, 1))
            upright = style == .bars && widest > barWidth + 2
            // A line's values alternate above and below their points, so two slots hold each one.
            valueEvery = style == .line ? max(1, Int(((widest + 4) / (2 * step)).rounded(.up))) : 1
            top = 8 + (upright ? widest + 6 : SVGChart.lineHeight + 4)
            categoryLines = Self.layoutCategories(chart.categories, step: step)
            let lines = Double(categoryLines.map(\.count).max() ?? 1)
            bottom = 6 + lines * SVGChart.lineHeight + 6 + SVGChart.lineHeight + 6
            height = top + SVGChart.plotHeight + bottom
        }

        /// The category labels: one line each when they fit, else wrapped at spaces onto up to three
        /// lines when that makes them fit, else every n-th label on one line.
        static func layoutCategories(_ categories: [String], step: Double) -> [[String]] {
            let room = step - 4
            if categories.allSatisfy({ SVGChart.textWidth($0) <= room }) { return categories.map { [$0] } }
            let wrapped = categories.map { wrap($0, width: room) }
            if wrapped.allSatisfy({ $0.count <= 3 && $0.allSatisfy { SVGChart.textWidth($0) <= room } }) {
                return wrapped
            }
            let widest = categories.map(SVGChart.textWidth).max() ?? 0
            let every = max(1, Int(((widest + 6) / step).rounded(.up)))
            let slot = step * Double(every) - 6
            return categories.enumerated().map { index, category in
                index % every == 0 ? [SVGChart.truncate(category, width: slot)] : []
            }
        }

        /// Words onto lines no wider than `width` (a word wider than that on a line of its own).
        static func wrap(_ text: String, width: Double) -> [String] {
            var lines: [String] = []
            for word in text.split(separator: " ").map(String.init) {
                if let last = lines.last, SVGChart.textWidth(last + " " + word) <= width {
                    lines[lines.count - 1] = last + " " + word
                } else {
                    lines.append(word)
                }
            }
            return lines.isEmpty ? [""] : lines
        }

        var plotWidth: Double { SVGChart.width - left - SVGChart.right }

        func y(_ value: Double) -> Double {
            top + SVGChart.plotHeight * (1 - (scale.maximum == 0 ? 0 : value / scale.maximum))
        }

        func center(_ index: Int) -> Double { left + step * (Double(index) + 0.5) }
    }

    /// A generous estimate of a label's width at the chart's font size (0.62 em a character).
    static func textWidth(_ text: String) -> Double { Double(text.count) * fontSize * 0.62 }

    /// `text` cut to fit `width`, ending in "…" when cut.
    static func truncate(_ text: String, width: Double) -> String {
        guard textWidth(text) > width else { return text }
        let keep = max(1, Int(width / (fontSize * 0.62)) - 1)
        return String(text.prefix(keep)) + "…"
    }

    private static func axes(_ chart: ChartData, _ layout: Layout) -> [String] {
        var parts: [String] = ["<g class=\"axes\" fill=\"currentColor\">"]
        for tick in layout.scale.ticks {
            let ty = layout.y(tick)
            parts.append(
                "<line x1=\"\(num(layout.left))\" x2=\"\(num(width - right))\" y1=\"\(num(ty))\" y2=\"\(num(ty))\""
                    + " stroke=\"currentColor\" stroke-opacity=\"0.15\"/>")
            parts.append(
                "<text x=\"\(num(layout.left - 6))\" y=\"\(num(ty + 4))\" text-anchor=\"end\">"
                    + "\(XMLText.escape(chart.format(tick)))</text>")
        }
        let base = layout.top + plotHeight
        for (index, lines) in layout.categoryLines.enumerated() where !lines.isEmpty {
            let x = num(layout.center(index))
            let spans = lines.enumerated().map { line, text in
                "<tspan x=\"\(x)\" y=\"\(num(base + 6 + fontSize + Double(line) * lineHeight))\">"
                    + "\(XMLText.escape(text))</tspan>"
            }
            parts.append("<text text-anchor=\"middle\">\(spans.joined())</text>")
        }
        parts.append(
            "<text x=\"\(num(layout.left + layout.plotWidth / 2))\" y=\"\(num(layout.height - 6))\""
                + " text-anchor=\"middle\" font-weight=\"600\">\(XMLText.escape(chart.xAxis))</text>")
        let middle = num(layout.top + plotHeight / 2)
        parts.append(
            "<text x=\"14\" y=\"\(middle)\" text-anchor=\"middle\" font-weight=\"600\""
                + " transform=\"rotate(-90 14 \(middle))\">\(XMLText.escape(chart.yAxis))</text>")
        parts.append(
            "<line x1=\"\(num(layout.left))\" x2=\"\(num(width - right))\" y1=\"\(num(base))\""
                + " y2=\"\(num(base))\" stroke=\"currentColor\"/>")
        parts.append("</g>")
        return parts
    }

    private static func bars(_ chart: ChartData, _ layout: Layout) -> [String] {
        let barWidth = layout.step * 0.8 / Double(max(chart.series.count, 1))
        return seriesGroups(chart) { seriesIndex, series in
            series.values.enumerated().flatMap { index, value -> [String] in
                guard let value, index < chart.categories.count else { return [] }
                let x = layout.left + layout.step * Double(index) + layout.step * 0.1 + barWidth * Double(seriesIndex)
                let top = layout.y(max(value, 0))
                var marks = [
                    "<rect x=\"\(num(x))\" y=\"\(num(top))\" width=\"\(num(barWidth))\""
                        + " height=\"\(num(layout.y(0) - top))\">\(title(chart, index, value))</rect>"
                ]
                if value != 0 { marks.append(valueLabel(chart.format(value), x: x + barWidth / 2, y: top, layout)) }
                return marks
            }
        }
    }

    /// A value above its bar: level, or upwards from the bar's top when it is wider than the bar.
    private static func valueLabel(_ text: String, x: Double, y: Double, _ layout: Layout) -> String {
        if layout.upright {
            let tx = num(x + fontSize * 0.35)
            let ty = num(y - 4)
            return "<text class=\"value\" x=\"\(tx)\" y=\"\(ty)\" transform=\"rotate(-90 \(tx) \(ty))\">"
                + "\(XMLText.escape(text))</text>"
        }
        return "<text class=\"value\" x=\"\(num(x))\" y=\"\(num(y - 4))\" text-anchor=\"middle\">"
            + "\(XMLText.escape(text))</text>"
    }

    private static func lines(_ chart: ChartData, _ layout: Layout) -> [String] {
        seriesGroups(chart) { _, series in
            let points = series.values.enumerated().compactMap { index, value in
                value.map { (layout.center(index), layout.y($0), index, $0) }
            }
            let line = points.map { "\(num($0.0)),\(num($0.1))" }.joined(separator: " ")
            return ["<polyline fill=\"none\" stroke-width=\"2\" points=\"\(line)\"/>"]
                + points.map { point in
                    "<circle cx=\"\(num(point.0))\" cy=\"\(num(point.1))\" r=\"3\">\(title(chart, point.2, point.3))</circle>"
                }
                + points.filter { $0.2 % layout.valueEvery == 0 }.map { point in
                    // Every other labelled point has its value below it, unless that would reach the axis.
                    let below = (point.2 / layout.valueEvery) % 2 == 1 && point.1 + fontSize + 8 < layout.y(0)
                    return valueLabel(
                        chart.format(point.3), x: point.0, y: below ? point.1 + fontSize + 8 : point.1 - 2, layout)
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

    /// The series' names beside a swatch of their colour, for the caption; none for one series.
    private static func legend(_ chart: ChartData) -> String {
        guard chart.series.count > 1 else { return "" }
        let keys = chart.series.enumerated().map { index, series in
            "<span class=\"key\"><svg width=\"12\" height=\"12\" aria-hidden=\"true\">"
                + "<rect class=\"series-\(index + 1)\" width=\"12\" height=\"12\"/></svg> \(XMLText.escape(series.name))</span>"
        }
        return " <span class=\"legend\">" + keys.joined(separator: " ") + "</span>"
    }

    static func num(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
