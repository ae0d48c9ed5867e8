extension EventsPage {
    /// The values of `events.html` and the events section of `report.md`, under `events`; each key
    /// is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        /// How many custom events there are, how many the most-used table lists at most, and the idle days
        /// after which an event is stale.
        var events, mostUsedLimit, staleAfterDays: Int
        /// The most used events and the favourites.
        var mostUsed, favorites: PageTable<Event>
        var stale: [Extended<Event, Staleness>]
        var staleCount: Int
        var hasStale: Bool
        var aiEnhancedCount: Int
        var aiEnhancedPercent: String
    }

    /// One custom event.
    struct Event: Codable {
        /// Its title and category.
        var title, category: String
        var uses: Int
        /// Whether it is a favourite, and whether its prompt was AI-enhanced.
        var isFavorite, aiEnhanced: Bool
        /// The day it was last used, how long ago that is, and the day it was created.
        var lastUsed, lastUsedWhen, created: String
    }

    /// Why an event is stale: `idleDays` and `reason`.
    struct Staleness: Codable {
        /// The idle days, or `—` when unknown.
        var idleDays: String
        var reason: String
    }
}
