import LarderAnalysis
import LarderValues

/// The values the expiry page and the expiry part of the weekly report receive (docs/TEMPLATES.md).
enum ExpiryPage: AnalysisPage {
    /// The key the page's values are under, and its name in the navigation.
    static let key = "expiry", title = "Eat first"

    /// How larder sorts food into its lists, as the page and report.md state it.
    static let rule =
        "An expiration date says when food stops being safe: past it, throw the item out. A best-before date"
        + " is about quality: past it, check the item (look, smell, taste a little); it may still be fine. An"
        + " item with both dates is to throw out only past its expiration date, to check past its best-before"
        + " date, and to eat by the sooner of the two. A date marked estimated was computed by larder from the"
        + " purchase date and shelf life, not printed on the pack: past it, check the item. High-risk food is"
        + " the exception: cooked leftovers, meat, poultry, fish and seafood, egg dishes and opened dairy, known"
        + " by their category or, when the category does not say, by a word of their name, are to throw out past"
        + " any date, printed or estimated, as the USDA FoodKeeper advises; smell is no test for the bacteria"
        + " that cause food poisoning. Each item is in one list only: waste counts what is thrown out,"
        + " \"use it up\" what is to eat."

    /// The expiry analysis of `report`.
    static func result(in report: Report) -> ExpiryFindings { report.expiry }

    /// The context for `expiry.html` and the expiry section of `report.md`.
    static func context(_ report: ExpiryFindings, text: (String) -> String) -> Context {
        let lists = lists(report, text: text)
        return Context(
            inStock: report.inStock, hasItems: report.inStock > 0, headline: headline(report),
            dueWithinDays: report.dueWithinDays, throwOutCount: report.throwOut.count, checkCount: report.check.count,
            eatTodayCount: report.eatToday.count, eatThisWeekCount: report.eatThisWeek.count,
            undatedCount: report.undated.count,
            valueAtRisk: text(TextFormat.money(report.valueAtRisk)), hasValueAtRisk: !report.valueAtRisk.isEmpty,
            rule: rule, checkOrThrowOut: lists[0].items, eatSoon: lists[1].items,
            hasCheckOrThrowOut: lists[0].hasItems, hasEatSoon: lists[1].hasItems, lists: lists,
            weekStart: TextFormat.dayAndDate(report.weekStart),
            waste: report.wasteThisWeek.map { item(text, $0, .discarded, asOf: report.asOf) },
            wasteCount: report.wasteThisWeek.count, hasWaste: !report.wasteThisWeek.isEmpty,
            wasteItems: TextFormat.count(report.wasteThisWeek.count, "item"),
            wasteCost: text(TextFormat.money(report.wasteCost)) + unpriced(report.wasteThisWeek),
            lastWeek: TextFormat.days(of: .isoWeek(containing: report.lastWeekStart)),
            wasteLastWeekNames: report.wasteLastWeek.map { text($0.name) }.joined(separator: ", "),
            wasteLastWeekCount: report.wasteLastWeek.count, hasWasteLastWeek: !report.wasteLastWeek.isEmpty,
            wasteLastWeekItems: TextFormat.count(report.wasteLastWeek.count, "item"),
            wasteLastWeekCost: text(TextFormat.money(report.wasteLastWeekCost)) + unpriced(report.wasteLastWeek),
            dueByDay: dueByDay(report), chart: dueByDayChart(report),
            useItUp: report.useItUp.map { recipe in
                Recipe(
                    name: text(recipe.name), uses: text(recipe.uses.joined(separator: ", ")),
                    ingredientCount: recipe.ingredientCount,
                    toThrowOut: text(recipe.toThrowOut.joined(separator: ", ")),
                    missing: text(recipe.missing.joined(separator: ", ")), hasToThrowOut: !recipe.toThrowOut.isEmpty,
                    hasMissing: !recipe.missing.isEmpty)
            },
            hasUseItUp: !report.useItUp.isEmpty,
            byLocation: PageTable(
                caption: "Items by location", label: "Location", rows: report.byLocation.map { group(text, $0) }),
            byCategory: PageTable(
                caption: "Items by category", label: "Category", rows: report.byCategory.map { group(text, $0) }))
    }

