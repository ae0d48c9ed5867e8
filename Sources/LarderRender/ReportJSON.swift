import Foundation
import LarderAnalysis

/// `report.json`: every figure of the report for machines, with sorted keys so the bytes are stable.
enum ReportJSON {
    static func encode(_ report: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else {
            preconditionFailure("the report's plain values always encode")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The report as `report.json` holds it: the analyses' figures, and beside the savings and shopping
/// figures the dashboard sentence of their pages (`headline`), which the pages write.
struct ReportDocument: Encodable {
    /// The analyses' figures.
    let report: Report

    /// The report's own keys, then `savings` and `shopping` again, each with its sentence.
    func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(
            WithHeadline(figures: report.savings, headline: SavingsPage.sentence(report.savings)), forKey: .savings)
        try container.encode(
            WithHeadline(figures: report.shopping, headline: ShoppingPage.sentence(report.shopping)),
            forKey: .shopping)
    }

    private enum Key: CodingKey { case savings, shopping }
}

/// An analysis's figures with its page's dashboard sentence as one more key, `headline`.
private struct WithHeadline<Figures: Encodable>: Encodable {
    let figures: Figures
    let headline: String

    func encode(to encoder: any Encoder) throws {
        try figures.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(headline, forKey: .headline)
    }

    private enum Key: CodingKey { case headline }
}
