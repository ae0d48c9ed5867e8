import LarderValues

/// How the custom story events (seed 003) are used, as of a date.
public struct EventsFindings: Equatable, Sendable, Encodable {
    /// One custom event.
    public struct Event: Equatable, Sendable, Encodable {
        /// The event's id and its title.
        public var id, title: String
        /// Its category, or nil.
        public var category: String?
        /// How many times it was used.
        public var usageCount: Int
        /// Whether it is a favourite, and whether its prompt was AI-enhanced.
        public var isFavorite, aiEnhanced: Bool
        /// The day it was last used (UTC; nil when no use is recorded) and the day it was created (UTC), or nil.
        public var lastUsed, created: CivilDate?
    }

    /// Why an event is stale.
    public enum StaleReason: String, Equatable, Sendable, Encodable {
        /// Last used `staleAfterDays` or more days before `asOf`.
        case unusedSince
        /// No use recorded and a usage count of 0, whatever the event's age.
        case neverUsed
    }

    /// An event nobody has used for a while.
    public struct StaleEvent: Equatable, Sendable, Encodable {
        /// The event.
        public var event: Event
        /// Why it is stale.
        public var reason: StaleReason
        /// Days from the last use (or, never used, from creation) to `asOf`; nil for an event never used
        /// whose creation day is unknown.
        public var idleDays: Int?
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// Whether the scope has any custom event; false means there is nothing to report.
    public var hasData: Bool
    /// Custom events in scope.
    public var events: Int
    /// How many `mostUsed` lists at most.
    public var mostUsedLimit: Int
    /// The events used at least once, by usage count (highest first), then title, then id; at most
    /// `mostUsedLimit`.
    public var mostUsed: [Event]
    /// Favourite events, by title then id.
    public var favorites: [Event]
    /// The idle days after which an event is stale.
    public var staleAfterDays: Int
    /// Stale events, longest idle first, then by title and id.
    public var stale: [StaleEvent]
    /// AI-enhanced events.
    public var aiEnhancedCount: Int
    /// `aiEnhancedCount` as a percentage of `events`, to 2 decimals, or nil without events.
    public var aiEnhancedPercent: Double?
}
