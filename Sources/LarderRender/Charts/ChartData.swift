/// The plain values a chart is drawn from: labelled categories, one or more series, axis titles.
public struct ChartData: Equatable, Sendable {
    /// One series of values, one per category (nil = no value).
    public struct Series: Equatable, Sendable {
        /// The series' name, for the legend and the text alternative.
        public var name: String
        /// One value per category.
        public var values: [Double?]

        /// Creates a series.
        public init(name: String, values: [Double?]) {
            self.name = name
            self.values = values
        }
    }

    /// The chart's title.
    public var title: String
    /// The categories along the x axis (weeks, days, stores).
    public var categories: [String]
    /// The series.
    public var series: [Series]
    /// The x axis title.
    public var xAxis: String
    /// The y axis title, with its unit.
    public var yAxis: String
    /// Formats a value for labels and the text alternative (`€12.30`, `4.2`).
    public var format: @Sendable (Double) -> String
    /// Whether the values are counts, so the y axis ticks are whole numbers.
    public var isCount: Bool
    /// The top of the y axis when the values have a known top (5 for a rating); nil to fit the values.
    public var yMaximum: Double?

    /// Creates chart data.
    public init(
        title: String, categories: [String], series: [Series], xAxis: String, yAxis: String, isCount: Bool = false,
        yMaximum: Double? = nil, format: @escaping @Sendable (Double) -> String
    ) {
        self.title = title
        self.categories = categories
        self.series = series
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.isCount = isCount
        self.yMaximum = yMaximum
        self.format = format
    }

    /// Whether there is no value to draw.
    public var isEmpty: Bool { series.allSatisfy { $0.values.allSatisfy { $0 == nil } } }

    /// A sentence per category listing every series' value: the chart's text alternative.
    public var textAlternative: String {
        guard !isEmpty else { return "\(title): no data yet." }
        let named = series.count > 1
        let parts = categories.enumerated().map { index, category in
            let values = series.map { line in
                let value = index < line.values.count ? line.values[index] : nil
                return (named ? "\(line.name) " : "") + (value.map(format) ?? "no value")
            }
            return "\(category): \(values.joined(separator: ", "))"
        }
        return "\(title). " + parts.joined(separator: "; ") + "."
    }

    /// Charts are equal when they draw the same thing (the formatter is not compared).
    public static func == (lhs: ChartData, rhs: ChartData) -> Bool {
        lhs.title == rhs.title && lhs.categories == rhs.categories && lhs.series == rhs.series
            && lhs.xAxis == rhs.xAxis && lhs.yAxis == rhs.yAxis && lhs.isCount == rhs.isCount
            && lhs.yMaximum == rhs.yMaximum
    }
}
