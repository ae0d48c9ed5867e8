import LarderStore
import LarderValues

extension ExpiryAnalysis {
    /// How many days the due-by-day figure covers, `asOf` included: two weeks.
    static let dueByDayDays = 14

    /// For each of the ``dueByDayDays`` days from `asOf`, the items in `rows` whose expiration date
    /// falls on it, and apart from them those with only a best-before date that day.
    func dueByDay(_ rows: [InventoryQueries.Item]) -> [ExpiryFindings.Day] {
        var days = (0..<Self.dueByDayDays).map {
            ExpiryFindings.Day(date: asOf.adding(days: $0), expiring: 0, bestBefore: 0)
        }
        for row in rows {
            let expiration = row.expirationDate.flatMap(CivilDate.init(iso:))
            let bestBefore = row.bestBeforeDate.flatMap(CivilDate.init(iso:))
            guard let date = expiration ?? bestBefore else { continue }
            let offset = asOf.days(until: date)
            guard days.indices.contains(offset) else { continue }
            if expiration != nil {
                days[offset].expiring += 1
            } else {
                days[offset].bestBefore += 1
            }
        }
        return days
    }
}
