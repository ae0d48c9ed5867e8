extension EventsPage {
    /// The values of `events.html` and the events section of `report.md`, under `events`; each key
    /// is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        var events: Int
        var mostUsedLimit: Int
        var staleAfterDays: Int
        var mostUsed: PageTable<Event>
        var favorites: PageTable<Event>
        var stale: [Extended<Event, Staleness>]
        var staleCount: Int
        var hasStale: Bool
        var aiEnhancedCount: Int
        var aiEnhancedPercent: String
    }

    /// One custom event.
    struct Event: Codable {
        var title: String
        var category: String
        var uses: Int
        var isFavorite: Bool
        var aiEnhanced: Bool
        var lastUsed: String
        var lastUsedWhen: String
        var created: String
    }

    /// Why an event is stale: `idleDays` and `reason`.
    struct Staleness: Codable {
        var idleDays: Int
        var reason: String
    }
}
