import GRDB
import LarderStore
import LarderValues

/// Classifies the food in stock by its dates, as of a day.
///
/// Expiration ("not safe after") and best-before ("best quality before") are kept apart: an item
/// with only a best-before date is never called expired.
public struct ExpiryAnalysis: Analysis {
    /// The day, whose inventory to read, and the "due soon" window.
    public let settings: ReportSettings

    /// Creates the analysis for a report.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// "Due soon" means within this many days after `asOf`.
    public var dueWithinDays: Int { settings.dueWithinDays }

    /// Reads the inventory and builds the report.
    public func analyse(_ db: Database) throws -> ExpiryReport {
        let rows = try InventoryQueries.inStock(for: scope.filter, in: db)
        let shelfLife = try ShelfLifeTable(db)
        var report = ExpiryReport(
            asOf: asOf, dueWithinDays: dueWithinDays, inStock: rows.count, expired: [], dueToday: [], dueSoon: [],
            pastBestBefore: [], bestBeforeSoon: [], undated: [], valueAtRisk: [], weekStart: asOf.startOfWeek,
            wasteThisWeek: [], wasteCost: [], useItUp: [], dueByDay: dueByDay(rows), byLocation: [],
            byCategory: [])
        var locations: [String: ExpiryReport.Group] = [:]
        var categories: [String: ExpiryReport.Group] = [:]
        for row in rows {
            var (item, bucket) = classify(row)
            if bucket == .undated, let found = recommendation(for: row, item: item, shelfLife: shelfLife) {
                item.recommendedDate = found.date
                item.recommendationBasis = found.basis
            }
            switch bucket {
            case .expired: report.expired.append(item)
            case .dueToday: report.dueToday.append(item)
            case .dueSoon: report.dueSoon.append(item)
            case .pastBestBefore: report.pastBestBefore.append(item)
            case .bestBeforeSoon: report.bestBeforeSoon.append(item)
            case .undated: report.undated.append(item)
            case .fine: break
            }
            tally(item.location ?? "Unknown location", bucket, into: &locations)
            tally(item.category ?? "Uncategorised", bucket, into: &categories)
        }
        let soonestFirst: (ExpiryReport.Item, ExpiryReport.Item) -> Bool = {
            ($0.daysLeft ?? 0, $0.name) < ($1.daysLeft ?? 0, $1.name)
        }
        report.expired.sort(by: soonestFirst)
        report.dueSoon.sort(by: soonestFirst)
        report.pastBestBefore.sort(by: soonestFirst)
        report.bestBeforeSoon.sort(by: soonestFirst)
        report.undated.sort { first, second in
            let firstDate = first.recommendedDate ?? .distantFuture
            let secondDate = second.recommendedDate ?? .distantFuture
            return firstDate == secondDate ? first.name < second.name : firstDate < secondDate
        }
        report.valueAtRisk = Self.totals(report.expired + report.dueToday + report.dueSoon)
        report.wasteThisWeek = try waste(db, expired: report.expired)
        report.wasteCost = Self.totals(report.wasteThisWeek)
        report.useItUp = try recipes(db, using: report.dueToday + report.dueSoon + report.bestBeforeSoon)
        report.byLocation = locations.values.sorted { $0.name < $1.name }
        report.byCategory = categories.values.sorted { $0.name < $1.name }
        return report
    }

    enum Bucket {
        case expired, dueToday, dueSoon, pastBestBefore, bestBeforeSoon, undated, fine
    }

    func classify(_ row: InventoryQueries.Item) -> (ExpiryReport.Item, Bucket) {
        let expiration = row.expirationDate.flatMap(CivilDate.init(iso:))
        let bestBefore = row.bestBeforeDate.flatMap(CivilDate.init(iso:))
        let date = expiration ?? bestBefore
        let daysLeft = date.map { asOf.days(until: $0) }
        let item = ExpiryReport.Item(
            name: row.name, location: row.location, category: row.category,
            quantity: Self.quantity(row.quantity, unit: row.unit), date: date, daysLeft: daysLeft,
            isEstimated: expiration != nil && (row.expirationEstimated ?? false), recommendedDate: nil,
            recommendationBasis: nil,
            price: row.price.map { MoneyAmount(currency: row.currencyCode, cents: Figures.cents($0)) })
        guard let daysLeft else { return (item, .undated) }
        let isExpiration = expiration != nil
        switch daysLeft {
        case ..<0: return (item, isExpiration ? .expired : .pastBestBefore)
        case 0: return (item, isExpiration ? .dueToday : .bestBeforeSoon)
        case 1...dueWithinDays: return (item, isExpiration ? .dueSoon : .bestBeforeSoon)
        default: return (item, .fine)
        }
    }

    private func tally(_ name: String, _ bucket: Bucket, into groups: inout [String: ExpiryReport.Group]) {
        var group = groups[name] ?? ExpiryReport.Group(name: name, expired: 0, dueToday: 0, dueSoon: 0, total: 0)
        group.total += 1
        switch bucket {
        case .expired: group.expired += 1
        case .dueToday: group.dueToday += 1
        case .dueSoon: group.dueSoon += 1
        default: break
        }
        groups[name] = group
    }

    static func quantity(_ quantity: Double?, unit: String?) -> String? {
        guard let quantity else { return unit }
        let number = quantity.rounded() == quantity ? String(Int(quantity)) : String(quantity)
        return unit.map { "\(number) \($0)" } ?? number
    }
}
