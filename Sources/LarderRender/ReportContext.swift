import LarderAnalysis

/// The values every template of a report receives (docs/TEMPLATES.md): the date, each analysis'
/// page context under its key, `overview`, `digest`, `notImported`, and on HTML pages the navigation.
struct ReportContext: Encodable {
    /// The date the report is for, `2026-11-22`, and the same date for people, `Sun 22 Nov 2026`.
    var asOf, asOfLong: String
    /// Every page's summary, in navigation order.
    var overview: [Summary]
    /// The week's five answers that open report.md.
    var digest: ReportDigest
    /// What was not imported: rejected rows per kind and files kept as text.
    var notImported: NotImportedSection
    /// Each analysis' context under its page's key (`budget`).
    var analyses: [(key: String, context: any Encodable)]
    /// On HTML pages only: `title`, `file` and `nav`, beside the other keys.
    var navigation: PageNavigation?

    /// One page's entry in `overview`: where it is, its headline and its figures.
    struct Summary: Codable {
        /// The page's key, its name, its file and its headline.
        var key, title, file, headline: String
        var hasFigures: Bool
        var figures: [PageSummary.Figure]
    }

    /// A key chosen at run time: an analysis' key.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Writes the analyses under their keys, beside the date, the overview and the navigation.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(asOf, forKey: Key(stringValue: "asOf"))
        try container.encode(asOfLong, forKey: Key(stringValue: "asOfLong"))
        try container.encode(overview, forKey: Key(stringValue: "overview"))
        try container.encode(digest, forKey: Key(stringValue: "digest"))
        try container.encode(notImported, forKey: Key(stringValue: "notImported"))
        for (key, context) in analyses { try container.encode(context, forKey: Key(stringValue: key)) }
        try navigation?.encode(to: encoder)
    }
}
