extension StoreIdentity {
    /// The chain rule: a name is the one store whose name extends it, by an aisle map's chain or by
    /// words stores add; with two such stores it stays as it is, and the doubt is noted.
    struct Chains {
        /// A name that two or more stores extend.
        struct Doubt {
            var name: String
            var stores: [[String]]
        }

        /// Every base a mention has.
        let bases: [[String]]
        /// (chain, store) pairs an aisle map gives, as bases.
        let chainOf: Set<[[String]]>
        /// The bases that may extend a base: those sharing its first word, and the stores an aisle map
        /// gives it as chain to, each list in the order of ``bases``. Looking only here keeps a feed
        /// with thousands of store names from comparing every name with every other.
        private let candidates: [String: [[String]]]
        private let chainStores: [[String]: [[String]]]
        private var memo: [[String]: [String]] = [:]
        private(set) var doubts: [Doubt] = []

        init(_ parsed: [Parsed], places: KnownPlaces) {
            bases = Array(Set(parsed.map(\.base))).sorted { $0.lexicographicallyPrecedes($1) }
            var pairs: Set<[[String]]> = []
            for entry in parsed {
                guard let chain = entry.mention.chain else { continue }
                let chainBase = StoreName(chain).withoutPlace(places).base
                if !chainBase.isEmpty, chainBase != entry.base { pairs.insert([chainBase, entry.base]) }
            }
            chainOf = pairs
            candidates = Dictionary(grouping: bases.filter { !$0.isEmpty }, by: { $0[0] })
            chainStores = Dictionary(grouping: pairs, by: { $0[0] })
                .mapValues { $0.map { $0[1] } }
        }

        /// The base `base` stands for.
        mutating func canonical(_ base: [String]) -> [String] {
            canonical(base, visited: [])
        }

        private mutating func canonical(_ base: [String], visited: Set<[String]>) -> [String] {
            if let known = memo[base] { return known }
            let near = (base.first.flatMap { candidates[$0] } ?? []) + (chainStores[base] ?? [])
            let longer = Set(near).sorted { $0.lexicographicallyPrecedes($1) }.filter { other in
                other != base && !visited.contains(other)
                    && (chainOf.contains([base, other]) || StoreName.addsStoreWords(base, other))
            }
            let result: [String]
            if longer.count == 1 {
                result = canonical(longer[0], visited: visited.union([base]))
            } else {
                if longer.count > 1 { doubts.append(Doubt(name: base.joined(separator: " "), stores: longer)) }
                result = base
            }
            memo[base] = result
            return result
        }

        /// Why `base` is `canonical`, or nil when they are the same.
        func reason(_ base: [String], _ canonical: [String]) -> String? {
            guard base != canonical else { return nil }
            let from = base.joined(separator: " ")
            let to = canonical.joined(separator: " ")
            guard StoreName.addsStoreWords(base, canonical), !chainOf.contains([base, canonical]) else {
                return "an aisle map gives “\(from)” as the chain of “\(to)”"
            }
            let added = canonical.dropFirst(base.count).joined(separator: " ")
            return "“\(to)” is “\(from)” and “\(added)”, a word stores add to their chain’s name"
        }
    }
}
