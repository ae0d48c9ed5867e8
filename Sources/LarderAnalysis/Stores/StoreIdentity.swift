import LarderValues

/// Which store names are one store: deals, aisle maps, shopping and grocery lists and meal plans name
/// stores each in their own way ("FreshWay Market Cambridge", "FreshWay Market", "FRESHWAY #12"), and
/// every analysis that compares stores compares their identity, not their spelling.
///
/// The rule (docs/REPORT.md, "One store, whatever its name"), in order:
/// 1. **Pinned names**: a name `stores.csv` lists is the store it gives, and nothing else; a name
///    equal to a store `stores.csv` gives is that store.
/// 2. **Spelling**: case, punctuation, apostrophes, `&` for `and` and a store number (`#12`,
///    `Store 12`, `No. 12`) do not matter (``StoreName``).
/// 3. **Place**: a name that ends with a city or zip code the data gives for some store (a deal's
///    `location` or `zip_code`, an aisle map's `location`) is the store without it, in that place:
///    "FreshWay Market Cambridge" is "FreshWay Market" in Cambridge.
/// 4. **Chain**: a name is the one store whose name extends it, when an aisle map gives it as that
///    store's chain ("FreshWay" of "FreshWay Market") or the store's name only adds words stores add
///    (``StoreName/storeWords``: "Whole Foods" is "Whole Foods Market"). Two such stores: kept apart.
/// 5. **Same place**: names that are one store by 2–4 are one when their places agree: the same zip
///    code, else the same city. Two zip codes (or two cities) are two stores. A name without a
///    place is the store of its name when there is one; of several, the one in the household's zip
///    code (the meal plan's) when there is one such; otherwise it is kept apart.
///
/// Each join and each name kept apart for doubt is a ``Note``: `-v` prints them.
public struct StoreIdentity: Sendable {
    /// A store name as some row gives it, with the place the row gives.
    public struct Mention: Hashable, Sendable {
        /// Where the name comes from, for the notes.
        public enum Source: Int, Sendable, Comparable {
            case list, plan, aisleMap, deal

            /// How a note says it.
            var label: String {
                switch self {
                case .list: "list"
                case .plan: "meal plan"
                case .aisleMap: "aisle map"
                case .deal: "deals"
                }
            }

            /// Lists first, then meal plans, aisle maps and deals.
            public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        /// The name as the row writes it, trimmed.
        public var name: String
        /// The chain an aisle map gives for it, or nil.
        public var chain: String?
        /// The row's zip code, or nil.
        public var zipCode: String?
        /// The row's city, or nil.
        public var city: String?
        /// Where the name comes from.
        public var source: Source

        /// Creates a mention; blank values are nil.
        public init(_ name: String, chain: String? = nil, zipCode: String? = nil, city: String? = nil, source: Source) {
            self.name = name.trimmingSpaces
            self.chain = Phrase.nonBlank(chain)
            self.zipCode = Phrase.nonBlank(zipCode)
            self.city = Phrase.nonBlank(city)
            self.source = source
        }
    }

    /// One line of `stores.csv`: `name` is the store `store`.
    public struct Pin: Equatable, Sendable {
        public var name, store: String

        /// Creates a pin.
        public init(name: String, store: String) {
            self.name = name
            self.store = store
        }
    }

    /// A name joined to a store, or kept apart, and why.
    public struct Note: Equatable, Sendable, Encodable {
        /// The name as written, and the store it is (when `joined`) or the store it was kept apart
        /// from (the first of them).
        public var name, store: String
        /// Whether it was joined.
        public var joined: Bool
        /// Why, in a sentence.
        public var why: String
    }

    /// What a name with a place resolves to, looked up by name, zip code and city as the row gives them.
    struct Lookup: Hashable {
        var name: String
        var zipCode, city: String?
    }

    /// The store key of each mention.
    var keys: [Lookup: String] = [:]
    /// The one store key of the mentions with the same folded name (``StoreName/text``), or nil when
    /// they are several stores: how a name no mention gave is resolved.
    var byFoldedName: [String: String?] = [:]
    /// The name shown for each store key.
    var names: [String: String] = [:]
    /// The joins and doubts, by name.
    public internal(set) var notes: [Note] = []
    /// The places the data gives, as words, for setting a place at the end of a name aside.
    var places: [[String]] = []
    /// The household's zip code, which settles a name without a place between stores in several.
    var home: String?

    /// No mentions: every name is a store of its own, named as written.
    public init() {}

    /// The store key of a name as a row gives it (with the row's zip code and city), or nil for a
    /// blank name. A name no mention gave is resolved by the same rule.
    public func key(_ name: String?, zipCode: String? = nil, city: String? = nil) -> String? {
        guard let name = Phrase.nonBlank(name) else { return nil }
        let lookup = Lookup(name: name, zipCode: Phrase.nonBlank(zipCode), city: Phrase.nonBlank(city))
        if let key = keys[lookup] { return key }
        if let key = keys[Lookup(name: name)] { return key }
        let folded = StoreName(name).text
        if let known = byFoldedName[folded], let key = known { return key }
        return "name " + folded
    }

    /// The name shown for a store key: the spelling the lists use (else a meal plan, an aisle map,
    /// deals), with its place when two stores would otherwise share a name.
    public func name(ofKey key: String, fallback: String) -> String { names[key] ?? fallback }

    /// The store's name for a name as a row gives it.
    public func name(of name: String, zipCode: String? = nil, city: String? = nil) -> String {
        guard let key = key(name, zipCode: zipCode, city: city) else { return name }
        return self.name(ofKey: key, fallback: name.trimmingSpaces)
    }
}