    /// The three lists of the page in order: check or throw out, eat today / this week, no date.
    private static func lists(_ report: ExpiryFindings, text: (String) -> String) -> [List] {
        let asOf = report.asOf
        let checkOrThrowOut =
            report.throwOut.map { item(text, $0, .throwOut, asOf: asOf) }
            + report.check.map { item(text, $0, .check, asOf: asOf) }
        let eatSoon =
            report.eatToday.map { item(text, $0, .eatToday, asOf: asOf) }
            + report.eatThisWeek.map { item(text, $0, .eatThisWeek, asOf: asOf) }
        let lists: [(String, String, String, [Item])] = [
            (
                "check-or-throw-out", "Check or throw out",
                "Throw out what is past its expiration date, and high-risk food past any date: it is not safe to"
                    + " eat. Check other food past best before or past an estimated date: it may still be fine.",
                checkOrThrowOut
            ),
            (
                "eat-soon", "Eat today / this week",
                "Due today or within \(report.dueWithinDays) days, by the sooner of their dates: plan meals around"
                    + " these.",
                eatSoon
            ),
            (
                "undated", "No date", "Add a date, or larder cannot warn you.",
                report.undated.map { item(text, $0, .undated, asOf: asOf) }
            ),
        ]
        return lists.map { key, title, advice, items in
            let notes = guidance(for: key == "check-or-throw-out" ? report.throwOut : [])
            return List(
                key: key, title: title, advice: advice, count: items.count, hasItems: !items.isEmpty, items: items,
                guidance: notes, hasGuidance: !notes.isEmpty)
        }
    }

    /// The FoodKeeper's guidance for the high-risk kinds of `items`, each kind once, in the order the items
    /// name them, then why smell is no test: larder's own text, quoted under the list.
    private static func guidance(for items: [ExpiryFindings.Item]) -> [Guidance] {
        var seen: Set<String> = []
        let kinds = items.compactMap { $0.highRisk.flatMap { FoodSafety.kind($0.kind) } }.filter {
            seen.insert($0.key).inserted
        }
        guard !kinds.isEmpty else { return [] }
        return kinds.map { Guidance(label: $0.label.prefix(1).uppercased() + $0.label.dropFirst(), text: $0.guidance) }
            + [Guidance(label: "Smell is no test", text: FoodSafety.smellIsNoTestBecause)]
    }

    /// What a cost leaves out: ` (1 without a price)`, or nothing when every item has one.
    private static func unpriced(_ items: [ExpiryFindings.Item]) -> String {
        let count = items.filter { $0.price == nil }.count
        return count == 0 ? "" : " (\(count) without a price)"
    }

    /// One sentence: how many items to throw out, to check, to eat today and within the window.
    static func headline(_ report: ExpiryFindings) -> String {
        guard report.inStock > 0 else {
            return "No food in stock: import an inventory export to see what to eat first."
        }
        if report.throwOut.isEmpty, report.check.isEmpty, report.eatToday.isEmpty, report.eatThisWeek.isEmpty {
            return "Nothing to throw out or check, and nothing due in the next \(report.dueWithinDays) days."
        }
        return "\(TextFormat.count(report.throwOut.count, "item")) to throw out (not safe to eat),"
            + " \(report.check.count) to check, \(report.eatToday.count) to eat today,"
            + " \(report.eatThisWeek.count) to eat within \(report.dueWithinDays) days."
    }

    private static func group(_ text: (String) -> String, _ group: ExpiryFindings.Group) -> Group {
        Group(
            name: text(group.name), throwOut: group.throwOut, check: group.check, eatToday: group.eatToday,
            eatThisWeek: group.eatThisWeek, total: group.total)
    }
}
