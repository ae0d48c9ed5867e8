import GRDB
import LarderStore
import LarderValues

/// Which custom story events are used, loved, forgotten or AI-enhanced, as of a day.
public struct EventsAnalysis: Analysis {
    /// The day and whose events to read.
    public let settings: ReportSettings
    /// How many events `mostUsed` lists at most.
    public var mostUsedLimit = 5
    /// An event is stale when last used this many days or more before `asOf`; an event never used is
    /// listed with the stale ones whatever its age.
    public var staleAfterDays = 30

    /// Creates the analysis for a report, its options at their defaults.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// Reads the events and builds the report.
    public func analyse(_ db: Database) throws -> EventsFindings {
        let events = try self.events(db)
        let mostUsed = events.filter { $0.usageCount > 0 }
            .sorted { ($1.usageCount, $0.title, $0.id) < ($0.usageCount, $1.title, $1.id) }
        let aiEnhanced = events.filter(\.aiEnhanced).count
        return EventsFindings(
            asOf: asOf, hasData: !events.isEmpty, events: events.count, mostUsedLimit: mostUsedLimit,
            mostUsed: Array(mostUsed.prefix(max(mostUsedLimit, 0))), favorites: events.filter(\.isFavorite),
            staleAfterDays: staleAfterDays,
            stale: events.compactMap(staleness).sorted {
                ($1.idleDays ?? -1, $0.event.title, $0.event.id) < ($0.idleDays ?? -1, $1.event.title, $1.event.id)
            },
            aiEnhancedCount: aiEnhanced, aiEnhancedPercent: Figures.percent(aiEnhanced, of: events.count))
    }

    /// The events in scope, by title then id.
    func events(_ db: Database) throws -> [EventsFindings.Event] {
        try CustomEventQueries.events(for: scope.filter, in: db).map { event in
            EventsFindings.Event(
                id: event.id, title: event.title, category: event.category, usageCount: event.usageCount ?? 0,
                isFavorite: event.isFavorite ?? false, aiEnhanced: event.aiEnhanced ?? false,
                lastUsed: event.lastUsedAt.flatMap(CivilDate.init(leadingISO:)),
                created: event.createdAt.flatMap(CivilDate.init(leadingISO:)))
        }
    }

    /// Why `event` is stale as of `asOf`, or nil when it is not (or it was used on a day not recorded).
    /// An event never used (no use recorded and a usage count of 0) is always listed: seed 003 asks which
    /// events go unused, and a new one unused is one of them.
    func staleness(_ event: EventsFindings.Event) -> EventsFindings.StaleEvent? {
        if let lastUsed = event.lastUsed {
            let idle = lastUsed.days(until: asOf)
            return idle >= staleAfterDays ? .init(event: event, reason: .unusedSince, idleDays: idle) : nil
        }
        guard event.usageCount == 0 else { return nil }
        return .init(event: event, reason: .neverUsed, idleDays: event.created.map { max($0.days(until: asOf), 0) })
    }
}
