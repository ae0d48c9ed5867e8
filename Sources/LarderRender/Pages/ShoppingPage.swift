import LarderAnalysis
import LarderValues

/// The values the shopping page and the shopping part of the weekly report receive
/// (docs/TEMPLATES.md).
enum ShoppingPage: AnalysisPage {
    /// The key the page's values are under, and its name in the navigation.
    static let key = "shopping", title = "Shopping"

    /// The shopping analysis of `report`.
    static func result(in report: Report) -> ShoppingReport { report.shopping }

    /// The context for `shopping.html` and the shopping sections of `report.md`.
    static func context(_ report: ShoppingReport, text: (String) -> String) -> Context {
        let walked = report.walk.map { walkedStores($0, report: report) } ?? []
        let wishCount = report.wishlist.reduce(0) { $0 + $1.items.count }
        return Context(
            hasData: !report.isEmpty, headline: headline(report, text: text), toBuy: toBuy(report),
            openItems: report.openItems, storeCount: storeCount(report),
            boughtCount: report.boughtNotInInventory.count, wishCount: wishCount,
            hasOpenItems: report.openItems > 0, hasOtherStores: report.byStore.contains { !walked.contains($0.store) },
            hasBought: !report.boughtNotInInventory.isEmpty, hasWishlist: wishCount > 0,
            byStore: report.byStore.enumerated().map { index, group in
                storeGroup(group, number: index + 1, inWalk: walked.contains(group.store), text: text)
            },
            otherStores: report.byStore.filter { !walked.contains($0.store) }.map { storeGroup($0, text: text) },
            bought: report.boughtNotInInventory.map { bought($0, asOf: report.asOf, text: text) },
            wishlist: report.wishlist.map { desireLevel($0, text: text) },
            wishlistTotals: report.wishlistTotals.map { total($0, text: text) },
            wishlistTotal: line(report.wishlistTotals, text: text), walk: report.walk.map { walk($0, text: text) })
    }

    /// The dashboard sentence, or what to import when there is nothing.
    static func headline(_ report: ShoppingReport, text: (String) -> String) -> String {
        guard !report.isEmpty else {
            return
                "Nothing on the shopping list or the wishlist: import a shopping list export to see what to buy where."
        }
        return text(report.headline)
    }

    /// Stores named by open items (`Anywhere` is not one).
    static func storeCount(_ report: ShoppingReport) -> Int { report.byStore.filter { !$0.isAnywhere }.count }

    /// What the open items count: `to buy at 3 stores`, or `to buy` when no item names a store.
    static func toBuy(_ report: ShoppingReport) -> String {
        let stores = storeCount(report)
        return "to buy" + (stores > 0 ? " at " + TextFormat.count(stores, "store") : "")
    }

    /// The stores whose open items the walk lists: the walked store, and `Anywhere` (its items can
    /// be bought there too).
    private static func walkedStores(_ walk: ShoppingReport.StoreWalk, report: ShoppingReport) -> Set<String> {
        Set(report.byStore.filter { $0.isAnywhere || $0.store.lowercased() == walk.store.lowercased() }.map(\.store))
    }

    private static func walk(_ walk: ShoppingReport.StoreWalk, text: (String) -> String) -> Walk {
        Walk(
            store: text(walk.store),
            why: walk.chosenBy == "chosen" ? "the store you chose" : "the store with the most open items",
            itemsWithAisle: walk.itemsWithAisle, itemsWithoutAisle: walk.itemsWithoutAisle,
            hasItemsWithoutAisle: walk.itemsWithoutAisle > 0,
            withoutAisle: TextFormat.count(walk.itemsWithoutAisle, "item")
                + " the aisle map does not place \(walk.itemsWithoutAisle == 1 ? "comes" : "come") last, under"
                + " “\(ShoppingReport.noKnownAisle)”.",
            itemCount: walk.itemsWithAisle + walk.itemsWithoutAisle,
            stops: walk.stops.map { stop in
                Stop(
                    label: text(stop.label), isKnown: stop.aisle != nil,
                    items: stop.items.enumerated().map { index, item in
                        Extended(self.item(item, text: text), StopPlace(isFirstOfStop: index == 0))
                    })
            })
    }

    private static func storeGroup(
        _ group: ShoppingReport.StoreGroup, number: Int = 0, inWalk: Bool = false, text: (String) -> String
    ) -> StoreGroup {
        StoreGroup(
            store: text(group.store), isAnywhere: group.isAnywhere, inWalk: inWalk, anchor: "store-\(number)",
            count: group.items.count, items: group.items.map { item($0, text: text) },
            itemNames: group.items.map { text($0.name) }.joined(separator: ", "))
    }

    /// One list item.
    static func item(_ item: ShoppingReport.Item, text: (String) -> String) -> Item {
        Item(
            name: text(item.name), quantity: text(item.quantity ?? ""), category: text(item.category ?? "—"),
            store: text(item.store ?? ShoppingReport.anywhere), isAnywhere: item.store == nil,
            notes: text(item.notes ?? ""), hasNotes: item.notes.map { !$0.isEmpty } ?? false)
    }

    private static func bought(_ bought: ShoppingReport.BoughtItem, asOf: CivilDate, text: (String) -> String)
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
