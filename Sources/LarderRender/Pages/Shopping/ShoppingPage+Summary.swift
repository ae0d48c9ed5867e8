import LarderAnalysis

extension ShoppingPage {
    /// The overview's summary: items to buy, the store walked in aisle order, bought items to put
    /// away, and the wishlist's totals.
    static func summary(_ report: ShoppingFindings, text: (String) -> String) -> PageSummary {
        guard !report.isEmpty else { return PageSummary(headline: headline(report, text: text), figures: []) }
        var figures: [PageSummary.Figure] = [.init(value: String(report.openItems), label: toBuy(report))]
        if let walk = report.walks.first {
            figures.append(
                .init(
                    value: String(walk.itemsWithAisle + walk.itemsWithoutAisle),
                    label: "to pick up at \(text(walk.store)), in aisle order"))
        }
        figures.append(
            .init(
                value: String(report.boughtNotInInventory.count), label: "bought, not yet in the inventory",
                tone: report.boughtNotInInventory.isEmpty ? "" : "warn"))
        let wishes = report.wishlist.reduce(0) { $0 + $1.items.count }
        figures.append(
            .init(value: String(wishes), label: "on the wishlist: " + line(report.wishlistTotals, text: text)))
        return PageSummary(headline: headline(report, text: text), figures: figures)
    }
}
