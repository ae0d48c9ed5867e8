import LarderAnalysis
import LarderValues

/// The values the savings page and the savings part of the weekly report receive
/// (docs/TEMPLATES.md).
///
/// Deals carry no currency in the report, so their amounts are written as plain numbers (`1.49`).
enum SavingsPage: AnalysisPage {
    /// The page's values are under `savings`.
    static let key = "savings"
    /// Its name in the navigation.
    static let title = "Savings"

    /// The savings analysis of `report`.
    static func result(in report: Report) -> SavingsFindings { report.savings }

    /// The context for `savings.html` and the savings section of `report.md`.
    static func context(_ report: SavingsFindings, text: (String) -> String) -> Context {
        Context(
            hasData: !report.isEmpty, hasBestDeals: !report.bestDeals.isEmpty, hasMatches: !report.matches.isEmpty,
            hasStoreSavings: !report.storeSavings.isEmpty,
            headline: headline(report, text: text), filter: text(report.filter.description), chart: storeChart(report),
            activeDeals: report.activeDeals, basketItems: report.basketItems, matchedItems: report.matches.count,
            bestDealsLimit: report.bestDealsLimit, bestDeals: report.bestDeals.map { deal($0, text: text) },
            matches: report.matches.map { match($0, text: text) }, storeSavings: storeSavings(report, text: text),
            basket: basket(report, text: text),
            realised: realised(report.realised, text: text), mealPlans: mealPlans(report.mealPlans, asOf: report.asOf))
    }

    /// The dashboard sentence, or what to import when there is nothing.
    static func headline(_ report: SavingsFindings, text: (String) -> String) -> String {
        guard !report.isEmpty else {
            return "No active deals and nothing to buy: import deals and a shopping list to see what you can save."
        }
        return text(sentence(report))
    }

    /// The dashboard sentence of the report's figures, as `report.json`'s `savings.headline` gives it:
    /// `8 active deals; 6 of 8 items to buy have deals; cheapest for the list at FreshMart.`
    static func sentence(_ report: SavingsFindings) -> String {
        let (active, basket) = (report.activeDeals, report.basketItems)
        guard active + basket > 0 else { return "No active deals and nothing to buy." }
        var parts = [TextFormat.count(active, "active deal")]
        if basket == 0 {
            parts.append("nothing to buy")
        } else {
            let verb = report.matches.count == 1 ? "has a deal" : "have deals"
            parts.append("\(report.matches.count) of " + TextFormat.count(basket, "item") + " to buy " + verb)
        }
        if let cheapest = report.basket.cheapestStore { parts.append("cheapest for the list at \(cheapest)") }
        return parts.joined(separator: "; ") + "."
    }

    /// An amount of a deal, which names no currency: `1.49`.
    static func money(_ cents: Int) -> String { TextFormat.money(MoneyAmount(currency: nil, cents: cents)) }

    /// An amount of a deal per the weight it is priced by: `0.49/lb`, or `3.49` for one item.
    static func money(_ cents: Int, per unit: String?) -> String { money(cents) + (unit.map { "/" + $0 } ?? "") }

    /// A multi-buy as its ad writes it, after the price of one: ` (2 for $5)`; empty for one price.
    static func offer(_ deal: SavingsFindings.Deal, text: (String) -> String) -> String {
        deal.offer.map { " (" + text($0) + ")" } ?? ""
    }

    /// One deal; its amounts per the weight it is priced by (`0.49/lb`), a multi-buy's as the price of one
    /// with the offer after it (`2.50 (2 for $5)`).
    static func deal(_ deal: SavingsFindings.Deal, text: (String) -> String) -> Deal {
        Deal(
            store: text(deal.store), item: text(deal.item), zipCode: text(deal.zipCode ?? "—"),
            price: money(deal.priceCents, per: deal.unit) + offer(deal, text: text),
            regular: deal.originalCents.map { money($0, per: deal.unit) } ?? "—",
            saving: deal.savingCents.map { money($0, per: deal.unit) } ?? "—",
            percentOff: deal.percentOff.map { TextFormat.percent($0) } ?? "—",
            endsDate: deal.validUntil?.description ?? "", ends: ends(deal),
            until: deal.validUntil == nil ? "open-ended" : "until " + ends(deal), hasRegular: deal.originalCents != nil)
    }

    /// When a deal ends: `28 Nov (in 6 days)`, `22 Nov (today)`, `no end date`.
    static func ends(_ deal: SavingsFindings.Deal) -> String {
        guard let until = deal.validUntil, let days = deal.daysLeft else { return "no end date" }
        return "\(TextFormat.shortDate(until)) (\(TextFormat.relative(days: days)))"
    }

    /// An item to buy and its deals, cheapest first; `isCheapest` marks the first of two or more.
    private static func match(_ match: SavingsFindings.Match, text: (String) -> String) -> Match {
        Match(
            name: text(match.item), lists: match.lists.map(text).joined(separator: ", "),
            dealCount: match.deals.count,
            deals: match.deals.enumerated().map { index, found in
                Extended(
                    deal(found, text: text),
                    DealRank(isFirst: index == 0, isCheapest: index == 0 && match.deals.count > 1))
            })
    }

    private static func realised(_ realised: SavingsFindings.Realised, text: (String) -> String) -> Realised {
        Realised(
            items: realised.items.map { item in
                Extended(
                    deal(item.deal, text: text),
                    Purchase(
                        name: text(item.item), date: item.purchasedOn.description,
                        day: TextFormat.shortDate(item.purchasedOn), saved: saved(item)))
            },
            count: realised.items.count, hasItems: !realised.items.isEmpty, total: money(realised.totalCents))
    }

    /// What a purchase saved, and for a deal priced per weight, on what weight: `0.60 (3 lb at 0.20/lb)`,
    /// `0.20 (1 lb counted: the list gives no weight)`.
    private static func saved(_ item: SavingsFindings.RealisedItem) -> String {
        guard let unit = item.deal.unit else { return money(item.savingCents) }
        guard let weight = item.weight else {
            return money(item.savingCents) + " (1 \(unit) counted: the list gives no weight)"
        }
        let perUnit = item.deal.savingCents.map { money($0, per: unit) } ?? "—"
        return money(item.savingCents) + " (\(TextFormat.number(weight)) \(unit) at \(perUnit))"
    }

    private static func mealPlans(_ plans: SavingsFindings.MealPlanSavings, asOf: CivilDate) -> MealPlans {
        MealPlans(
            month: TextFormat.month(asOf), plansText: TextFormat.count(plans.plans, "meal plan"),
            total: money(plans.totalCents), plans: plans.plans, withoutEstimate: plans.plansWithoutEstimate,
            hasPlans: plans.plans > 0, hasWithoutEstimate: plans.plansWithoutEstimate > 0)
    }
}
