import LarderValues

extension SavedPageFacts {
    /// Reads the context of the page at `root`, given its parsed schema.org blocks (JSON-LD scripts, then
    /// microdata items, each with the name messages give it) and the address of the "saved from" comment
    /// a browser wrote at its top, if any. See ``SavedPageFacts`` for the order.
    init(root: HTMLElement, schema: [(node: JSONValue, source: String)], savedFrom: String? = nil) {
        slashOrder = Self.slashOrder(lang: root.attribute("lang"))
        let meta = Self.metaTags(in: root)
        let title = root.descendants(named: ["title"]).first?.text()
        let heading = root.descendants(named: ["h1"], notInside: ["table"]).first?.text()
        let description = meta["description"] ?? meta["og:description"]
        let lines = Self.dateLines(in: root)
        let times = root.descendants(named: ["time"]).compactMap { $0.attribute("datetime") }
        referenceDay =
            Self.schemaDays(schema).first ?? Self.metaDays(meta).first
            ?? times.lazy.compactMap { try? DateParser.date($0) }.first
            ?? Self.datedLine([heading, title, description].compactMap { $0 } + lines, order: slashOrder)
            ?? Self.datedLine(Self.firstCells(in: root), order: slashOrder)
        var found = schemaValues(schema)
        if let name = meta["og:site_name"] {
            found.append(value("store_name", name, "<meta property=\"og:site_name\">"))
        }
        for (key, column) in [("locality", "location"), ("postal_code", "zip_code")] {
            if let text = meta["business:contact_data:\(key)"] {
                found.append(value(column, text, "<meta property=\"business:contact_data:\(key)\">"))
            }
        }
        if let heading { found += textValues(heading, source: "<h1>") }
        for line in lines {
            found += textValues(
                line, source: "the line `\(Self.clean(line, limit: 80))\(line.count > 80 ? "…" : "")`", store: false
            )
            .filter { $0.column == "valid_until" }
        }
        if let description {
            found += textValues(description, source: "<meta name=\"description\">", store: false)
                .filter { $0.column == "valid_until" }
        }
        if let title { found += textValues(title, source: "<title>") }
        found += Self.addressValues(root: root, meta: meta, savedFrom: savedFrom)
        if let title, let name = SavedPageText.titleSuffix(title, naming: heading) {
            found.append(value("store_name", name, "the end of the <title>"))
        }
        values = found.filter { !$0.value.isEmpty }
    }

    /// The store a product page's addresses name, as their host without `www.`: its canonical link, then
    /// its `og:url`, then the "saved from" comment.
    private static func addressValues(root: HTMLElement, meta: [String: String], savedFrom: String?) -> [SavedPageValue]
    {
        let canonical = root.descendants(named: ["link"]).first { link in
            link.attribute("rel")?.lowercased().split(separator: " ").contains("canonical") == true
        }
        let addresses: [(String?, String)] = [
            (canonical?.attribute("href"), "the host of <link rel=\"canonical\">"),
            (meta["og:url"], "the host of <meta property=\"og:url\">"),
            (savedFrom, "the host of the page's \"saved from\" comment"),
        ]
        return addresses.compactMap { address, source in
            guard let host = address.flatMap(SavedPageText.storeHost) else { return nil }
            return SavedPageValue(column: "store_name", value: clean(host, limit: limit), source: source)
        }
    }

    /// Month first for a page in US English or of no stated language, day first for any other `lang`.
    static func slashOrder(lang: String?) -> DateParser.SlashOrder {
        guard let lang = lang?.trimmingSpaces.lowercased(), !lang.isEmpty else { return .monthFirst }
        let parts = lang.split { $0 == "-" || $0 == "_" }
        if parts.count == 1 { return parts[0] == "en" ? .monthFirst : .dayFirst }
        return parts.dropFirst().contains("us") ? .monthFirst : .dayFirst
    }

    /// The `content` of each `<meta>` by its `property` or `name`, lowercased; the first of each wins.
    private static func metaTags(in root: HTMLElement) -> [String: String] {
        var tags: [String: String] = [:]
        for meta in root.descendants(named: ["meta"]) {
            guard let key = (meta.attribute("property") ?? meta.attribute("name"))?.trimmingSpaces.lowercased(),
                let content = meta.attribute("content"), !content.trimmingSpaces.isEmpty, tags[key] == nil
            else { continue }
            tags[key] = content
        }
        return tags
    }

    /// The short lines of the page that state a sale's dates (`Valid 11/18 – 11/24`): paragraphs, headings
    /// below `<h1>`, list items and spans outside tables, holding no such element themselves.
    private static func dateLines(in root: HTMLElement) -> [String] {
        let names: Set<String> = ["p", "h2", "h3", "h4", "h5", "h6", "li", "span", "div", "time"]
        let elements = root.descendants(
            where: { names.contains($0.name) && !$0.children.contains { names.contains($0.name) } },
            entering: { !["table", "script", "style", "template", "head"].contains($0.name) })
        return elements.map { $0.text() }.filter { text in
            guard text.count <= 160 else { return false }
            let words = text.lowercased().split { !$0.isLetter }.prefix(4)
            return words.contains { ["valid", "good", "effective", "ends", "dates", "through", "thru"].contains($0) }
        }
    }

