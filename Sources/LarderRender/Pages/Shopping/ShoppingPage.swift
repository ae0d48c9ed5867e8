import LarderAnalysis
import LarderValues

/// The values the shopping page and the shopping part of the weekly report receive
/// (docs/TEMPLATES.md).
enum ShoppingPage: AnalysisPage {
    /// The page's values are under `shopping`.
    static let key = "shopping"
    /// Its name in the navigation.
    static let title = "Shopping"

    /// The shopping analysis of `report`.
    static func result(in report: Report) -> ShoppingFindings { report.shopping }

    /// The context for `shopping.html` and the shopping sections of `report.md`.
    static func context(_ report: ShoppingFindings, text: (String) -> String) -> Context {
        let walked = walkedStores(report.walks, report: report)
        let printedFirst = walkedStores(Array(report.walks.prefix(1)), report: report)
        let wishCount = report.wishlist.reduce(0) { $0 + $1.items.count }
        return Context(
            hasData: !report.isEmpty, hasOpenItems: report.openItems > 0,
            hasOtherStores: report.byStore.contains { !printedFirst.contains($0.store) },
            hasBought: !report.boughtNotInInventory.isEmpty, hasWishlist: wishCount > 0,
            hasUnwalkedStores: report.byStore.contains { !walked.contains($0.store) }, hasWalks: !report.walks.isEmpty,
            headline: headline(report, text: text), toBuy: toBuy(report),
            wishlistTotal: line(report.wishlistTotals, text: text),
            openItems: report.openItems, storeCount: storeCount(report),
            boughtCount: report.boughtNotInInventory.count, wishCount: wishCount,
            byStore: report.byStore.enumerated().map { index, group in
                storeGroup(group, number: index + 1, inWalk: walked.contains(group.store), text: text)
            },
            otherStores: report.byStore.filter { !printedFirst.contains($0.store) }.map { storeGroup($0, text: text) },
            bought: report.boughtNotInInventory.map { bought($0, asOf: report.asOf, text: text) },
            wishlist: report.wishlist.map { desireLevel($0, text: text) },
            wishlistTotals: report.wishlistTotals.map { total($0, text: text) },
            walks: report.walks.enumerated().map { walk($1, number: $0 + 1, text: text) },
            walk: report.walks.first.map { walk($0, number: 1, text: text) })
    }

    /// The dashboard sentence, or what to import when there is nothing.
    static func headline(_ report: ShoppingFindings, text: (String) -> String) -> String {
        guard !report.isEmpty else {
            return
                "Nothing on the shopping list or the wishlist: import a shopping list export to see what to buy where."
        }
        return text(sentence(report))
    }

    /// The dashboard sentence of the report's figures, as `report.json`'s `shopping.headline` gives it:
    /// `8 items to buy at 2 stores; 2 bought items not yet in the inventory; 5 wishlist items.`
    static func sentence(_ report: ShoppingFindings) -> String {
        let (open, bought) = (report.openItems, report.boughtNotInInventory.count)
        let wishes = report.wishlist.reduce(0) { $0 + $1.items.count }
        guard open + bought + wishes > 0 else { return "Nothing on the shopping list or the wishlist." }
        let stores = storeCount(report)
        var parts = [
            TextFormat.count(open, "item") + " to buy" + (stores > 0 ? " at " + TextFormat.count(stores, "store") : "")
        ]
        if bought > 0 { parts.append(TextFormat.count(bought, "bought item") + " not yet in the inventory") }
        parts.append(TextFormat.count(wishes, "wishlist item"))
        return parts.joined(separator: "; ") + "."
    }

    /// Stores named by open items (`Anywhere` is not one).
    static func storeCount(_ report: ShoppingFindings) -> Int { report.byStore.filter { !$0.isAnywhere }.count }

    /// What the open items count: `to buy at 3 stores`, or `to buy` when no item names a store.
    static func toBuy(_ report: ShoppingFindings) -> String {
        let stores = storeCount(report)
        return "to buy" + (stores > 0 ? " at " + TextFormat.count(stores, "store") : "")
    }

    /// The stores whose items `walks` list: the walked stores, and `Anywhere` when there is a walk
    /// (its items can be bought at any store, so every walk lists them).
    private static func walkedStores(_ walks: [ShoppingFindings.StoreWalk], report: ShoppingFindings) -> Set<String> {
        let stores = Set(walks.map { $0.store.lowercased() })
        return Set(
            report.byStore.filter { $0.isAnywhere ? !walks.isEmpty : stores.contains($0.store.lowercased()) }
                .map(\.store))
    }

