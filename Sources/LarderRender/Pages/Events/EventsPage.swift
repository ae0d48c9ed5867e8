import LarderAnalysis
import LarderValues

/// The values the story-events page and the events part of the weekly report receive
/// (docs/TEMPLATES.md).
enum EventsPage: AnalysisPage {
    /// The key the page's values are under, and its name in the navigation.
    static let key = "events", title = "Story events"

    /// The events analysis of `report`.
    static func result(in report: Report) -> EventsFindings { report.events }

    /// The context for `events.html` and the events section of `report.md`.
    static func context(_ report: EventsFindings, text: (String) -> String) -> Context {
        Context(
            hasData: report.hasData, headline: headline(report, text: text), events: report.events,
            mostUsedLimit: report.mostUsedLimit, staleAfterDays: report.staleAfterDays,
            mostUsed: PageTable(
                caption: "Most used events", label: "Event",
                rows: report.mostUsed.map { event($0, text: text, asOf: report.asOf) }),
            favorites: PageTable(
                caption: "Favourite events", label: "Event",
                rows: report.favorites.map { event($0, text: text, asOf: report.asOf) }),
            stale: report.stale.map { stale($0, text: text, asOf: report.asOf) },
            staleCount: report.stale.count, hasStale: !report.stale.isEmpty,
            aiEnhancedCount: report.aiEnhancedCount,
            aiEnhancedPercent: report.aiEnhancedPercent.map { TextFormat.percent($0) } ?? "—")
    }

    /// The overview's summary: the headline, events, favourites, stale and AI-enhanced share.
    static func summary(_ report: EventsFindings, text: (String) -> String) -> PageSummary {
        guard report.hasData else { return PageSummary(headline: headline(report, text: text), figures: []) }
        return PageSummary(
            headline: headline(report, text: text),
            figures: [
                .init(value: String(report.events), label: "custom events"),
                .init(value: String(report.favorites.count), label: "favourites"),
                .init(
                    value: String(report.stale.count), label: "unused for \(report.staleAfterDays) days or more",
                    tone: report.stale.isEmpty ? "" : "warn"),
                .init(value: report.aiEnhancedPercent.map { TextFormat.percent($0) } ?? "—", label: "AI-enhanced"),
            ])
    }

    /// The most used event and how many have gone stale.
    static func headline(_ report: EventsFindings, text: (String) -> String) -> String {
        guard report.hasData else { return "No custom events yet: import the story events to see how they are used." }
        let stale =
            "\(TextFormat.count(report.stale.count, "event")) never used or unused for \(report.staleAfterDays) days"
            + " or more."
        guard let top = report.mostUsed.first else { return "No event has been used yet; " + stale }
        return "\(text(top.title)) is used most (\(TextFormat.count(top.usageCount, "time"))); " + stale
    }

    private static func event(_ event: EventsFindings.Event, text: (String) -> String, asOf: CivilDate) -> Event {
        Event(
            title: text(event.title), category: text(event.category ?? "—"), uses: event.usageCount,
            isFavorite: event.isFavorite, aiEnhanced: event.aiEnhanced,
            lastUsed: event.lastUsed?.description ?? "never",
            lastUsedWhen: event.lastUsed.map { TextFormat.relative(days: asOf.days(until: $0)) } ?? "never",
            created: event.created?.description ?? "—")
    }

    private static func stale(_ stale: EventsFindings.StaleEvent, text: (String) -> String, asOf: CivilDate)
        -> Extended<Event, Staleness>
    {
        let days = stale.idleDays.map { TextFormat.count($0, "day") } ?? ""
        let reason =
            switch (stale.reason, stale.idleDays) {
            case (.neverUsed, nil): "never used; created on a day not recorded"
            case (.neverUsed, _): "never used; created \(days) ago"
            case (.unusedSince, _): "last used \(days) ago"
            }
        return Extended(
            event(stale.event, text: text, asOf: asOf),
            Staleness(idleDays: stale.idleDays.map(String.init) ?? "—", reason: reason))
    }
}
