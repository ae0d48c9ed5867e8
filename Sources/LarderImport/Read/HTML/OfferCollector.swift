import LarderValues

/// Turns schema.org `Product` and `Offer` nodes (parsed JSON-LD, or microdata in the same shape) into
/// records for larder's `deals` table, one per offer.
///
/// It reads a single node, a list, `@graph`, `ItemList` elements and `ProductGroup` variants, resolves
/// `{"@id": …}` references within a block, and reads a node with an `@id` once even when the page
/// reaches it twice. A product's `offers` may be an `Offer`, a list, or an `AggregateOffer` (whose own
/// `offers`, when it lists them, are read instead, taking its currency, dates, seller and place where
/// they give none). For each offer:
/// - `item_name`, `description`, `category`, `image_url`: the product's, else the offer's;
/// - `discount_price`: `price`, else `lowPrice`, else the price of a `priceSpecification` that is
///   neither a list price nor a unit price;
/// - `original_price`: a `ListPrice`, `StrikethroughPrice`, `MSRP` or `SRP` `priceSpecification`,
///   else `highPrice`;
/// - `currency_code`: `priceCurrency`; `valid_until`: `priceValidUntil`, else `validThrough`;
/// - `store_name`: the name of `seller` (or `offeredBy`); an offer naming neither takes the page's store
///   (``SavedPageFacts``), as its other page columns do;
/// - `zip_code`, `location`: the postal code and locality of `availableAtOrFrom`;
/// - `id`: the offer's `sku` or `@id`; for a product's only offer, the product's `sku` or `@id`; else
///   none, and the deal is known by its natural key (store, zip code, item, valid until).
struct OfferCollector {
    /// The keys of every record: columns of the `deals` table.
    static let keys = [
        "id", "item_name", "store_name", "discount_price", "original_price", "currency_code", "valid_until",
        "zip_code", "location", "image_url", "description", "category",
    ]

    private static let productTypes: Set<String> = ["Product", "IndividualProduct", "ProductModel", "SomeProducts"]
    private static let offerTypes: Set<String> = ["Offer", "AggregateOffer"]
    private static let listPriceTypes: Set<String> = ["ListPrice", "StrikethroughPrice", "MSRP", "SRP"]
    private static let containerKeys = ["@graph", "mainEntity", "itemListElement", "item", "hasVariant"]
    /// What the offers an `AggregateOffer` lists take from it when they do not say it themselves.
    private static let sharedKeys: Set<String> = [
        "priceCurrency", "priceValidUntil", "validThrough", "seller", "offeredBy", "availableAtOrFrom",
    ]

    /// The records collected so far, in page order.
    private(set) var records: [SourceRecord] = []
    private var seen: Set<String> = []
    private var references: [String: JSONValue] = [:]
    private var source = ""
    /// Whether the block being read may hold entities or markup in its text.
    private(set) var decodingHTML = false

    /// Collects the offers in one block of data. `source` names the block in record locations
    /// (`JSON-LD script 2`); `decodingHTML` says text may hold entities or markup (JSON-LD written by a
    /// CMS often does), which are then read as the text they stand for.
    mutating func collect(_ value: JSONValue, source: String, decodingHTML: Bool) {
        self.source = source
        self.decodingHTML = decodingHTML
        references = [:]
        indexReferences(in: value)
        visit(value, path: "$")
    }

    private mutating func indexReferences(in value: JSONValue) {
        if let list = value.items { for item in list { indexReferences(in: item) } }
        guard let members = value.members else { return }
        if let id = value["@id"]?.string, !Self.isReference(value), references[id] == nil { references[id] = value }
        for member in members { indexReferences(in: member.value) }
    }

    private mutating func visit(_ value: JSONValue?, path: String) {
        if let list = value?.items {
            for (index, item) in list.enumerated() { visit(resolved(item), path: "\(path)[\(index)]") }
            return
        }
        guard let node = value, node.members != nil, isFirstVisit(node) else { return }
        let types = Self.types(of: node)
        if !types.isDisjoint(with: Self.productTypes) { return collectOffers(of: node, path: path) }
        if !types.isDisjoint(with: Self.offerTypes) {
            let product = resolved(node["itemOffered"]).flatMap { $0.members == nil ? nil : $0 } ?? .object([])
            return emit(offer: node, product: product, path: path, soleOffer: true)
        }
        for key in Self.containerKeys where node[key] != nil {
            visit(resolved(node[key]), path: path + Self.member(key))
        }
    }

    private mutating func collectOffers(of product: JSONValue, path: String) {
        var offers: [(node: JSONValue, path: String)] = []
        func add(_ value: JSONValue?, at path: String, aggregate: [JSONMember]) {
            if let list = value?.items {
                for (index, item) in list.enumerated() {
                    add(resolved(item), at: "\(path)[\(index)]", aggregate: aggregate)
                }
            } else if let node = value, let members = node.members {
                let nested = Self.types(of: node).contains("AggregateOffer") ? node["offers"] : nil
                if let nested {
                    add(
                        resolved(nested), at: path + ".offers",
                        aggregate: members.filter { Self.sharedKeys.contains($0.key) })
                } else {
                    // The offer's own members, then what it takes from its `AggregateOffer`.
                    let own = Set(members.map(\.key))
                    offers.append((.object(members + aggregate.filter { !own.contains($0.key) }), path))
                }
            }
        }
        add(resolved(product["offers"]), at: path + ".offers", aggregate: [])
        let first = records.count
        for offer in offers where isFirstVisit(offer.node) {
            emit(offer: offer.node, product: product, path: offer.path, soleOffer: offers.count == 1)
        }
        numberAlikeOffers(from: first, of: product)
    }

