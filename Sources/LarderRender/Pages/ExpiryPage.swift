import LarderAnalysis
import LarderValues

/// The values the expiry page and the expiry part of the weekly report receive (docs/TEMPLATES.md).
enum ExpiryPage: AnalysisPage {
    /// The page's values are under `expiry`.
    static let key = "expiry"
    /// Its name in the navigation.
    static let title = "Eat first"

    /// The expiry analysis of `report`.
    static func result(in report: Report) -> ExpiryReport { report.expiry }

    /// The context for `expiry.html` and the expiry section of `report.md`.
    static func context(_ report: ExpiryReport, text: (String) -> String) -> Context {
        let eatFirst = (report.expired + report.dueToday + report.dueSoon).map { entry in
            Extended(
                item(text, entry, asOf: report.asOf), State(state: (entry.daysLeft ?? 0) < 0 ? "expired" : "expires"))
        }
        return Context(
            inStock: report.inStock, hasItems: report.inStock > 0, headline: headline(report),
            dueWithinDays: report.dueWithinDays, expiredCount: report.expired.count,
            dueTodayCount: report.dueToday.count, dueSoonCount: report.dueSoon.count,
            undatedCount: report.undated.count,
            valueAtRisk: text(TextFormat.money(report.valueAtRisk)), hasValueAtRisk: !report.valueAtRisk.isEmpty,
            eatFirst: eatFirst, hasEatFirst: !eatFirst.isEmpty, lists: lists(report, text: text),
            weekStart: TextFormat.shortDate(report.weekStart),
            waste: report.wasteThisWeek.map { item(text, $0, asOf: report.asOf) },
            wasteCount: report.wasteThisWeek.count, hasWaste: !report.wasteThisWeek.isEmpty,
            wasteItems: TextFormat.count(report.wasteThisWeek.count, "item"),
            wasteCost: text(TextFormat.money(report.wasteCost)),
            dueByDay: dueByDay(report), chart: dueByDayChart(report),
            useItUp: report.useItUp.map { recipe in
                Recipe(
                    name: text(recipe.name), uses: text(recipe.uses.joined(separator: ", ")),
                    ingredientCount: recipe.ingredientCount)
            },
            hasUseItUp: !report.useItUp.isEmpty,
            byLocation: PageTable(
                caption: "Items by location", label: "Location", rows: report.byLocation.map { group(text, $0) }),
            byCategory: PageTable(
                caption: "Items by category", label: "Category", rows: report.byCategory.map { group(text, $0) }))
    }

    /// The six lists of the page in order.
    private static func lists(_ report: ExpiryReport, text: (String) -> String) -> [List] {
        let window = report.dueWithinDays
        let lists: [(String, String, String, [ExpiryReport.Item])] = [
            ("expired", "Expired", "Past the expiration date: not safe to eat.", report.expired),
            ("dueToday", "Expires today", "Eat or freeze today.", report.dueToday),
            ("dueSoon", "Expires within \(window) days", "Plan meals around these.", report.dueSoon),
            (
                "pastBestBefore", "Past best before", "Quality may have dropped; check them, they may still be fine.",
                report.pastBestBefore
            ),
            ("bestBeforeSoon", "Best before within \(window) days", "Best eaten soon.", report.bestBeforeSoon),
            ("undated", "No date", "Add a date, or larder cannot warn you.", report.undated),
        ]
        return lists.map { key, title, advice, items in
            List(
                key: key, title: title, advice: advice, count: items.count, hasItems: !items.isEmpty,
                items: items.map { item(text, $0, asOf: report.asOf) })
        }
    }

    /// One sentence: how many items expired, are due today and due soon.
    static func headline(_ report: ExpiryReport) -> String {
        guard report.inStock > 0 else {
            return "No food in stock: import an inventory export to see what to eat first."
        }
        let urgent = report.expired.count + report.dueToday.count
        if urgent == 0, report.dueSoon.isEmpty {
            return "Nothing expires in the next \(report.dueWithinDays) days."
        }
        return "\(TextFormat.count(report.expired.count, "item")) expired, \(report.dueToday.count) due today,"
            + " \(report.dueSoon.count) due within \(report.dueWithinDays) days."
    }

    private static func item(_ text: (String) -> String, _ item: ExpiryReport.Item, asOf: CivilDate) -> Item {
        Item(
            name: text(item.name), location: text(item.location ?? "—"), category: text(item.category ?? "—"),
            quantity: text(item.quantity ?? ""), date: item.date?.description ?? "—",
            when: item.daysLeft.map(TextFormat.relative(days:)) ?? "no date", estimated: item.isEstimated,
            price: item.price.map { text(TextFormat.money($0)) } ?? "",
            recommended: item.recommendedDate.map { date in
                Recommended(
                    date: date.description, when: TextFormat.relative(days: asOf.days(until: date)),
                    basis: text(item.recommendationBasis ?? ""))
            })
    }

    private static func group(_ text: (String) -> String, _ group: ExpiryReport.Group) -> Group {
        Group(
            name: text(group.name), expired: group.expired, dueToday: group.dueToday, dueSoon: group.dueSoon,
            total: group.total)
    }
}