    /// The store and last day that schema.org nodes state.
    private func schemaValues(_ schema: [(node: JSONValue, source: String)]) -> [SavedPageValue] {
        var found: [SavedPageValue] = []
        for (node, source) in schema {
            Self.visit(node, depth: 0) { node, type in
                let origin = "schema.org \(type) in \(source)"
                if type == "SaleEvent" {
                    if let end = Self.string(node["endDate"], source: source), let day = try? DateParser.date(end) {
                        found.append(SavedPageValue(column: "valid_until", value: day.description, source: origin))
                    }
                    return
                }
                if let name = Self.string(node["name"], source: source) {
                    found.append(value("store_name", name, origin))
                }
                let address = node["address"]?.items?.first ?? node["address"]
                if let address, address.members != nil {
                    if let city = Self.string(address["addressLocality"], source: source) {
                        found.append(value("location", city, origin))
                    }
                    if let zip = Self.string(address["postalCode"], source: source) {
                        found.append(value("zip_code", zip, origin))
                    }
                } else if let text = Self.string(address, source: source), let place = SavedPageText.place(in: text) {
                    found.append(value("location", place.city, origin))
                    found.append(value("zip_code", place.zipCode, origin))
                }
            }
        }
        return found
    }

    /// Calls `found` with each store node (`GroceryStore`, `…Store`, `Supermarket`, `LocalBusiness`) and
    /// `SaleEvent` in a block, in order, with its type's name.
    private static func visit(_ value: JSONValue, depth: Int, found: (JSONValue, String) -> Void) {
        guard depth < 32 else { return }
        if let list = value.items {
            for item in list { visit(item, depth: depth + 1, found: found) }
            return
        }
        guard let members = value.members else { return }
        let node = value
        let types = OfferCollector.types(of: node).sorted()
        if let type = types.first(where: { $0.hasSuffix("Store") || $0 == "Supermarket" || $0 == "SaleEvent" })
            ?? types.first(where: { $0 == "LocalBusiness" })
        {
            found(node, type)
        }
        for member in Self.byKey(members) { visit(member.value, depth: depth + 1, found: found) }
    }

    /// An object's members in the order of their keys, a repeated key once (its first member, the one
    /// ``JSONValue``'s subscript reads).
    private static func byKey(_ members: [JSONMember]) -> [JSONMember] {
        var seen: Set<String> = []
        return members.filter { seen.insert($0.key).inserted }.sorted { $0.key < $1.key }
    }

    /// A text property of a schema.org node: a string or the first of a list; JSON-LD text may hold entities.
    private static func string(_ property: JSONValue?, source: String) -> String? {
        let text = property?.string ?? property?.items?.first?.string
        guard let text, !text.trimmingSpaces.isEmpty else { return nil }
        return source.hasPrefix("JSON-LD") ? HTMLDocument.plainText(ofFragment: text) : text
    }

    /// The `dateModified` and `datePublished` days schema.org nodes state, in order.
    private static func schemaDays(_ schema: [(node: JSONValue, source: String)]) -> [CivilDate] {
        var days: [CivilDate] = []
        func walk(_ value: JSONValue, depth: Int) {
            guard depth < 32 else { return }
            if let list = value.items { for item in list { walk(item, depth: depth + 1) } }
            guard let members = value.members else { return }
            for key in ["dateModified", "datePublished"] {
                if let text = value[key]?.string, let day = try? DateParser.date(text) { days.append(day) }
            }
            for member in byKey(members) { walk(member.value, depth: depth + 1) }
        }
        for (node, _) in schema { walk(node, depth: 0) }
        return days
    }

    /// The days the page's meta tags say it was modified or published.
    private static func metaDays(_ meta: [String: String]) -> [CivilDate] {
        ["article:modified_time", "og:updated_time", "article:published_time"].compactMap { key in
            meta[key].flatMap { try? DateParser.date($0) }
        }
    }

    /// The texts of the first cells of the page's tables (enough to find a dated one without reading a
    /// large page twice).
    private static func firstCells(in root: HTMLElement) -> [String] {
        root.descendants(named: ["td"]).prefix(200).map { $0.text() }
    }

    /// The first full date (with its year) the lines write.
    private static func datedLine(_ lines: [String], order: DateParser.SlashOrder) -> CivilDate? {
        for line in lines {
            for (mention, _) in SavedPageText.mentions(in: line, order: order) {
                if let year = mention.year, let day = CivilDate(year: year, month: mention.month, day: mention.day) {
                    return day
                }
            }
        }
        return nil
    }
}
