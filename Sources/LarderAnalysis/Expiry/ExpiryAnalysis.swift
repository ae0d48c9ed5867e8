import GRDB
import LarderStore
import LarderValues

/// Classifies the food in stock by its dates, as of a day: food safety first.
///
/// Each item lands in exactly one list (``classify(_:)``): to throw out (past a given expiration
/// date, or high-risk food past any date: not safe), to check (other food past a best-before date, or
/// past an expiration date larder estimated),
/// to eat today, to eat within the window, undated, or none when its date is further off. Waste
/// counts the items to throw out and use-it-up the items to eat, so no item is counted in both.
public struct ExpiryAnalysis: Analysis {
    /// The day, whose inventory to read, and the "due soon" window.
    public let settings: ReportSettings

    /// Creates the analysis for a report.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// "Due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int { settings.dueWithinDays }

    /// Reads the inventory and builds the report.
    public func analyse(_ db: Database) throws -> ExpiryFindings {
        let rows = try InventoryQueries.inStock(for: scope.filter, in: db)
        let shelfLife = try ShelfLifeTable(db)
        var report = ExpiryFindings(
            asOf: asOf, dueWithinDays: dueWithinDays, inStock: rows.count, throwOut: [], check: [], eatToday: [],
            eatThisWeek: [], undated: [], valueAtRisk: [], weekStart: asOf.startOfWeek, wasteThisWeek: [],
            wasteCost: [], useItUp: [], dueByDay: dueByDay(rows), byLocation: [], byCategory: [])
        var locations: [String: ExpiryFindings.Group] = [:]
        var categories: [String: ExpiryFindings.Group] = [:]
        var kept: [String] = []
        for row in rows {
            var (item, list) = classify(row)
            if list == .undated, let found = recommendation(for: row, item: item, shelfLife: shelfLife) {
                item.recommendedDate = found.date
                item.recommendationBasis = found.basis
            }
            if list != .throwOut { kept.append(item.name) }
            switch list {
            case .throwOut: report.throwOut.append(item)
            case .check: report.check.append(item)
            case .eatToday: report.eatToday.append(item)
            case .eatThisWeek: report.eatThisWeek.append(item)
            case .undated: report.undated.append(item)
            case .later: break
            }
            tally(item.location ?? "Unknown location", list, into: &locations)
            tally(item.category ?? "Uncategorised", list, into: &categories)
        }
        sortLists(&report)
        report.valueAtRisk = Self.totals(report.check + report.eatToday + report.eatThisWeek)
        report.wasteThisWeek = try waste(
            db, throwOut: report.throwOut, from: report.weekStart, before: asOf.adding(days: 1))
        report.wasteCost = Self.totals(report.wasteThisWeek)
        report.lastWeekStart = report.weekStart.adding(days: -7)
        report.wasteLastWeek = try waste(
            db, throwOut: report.throwOut, from: report.lastWeekStart, before: report.weekStart)
        report.wasteLastWeekCost = Self.totals(report.wasteLastWeek)
        report.useItUp = try recipes(
            db, using: report.eatToday + report.eatThisWeek, throwOut: report.throwOut, kept: kept)
        report.byLocation = locations.values.sorted { $0.name < $1.name }
        report.byCategory = categories.values.sorted { $0.name < $1.name }
        return report
    }

    /// The one list an item in stock belongs to.
    enum List {
        case throwOut, check, eatToday, eatThisWeek, undated, later
    }