    private static func walk(_ walk: ShoppingFindings.StoreWalk, number: Int, text: (String) -> String) -> Walk {
        let count = walk.itemsWithAisle + walk.itemsWithoutAisle
        let anywhere = walk.stops.reduce(0) { $0 + $1.items.filter { $0.store == nil }.count }
        return Walk(
            store: text(walk.store),
            isChosen: walk.chosenBy == "chosen", isFirst: number == 1,
            anchor: "walk-\(number)",
            withoutAisle: TextFormat.count(walk.itemsWithoutAisle, "item")
                + " the aisle map does not place \(walk.itemsWithoutAisle == 1 ? "comes" : "come") last, under"
                + " “\(ShoppingFindings.noKnownAisle)”.",
            itemsWithAisle: walk.itemsWithAisle, itemsWithoutAisle: walk.itemsWithoutAisle,
            itemCount: count,
            hasItemsWithoutAisle: walk.itemsWithoutAisle > 0,
            items: TextFormat.count(count, "item") + " in aisle order",
            split: "\(count - anywhere) for \(text(walk.store)), \(anywhere) at any store", hasAnywhere: anywhere > 0,
            stops: walk.stops.map { stop in
                Stop(
                    label: text(stop.label), isKnown: stop.aisle != nil,
                    items: stop.items.enumerated().map { index, item in
                        Extended(self.item(item, text: text), StopPlace(isFirstOfStop: index == 0))
                    })
            })
    }

    private static func storeGroup(
        _ group: ShoppingFindings.StoreGroup, number: Int = 0, inWalk: Bool = false, text: (String) -> String
    ) -> StoreGroup {
        StoreGroup(
            store: text(group.store), anchor: "store-\(number)",
            itemNames: group.items.map { text($0.name) }.joined(separator: ", "),
            isAnywhere: group.isAnywhere, inWalk: inWalk,
            count: group.items.count, items: group.items.map { item($0, text: text) })
    }

    /// One list item, with its best deal.
    static func item(_ item: ShoppingFindings.Item, text: (String) -> String) -> Item {
        let grocery = item.lists.filter { $0 != ShoppingFindings.shoppingList }
        let elsewhere = item.deal.map { $0.store != item.store } ?? false
        return Item(
            name: text(item.name), quantity: text(item.quantity ?? ""), category: text(item.category ?? "—"),
            store: text(item.store ?? ShoppingFindings.anywhere), notes: text(item.notes ?? ""),
            isAnywhere: item.store == nil, hasNotes: item.notes.map { !$0.isEmpty } ?? false,
            deal: item.deal.map { deal($0, elsewhere: elsewhere, text: text) } ?? "", hasDeal: item.deal != nil,
            dealElsewhere: elsewhere && item.store != nil,
            from: grocery.isEmpty ? "" : "from " + grocery.map(text).joined(separator: ", "),
            hasFrom: !grocery.isEmpty)
    }

    /// A deal beside a list item: the product as the store names it (its size with it), its price and
    /// saving per the weight it is priced by, and the store when it is not the item's own:
    /// `Kerrygold Pure Irish Butter 8 oz: 3.49, save 1.30`, `Bananas (per lb): 0.49/lb, save 0.20/lb at
    /// Whole Foods Market`.
    static func deal(_ deal: SavingsFindings.Deal, elsewhere: Bool, text: (String) -> String) -> String {
        text(deal.item) + ": " + price(deal, text: text) + (elsewhere ? " at " + text(deal.store) : "")
    }

    /// A deal's price and saving, `2.99, save 1.00`, per the weight it is priced by (`0.49/lb, save 0.20/lb`),
    /// a multi-buy's price of one with the offer after it (`2.50 (2 for $5), save 0.49`).
    static func price(_ deal: SavingsFindings.Deal, text: (String) -> String) -> String {
        SavingsPage.money(deal.priceCents, per: deal.unit) + SavingsPage.offer(deal, text: text)
            + (deal.savingCents.map { ", save " + SavingsPage.money($0, per: deal.unit) } ?? "")
    }

    private static func bought(_ bought: ShoppingFindings.BoughtItem, asOf: CivilDate, text: (String) -> String)
        -> Extended<Item, Purchase>
    {
        Extended(
            item(bought.item, text: text),
            Purchase(
                hasDate: bought.purchasedOn != nil, date: bought.purchasedOn?.description ?? "",
                day: bought.purchasedOn.map(TextFormat.shortDate) ?? "—",
                when: bought.purchasedOn.map { TextFormat.relative(days: asOf.days(until: $0)) }
                    ?? "on a day not given"))
    }
}
