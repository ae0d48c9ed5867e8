extension StoreIdentity {
    /// The identity of the stores `mentions` name, `pins` (the rows of `stores.csv`) first, `home`
    /// (the household's zip code) settling a name without a place between stores in several places.
    public init(_ mentions: [Mention], pins: [Pin] = [], home: String? = nil) {
        self.init()
        self.home = Phrase.nonBlank(home)
        let mentions = Set(mentions).sorted(by: Self.precedes)
        // A deals feed gives a few store names in tens of thousands of places: each name and each place
        // is taken apart once (``ParseCache``), not once per mention.
        var cache = ParseCache()
        var seen: Set<[String]> = []
        for mention in mentions {
            for place in [mention.city, mention.zipCode].compactMap({ $0 }) {
                let words = cache.words(of: place)
                if !words.isEmpty, seen.insert(words).inserted { places.append(words) }
            }
        }
        places.sort { $0.lexicographicallyPrecedes($1) }
        let places = KnownPlaces(self.places)
        var parsed = mentions.map { Parsed($0, places: places, cache: &cache) }
        let pinned = Self.pinTable(pins)
        for index in parsed.indices {
            parsed[index].pin = pinned[parsed[index].name.text]
        }
        var chains = Chains(parsed, places: places)
        for index in parsed.indices { parsed[index].canonical = chains.canonical(parsed[index].base) }
        let why = assign(parsed, chains: chains)
        for doubt in chains.doubts {
            let stores = doubt.stores.map { $0.joined(separator: " ") }
            notes.append(
                Note(
                    name: doubt.name, store: stores.first ?? "", joined: false,
                    why: "it could be “\(stores.joined(separator: "” or “"))”; stores.csv can say which"))
        }
        nameStores(parsed, why: why)
        notes = Self.unique(notes)
    }

    /// Sources first (lists, then meal plans, aisle maps, deals), then the name, chain, zip code and city:
    /// field by field, as a tuple of them compares, without building one for each comparison of a sort of
    /// hundreds of thousands of mentions.
    static func precedes(_ a: Mention, _ b: Mention) -> Bool {
        if a.source != b.source { return a.source < b.source }
        if a.name != b.name { return a.name < b.name }
        if a.chain != b.chain { return (a.chain ?? "") < (b.chain ?? "") }
        if a.zipCode != b.zipCode { return (a.zipCode ?? "") < (b.zipCode ?? "") }
        return (a.city ?? "") < (b.city ?? "")
    }

    /// A mention taken apart.
    struct Parsed {
        var mention: Mention
        var name: StoreName
        var base: [String]
        /// The place that ended the name, as words, or nil.
        var place: [String]?
        /// The zip code and city (folded) the row gives, or the name's place when the row gives none.
        var zipCode, city: String?
        /// The store `stores.csv` pins the name to, or nil.
        var pin: String?
        /// The base after the chain rule.
        var canonical: [String] = []

        init(_ mention: Mention, places: KnownPlaces, cache: inout ParseCache) {
            self.mention = mention
            (name, base, place) = cache.name(mention.name, places: places)
            zipCode = mention.zipCode
            city = mention.city.map { cache.text(of: $0) }
            if let place {
                let text = place.joined(separator: " ")
                if place.count == 1, text.allSatisfy(\.isNumber) {
                    zipCode = zipCode ?? text
                } else {
                    city = city ?? text
                }
            }
        }

        var lookup: Lookup { Lookup(name: mention.name, zipCode: mention.zipCode, city: mention.city) }
    }

    /// Names and places taken apart once each, by their text.
    struct ParseCache {
        private var names: [String: (StoreName, [String], [String]?)] = [:]
        private var placeWords: [String: [String]] = [:]
        private var texts: [String: String] = [:]

        /// The name taken apart, and without the known place that ends it (``StoreName/withoutPlace(_:)``).
        mutating func name(_ text: String, places: KnownPlaces) -> (StoreName, [String], [String]?) {
            if let known = names[text] { return known }
            let name = StoreName(text)
            let (base, place) = name.withoutPlace(places)
            names[text] = (name, base, place)
            return (name, base, place)
        }

        /// A place's words (``StoreName/words``).
        mutating func words(of place: String) -> [String] {
            if let known = placeWords[place] { return known }
            let words = StoreName(place).words
            placeWords[place] = words
            return words
        }

        /// A city's folded text (``StoreName/text``).
        mutating func text(of city: String) -> String {
            if let known = texts[city] { return known }
            let text = StoreName(city).text
            texts[city] = text
            return text
        }
    }

    /// `stores.csv` as a table: each name's folded form to its store, and each store's own name to itself.
    static func pinTable(_ pins: [Pin]) -> [String: String] {
        var table: [String: String] = [:]
        for pin in pins {
            guard let store = Phrase.nonBlank(pin.store) else { continue }
            let name = StoreName(pin.name).text
            if !name.isEmpty, table[name] == nil { table[name] = store }
        }
        for pin in pins {
            guard let store = Phrase.nonBlank(pin.store) else { continue }
            let name = StoreName(store).text
            if !name.isEmpty, table[name] == nil { table[name] = store }
        }
        return table
    }

    /// Notes once each, by name and store.
    static func unique(_ notes: [Note]) -> [Note] {
        var seen: Set<String> = []
        return notes.filter { seen.insert("\($0.joined) \($0.name) \($0.store)").inserted }
            .sorted { ($0.name, $0.store) < ($1.name, $1.store) }
    }
}

