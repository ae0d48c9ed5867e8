import LarderAnalysis

/// A page whose headline, when it has nothing to show, says what file of its kinds was kept as text
/// instead of asking for an import the user already made.
protocol KeptAsTextAware {
    /// The page's headline.
    var headline: String { get set }
}

extension AnalysisPage {
    /// The page's context for `report`, its headline replaced by ``keptAsTextHeadline(in:)`` when there is one.
    static func context(in report: Report, text: (String) -> String) -> Context {
        let context = self.context(result(in: report), text: text)
        guard let headline = keptAsTextHeadline(in: report, text: text), var aware = context as? any KeptAsTextAware
        else { return context }
        aware.headline = headline
        return aware as? Context ?? context
    }

    /// The page's summary for `report`, its headline replaced as the context's.
    static func summary(in report: Report, text: (String) -> String) -> PageSummary {
        var summary = self.summary(result(in: report), text: text)
        if let headline = keptAsTextHeadline(in: report, text: text) { summary.headline = headline }
        return summary
    }

    /// When the page has nothing to show and a file whose nearest kind is one of the page's tables was
    /// kept as text: which file, what it lacked and how to import it. Nil otherwise.
    static func keptAsTextHeadline(in report: Report, text: (String) -> String) -> String? {
        guard isEmpty(result(in: report)) else { return nil }
        let kept = report.notImported.kept(nearestTo: tables)
        guard let first = kept.first, let nearest = first.nearestTable, let lacks = first.lacks else { return nil }
        let others = kept.count > 1 ? " (and \(kept.count - 1) more, under Not imported)" : ""
        let kind = first.nearestKind ?? nearest
        return text(
            "Nothing here yet: \(NotImportedSection.place(first)) was kept as text\(others): nearest is \(nearest),"
                + " but \(lacks). Import it again with --as \(kind), or rename its headers to larder's"
                + " (docs/SCHEMA.md).")
    }
}

extension ExpiryPage.Context: KeptAsTextAware {}
extension ShoppingPage.Context: KeptAsTextAware {}
extension SavingsPage.Context: KeptAsTextAware {}
extension BudgetPage.Context: KeptAsTextAware {}
extension BrewPage.Context: KeptAsTextAware {}
extension EventsPage.Context: KeptAsTextAware {}

extension ExpiryPage {
    static let tables: Set<String> = ["inventory_items"]
    static func isEmpty(_ report: ExpiryFindings) -> Bool { report.inStock == 0 }
}

extension ShoppingPage {
    static let tables: Set<String> = ["shopping_items", "wish_items", "grocery_lists", "grocery_list_items"]
    static func isEmpty(_ report: ShoppingFindings) -> Bool { report.isEmpty }
}

extension SavingsPage {
    static let tables: Set<String> = ["deals", "shopping_items", "grocery_lists", "grocery_list_items"]
    static func isEmpty(_ report: SavingsFindings) -> Bool { report.isEmpty }
}

extension BudgetPage {
    static let tables: Set<String> = ["users", "budget_entries", "meal_plans", "transactions", "budget_rules"]
    static func isEmpty(_ report: BudgetFindings) -> Bool { !report.hasData }
}

extension BrewPage {
    static let tables: Set<String> = ["brew_logs", "brew_recipes"]
    static func isEmpty(_ report: BrewFindings) -> Bool { !report.hasData }
}

extension EventsPage {
    static let tables: Set<String> = ["custom_events"]
    static func isEmpty(_ report: EventsFindings) -> Bool { !report.hasData }
}