    /// The item of `row` and its list.
    ///
    /// The expiration date decides safety and the best-before date quality: past a given expiration
    /// date is to throw out; past an estimated one, or past best before (even while the expiration
    /// date is still ahead), is to check — unless the food is high-risk (``FoodSafety``), which past any
    /// date is to throw out. Otherwise the sooner of the two dates (the expiration date on a tie) says
    /// when to eat it.
    func classify(_ row: InventoryQueries.Item) -> (ExpiryFindings.Item, List) {
        let expiration = row.expirationDate.flatMap(CivilDate.init(iso:))
        let bestBefore = row.bestBeforeDate.flatMap(CivilDate.init(iso:))
        let estimated = expiration != nil && (row.expirationEstimated ?? false)
        // Classified at most once, and only for an item some list shows: most of a stock is further off
        // than the window, and a report must stay a fraction of an import's time.
        var risk: FoodSafety.Finding?? = nil
        func highRisk() -> FoodSafety.Finding? {
            if let risk { return risk }
            let found = FoodSafety.classify(name: row.name, category: row.category, notes: row.notes)
            risk = .some(found)
            return found
        }
        func item(_ date: CivilDate?, _ kind: ExpiryFindings.DateKind?, _ estimated: Bool) -> ExpiryFindings.Item {
            var item = self.item(row, date, kind, estimated: estimated)
            item.highRisk = highRisk()
            return item
        }
        if let expiration, expiration < asOf {
            return (item(expiration, .expiration, estimated), !estimated || highRisk() != nil ? .throwOut : .check)
        }
        if let bestBefore, bestBefore < asOf {
            return (item(bestBefore, .bestBefore, false), highRisk() == nil ? .check : .throwOut)
        }
        let dates = [(expiration, ExpiryFindings.DateKind.expiration), (bestBefore, .bestBefore)]
            .compactMap { date, kind in date.map { ($0, kind) } }
        guard let (date, kind) = dates.min(by: { $0.0 < $1.0 }) else { return (item(nil, nil, false), .undated) }
        let daysLeft = asOf.days(until: date)
        if daysLeft > dueWithinDays {
            return (self.item(row, date, kind, estimated: kind == .expiration && estimated), .later)
        }
        return (item(date, kind, kind == .expiration && estimated), daysLeft == 0 ? .eatToday : .eatThisWeek)
    }

    /// The item of `row`, shown with `date` (of `kind`).
    func item(
        _ row: InventoryQueries.Item, _ date: CivilDate?, _ kind: ExpiryFindings.DateKind?, estimated: Bool = false
    ) -> ExpiryFindings.Item {
        var item = ExpiryFindings.Item(
            name: row.name, location: row.location, category: row.category,
            quantity: Self.quantity(row.quantity, unit: row.unit), date: date, dateKind: kind, expirationDate: nil,
            daysLeft: date.map { asOf.days(until: $0) }, isEstimated: estimated,
            highRisk: nil, recommendedDate: nil,
            recommendationBasis: nil,
            price: row.price.map { MoneyAmount(currency: row.currencyCode, cents: Figures.cents($0)) })
        if kind == .bestBefore { item.expirationDate = row.expirationDate.flatMap(CivilDate.init(iso:)) }
        return item
    }

    /// Oldest first, the items to throw out before those to check; undated items with a recommended
    /// date first, soonest first.
    private func sortLists(_ report: inout ExpiryFindings) {
        let soonestFirst: (ExpiryFindings.Item, ExpiryFindings.Item) -> Bool = {
            ($0.daysLeft ?? 0, $0.name) < ($1.daysLeft ?? 0, $1.name)
        }
        report.throwOut.sort(by: soonestFirst)
        report.check.sort(by: soonestFirst)
        report.eatToday.sort(by: soonestFirst)
        report.eatThisWeek.sort(by: soonestFirst)
        report.undated.sort { first, second in
            let firstDate = first.recommendedDate ?? .distantFuture
            let secondDate = second.recommendedDate ?? .distantFuture
            return firstDate == secondDate ? first.name < second.name : firstDate < secondDate
        }
    }

    private func tally(_ name: String, _ list: List, into groups: inout [String: ExpiryFindings.Group]) {
        var group =
            groups[name]
            ?? ExpiryFindings.Group(name: name, throwOut: 0, check: 0, eatToday: 0, eatThisWeek: 0, total: 0)
        group.total += 1
        switch list {
        case .throwOut: group.throwOut += 1
        case .check: group.check += 1
        case .eatToday: group.eatToday += 1
        case .eatThisWeek: group.eatThisWeek += 1
        case .undated, .later: break
        }
        groups[name] = group
    }

    static func quantity(_ quantity: Double?, unit: String?) -> String? {
        guard let quantity else { return unit }
        let number = quantity.rounded() == quantity ? String(Int(quantity)) : String(quantity)
        return unit.map { "\(number) \($0)" } ?? number
    }
}
