extension StoreIdentity {
    /// The names of one base in one place: a zip code, else a city, else none given.
    struct Cluster {
        var zipCode: String?
        var cities: Set<String>
        var key: String
    }

    /// Gives every mention its store key (rules 1 and 5), and returns why, per mention.
    mutating func assign(_ parsed: [Parsed], chains: Chains) -> [[String]] {
        var memberKeys = Array(repeating: "", count: parsed.count)
        var why = Array(repeating: [String](), count: parsed.count)
        var pinKeysByBase: [[String]: Set<String>] = [:]
        for index in parsed.indices {
            guard let pin = parsed[index].pin else { continue }
            let key = "pin " + StoreName(pin).text
            memberKeys[index] = key
            names[key] = names[key] ?? pin
            why[index] = ["stores.csv says so"]
            pinKeysByBase[parsed[index].canonical, default: []].insert(key)
        }
        let unpinned = parsed.indices.filter { parsed[$0].pin == nil }
        let groups = Dictionary(grouping: unpinned) { parsed[$0].canonical }
        for (base, members) in groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            let pinKeys = (pinKeysByBase[base] ?? []).sorted()
            for index in members {
                if let reason = chains.reason(parsed[index].base, base) { why[index].append(reason) }
                if let place = parsed[index].place {
                    why[index].append("“\(place.joined(separator: " "))” at the end of the name is its place")
                }
                if let number = parsed[index].name.number { why[index].append("#\(number) is a store number") }
            }
            if pinKeys.count == 1 {
                for index in members {
                    memberKeys[index] = pinKeys[0]
                    why[index].append("stores.csv pins a name of the same store")
                }
                continue
            }
            if pinKeys.count > 1 {
                for index in members {
                    memberKeys[index] = "apart " + parsed[index].name.text
                    notes.append(
                        Note(
                            name: parsed[index].mention.name, store: names[pinKeys[0]] ?? "", joined: false,
                            why: "stores.csv pins names like it to "
                                + pinKeys.compactMap { names[$0] }.map { "“\($0)”" }.joined(separator: " and ")))
                }
                continue
            }
            clusterByPlace(members, base: base, parsed, keys: &memberKeys, why: &why)
        }
        var folded: [String: String?] = [:]
        for index in parsed.indices {
            keys[parsed[index].lookup] = memberKeys[index]
            let text = parsed[index].name.text
            if let known = folded[text] {
                if known != memberKeys[index] { folded[text] = .some(nil) }
            } else {
                folded[text] = memberKeys[index]
            }
        }
        byFoldedName = folded
        return why
    }

    /// Rule 5 for the names of one base: zip codes first, then cities, then names without a place.
    mutating func clusterByPlace(
        _ members: [Int], base: [String], _ parsed: [Parsed], keys memberKeys: inout [String],
        why: inout [[String]]
    ) {
        let text = base.joined(separator: " ")
        var clusters: [Cluster] = []
        func join(_ index: Int, _ cluster: Int, _ reason: String?) {
            memberKeys[index] = clusters[cluster].key
            if let city = parsed[index].city { clusters[cluster].cities.insert(city) }
            if let reason { why[index].append(reason) }
        }
        // A chain in a deals feed has thousands of zip codes: each is found by a look-up, not a scan.
        var clusterOfZipCode: [String: Int] = [:]
        for index in members.filter({ parsed[$0].zipCode != nil }) {
            let zip = parsed[index].zipCode!
            if let found = clusterOfZipCode[zip] {
                join(index, found, "in zip code \(zip)")
            } else {
                clusters.append(Cluster(zipCode: zip, cities: [], key: "store \(text)|\(zip)"))
                clusterOfZipCode[zip] = clusters.count - 1
                join(index, clusters.count - 1, "in zip code \(zip)")
            }
        }
        for index in members.filter({ parsed[$0].zipCode == nil && parsed[$0].city != nil }) {
            let city = parsed[index].city!
            if let found = clusters.firstIndex(where: { $0.zipCode == nil && $0.cities.contains(city) }) {
                join(index, found, "in \(city)")
                continue
            }
            let fitting = clusters.indices.filter { clusters[$0].cities.isEmpty || clusters[$0].cities.contains(city) }
            if fitting.count == 1 {
                join(index, fitting[0], "in \(city), as the store in zip code \(clusters[fitting[0]].zipCode ?? "")")
            } else if let home, let found = fitting.first(where: { clusters[$0].zipCode == home }) {
                join(index, found, "in \(city), and the household’s zip code \(home) settles which store")
            } else {
                clusters.append(Cluster(zipCode: nil, cities: [city], key: "store \(text)|\(city)"))
                join(index, clusters.count - 1, nil)
            }
        }
        let placeless = members.filter { parsed[$0].zipCode == nil && parsed[$0].city == nil }
        guard !placeless.isEmpty else { return }
        if clusters.count == 1 {
            let known = clusters[0].zipCode != nil || !clusters[0].cities.isEmpty
            for index in placeless { join(index, 0, known ? "no place given, and one such store is known" : nil) }
        } else if clusters.isEmpty {
            clusters.append(Cluster(zipCode: nil, cities: [], key: "store \(text)|"))
            for index in placeless { join(index, 0, nil) }
        } else if let home, let found = clusters.firstIndex(where: { $0.zipCode == home }) {
            let reason = "no place given, and the household’s zip code \(home) settles which store"
            for index in placeless { join(index, found, reason) }
        } else {
            let places = clusters.map { $0.zipCode ?? $0.cities.sorted().joined(separator: ", ") }
            clusters.append(Cluster(zipCode: nil, cities: [], key: "store \(text)|?"))
            for index in placeless {
                memberKeys[index] = clusters.last!.key
                notes.append(
                    Note(
                        name: parsed[index].mention.name, store: text, joined: false,
                        why: "no place given, and there is one in " + places.joined(separator: " and one in ")
                            + "; stores.csv can say which"))
            }
        }
    }
}