extension StoreIdentity {
    /// Names each store by its best spelling (``rank(_:)``), with its place when two stores would share
    /// a name, and notes every other spelling joined to it. A spelling that is the store's name but for
    /// that place (`Aldi` of `Aldi (Fairview 01002)`) is not noted: the join says only where the store is,
    /// and a deals feed of 70,000 Aldis would otherwise note each of them.
    mutating func nameStores(_ parsed: [Parsed], why: [[String]]) {
        let byKey = Dictionary(grouping: parsed.indices) { keys[parsed[$0].lookup] ?? "" }
        for (key, members) in byKey where names[key] == nil {
            let best = members.min { Self.rank(parsed[$0]) < Self.rank(parsed[$1]) }!
            names[key] = parsed[best].mention.name
        }
        let unplaced = names
        let byName = Dictionary(grouping: names.keys) { names[$0]!.lowercased() }
        for (_, clash) in byName where clash.count > 1 {
            for key in clash {
                let members = byKey[key] ?? []
                let place =
                    members.lazy.compactMap { index -> String? in
                        let mention = parsed[index].mention
                        let place = [mention.city, mention.zipCode].compactMap { $0 }.joined(separator: " ")
                        return place.isEmpty ? nil : place
                    }.first ?? "place not known"
                names[key] = names[key]! + " (\(place))"
            }
        }
        for (key, members) in byKey {
            guard let store = names[key] else { continue }
            for index in members where parsed[index].mention.name != store && keys[parsed[index].lookup] == key {
                guard parsed[index].mention.name != unplaced[key] || unplaced[key] == store else { continue }
                let reasons = why[index].isEmpty ? ["the same name but for case or punctuation"] : why[index]
                notes.append(
                    Note(
                        name: parsed[index].mention.name, store: store, joined: true,
                        why: "\(parsed[index].mention.source.label), " + reasons.joined(separator: "; ")))
            }
        }
    }

    /// The spelling a store is shown by: its whole name (not its chain alone) without a place at its
    /// end; then the lists' first, a meal plan's, an aisle map's and the deals'; without a store number;
    /// not all capitals; the fewest words; then in string order.
    static func rank(_ entry: Parsed) -> (Int, Int, Int, Int, Int, String) {
        let name = entry.mention.name
        let shouts = name.contains(where: \.isLetter) && name == name.uppercased()
        let whole = entry.base == entry.canonical && entry.place == nil
        return (
            whole ? 0 : 1, entry.mention.source.rawValue, entry.name.number == nil ? 0 : 1, shouts ? 1 : 0,
            entry.name.words.count, name
        )
    }
}