    /// Gives the offers of one product from `first` on that have no id of their own and would share the
    /// natural key (store, zip code, item, last day) with another of them (five portion sizes that state
    /// only a price) an id of the product's and their position, `1234567 offer 2`: they are different
    /// offers, and the natural key would make them one row.
    private mutating func numberAlikeOffers(from first: Int, of product: JSONValue) {
        let id = Self.keys.firstIndex(of: "id")!
        let keyColumns = ["store_name", "zip_code", "item_name", "valid_until"].map { Self.keys.firstIndex(of: $0)! }
        let records = self.records
        let naturalKey = { (index: Int) in keyColumns.map { records[index].values[$0].text ?? "" } }
        let alike = Dictionary(
            grouping: (first..<records.count).filter { records[$0].values[id] == .null }, by: naturalKey)
        let productKey = text(product["sku"]) ?? text(product["@id"]) ?? text(product["name"]) ?? "offer"
        for (position, index) in (first..<records.count).enumerated() where records[index].values[id] == .null {
            guard let group = alike[naturalKey(index)], group.count > 1 else { continue }
            self.records[index].values[id] = .string("\(productKey) offer \(position + 1)")
        }
    }

    private mutating func emit(offer: JSONValue, product: JSONValue, path: String, soleOffer: Bool) {
        let place = nodes(offer["availableAtOrFrom"]).first
        let address = place.flatMap { nodes($0["address"]).first }
        var values = prices(of: offer)
        values["id"] = value(offer["sku"]) ?? value(offer["@id"])
        if soleOffer { values["id"] = values["id"] ?? value(product["sku"]) ?? value(product["@id"]) }
        values["item_name"] = itemName(
            product: plain(product["name"]), offer: plain(offer["name"]), soleOffer: soleOffer)
        values["store_name"] = plain(offer["seller"]) ?? plain(offer["offeredBy"])
        values["zip_code"] = value(address?["postalCode"])
        values["location"] = plain(address?["addressLocality"])
        values["image_url"] = imageURL(product["image"]) ?? imageURL(offer["image"])
        values["description"] = plain(product["description"]) ?? plain(offer["description"])
        values["category"] = plain(product["category"]) ?? plain(offer["category"])
        records.append(
            SourceRecord(
                location: .jsonPath("\(source) \(path)"), keys: Self.keys,
                values: Self.keys.map { values[$0] ?? .null }))
    }

    /// The product's name, with the offer's own name after it when the product has several offers and the
    /// offer names itself otherwise (`Organic Rolled Oats (500 g)`: each offer is a size, a pack or a
    /// variant of its own); the offer's name when it already starts with the product's; the offer's name
    /// when the product has none.
    private func itemName(product: SourceValue?, offer: SourceValue?, soleOffer: Bool) -> SourceValue? {
        guard !soleOffer, let productName = product?.text, let offerName = offer?.text else { return product ?? offer }
        let words = { (text: String) in text.lowercased().split { !$0.isLetter && !$0.isNumber } }
        let (productWords, offerWords) = (words(productName), words(offerName))
        if offerWords.isEmpty || productWords.starts(with: offerWords) { return product }
        if offerWords.starts(with: productWords) { return offer }
        return .string("\(productName) (\(offerName.trimmingSpaces))")
    }

    /// The `discount_price`, `original_price`, `currency_code` and `valid_until` of an offer.
    private func prices(of offer: JSONValue) -> [String: SourceValue] {
        let specifications = nodes(offer["priceSpecification"])
        let listPrice = specifications.first { specification in
            text(specification["priceType"]).map { Self.listPriceTypes.contains(Self.typeName($0)) } == true
        }
        let salePrice = specifications.first { specification in
            let type = text(specification["priceType"]).map(Self.typeName)
            return (type == nil || type == "SalePrice") && specification["referenceQuantity"] == nil
        }
        var values: [String: SourceValue] = [:]
        values["discount_price"] = value(offer["price"]) ?? value(offer["lowPrice"]) ?? value(salePrice?["price"])
        values["original_price"] = value(listPrice?["price"]) ?? value(offer["highPrice"])
        values["currency_code"] =
            value(offer["priceCurrency"]) ?? value(salePrice?["priceCurrency"]) ?? value(listPrice?["priceCurrency"])
        values["valid_until"] =
            value(offer["priceValidUntil"]) ?? value(offer["validThrough"]) ?? value(salePrice?["validThrough"])
        return values
    }

    /// False for a node with an `@id` already read; a node without one is always read.
    private mutating func isFirstVisit(_ node: JSONValue) -> Bool {
        guard let id = node["@id"]?.string else { return true }
        return seen.insert(id).inserted
    }

    /// The node a `{"@id": …}` reference stands for, when the block has it; anything else as it is.
    func resolved(_ value: JSONValue?) -> JSONValue? {
        guard let node = value, Self.isReference(node), let id = node["@id"]?.string else { return value }
        return references[id] ?? node
    }

    /// The objects a property holds, whether one or a list, references resolved.
    private func nodes(_ value: JSONValue?) -> [JSONValue] {
        let resolvedValue = resolved(value)
        let list = resolvedValue?.items ?? (resolvedValue.map { [$0] } ?? [])
        return list.compactMap { resolved($0) }.filter { $0.members != nil }
    }
}
