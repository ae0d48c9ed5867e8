/// A template value with a few keys added beside its own: templates see one object
/// (a stale event is an event plus `idleDays` and `reason`).
struct Extended<Base: Codable & Sendable, Extra: Codable & Sendable>: Codable, Sendable {
    /// The value's own keys.
    var base: Base
    /// The keys added; they never share a name with the base's.
    var extra: Extra

    /// Adds `extra`'s keys to `base`'s.
    init(_ base: Base, _ extra: Extra) {
        self.base = base
        self.extra = extra
    }

    /// Reads both from the same keys.
    init(from decoder: any Decoder) throws {
        base = try Base(from: decoder)
        extra = try Extra(from: decoder)
    }

    /// Writes both into the same object.
    func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        try extra.encode(to: encoder)
    }
}
