import LarderAnalysis

extension SavingsPage {
    /// The overview's summary: active deals, items with a deal, the largest saving per store, the
    /// cheapest store for the basket, and savings made (five figures: one row of cards).
    static func summary(_ report: SavingsFindings, text: (String) -> String) -> PageSummary {
        guard !report.isEmpty else { return PageSummary(headline: headline(report, text: text), figures: []) }
        var figures: [PageSummary.Figure] = [
            .init(value: String(report.activeDeals), label: "active deals"),
            .init(value: "\(report.matches.count) of \(report.basketItems)", label: "items to buy have a deal"),
        ]
        if let best = report.storeSavings.first {
            figures.append(
                .init(
                    value: money(best.savingCents), label: "to save at \(text(best.store))",
                    tone: best.savingCents > 0 ? "good" : ""))
        }
        if let cheapest = report.basket.cheapestStore {
            figures.append(.init(value: text(cheapest), label: "cheapest for the list"))
        }
        figures.append(.init(value: money(report.realised.totalCents), label: "saved already on deals"))
        return PageSummary(headline: headline(report, text: text), figures: figures)
    }
}
