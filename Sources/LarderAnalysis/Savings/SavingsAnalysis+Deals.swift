import GRDB
import LarderStore
import LarderValues

extension SavingsAnalysis {
    /// One row of `deals`, with its prices in cents.
    struct DealRow {
        /// The deal's id.
        var id: String
        /// The store as ``StoreIdentity`` names it, and its identity key, for comparing.
        var store, storeKey: String
        /// The item on offer.
        var item: String
        /// The zip code, trimmed, or nil.
        var zipCode: String?
        /// The deal price, in cents.
        var priceCents: Int
        /// The regular price, in cents, or nil.
        var originalCents: Int?
        /// The deal's own percent off, or nil.
        var givenPercent: Double?
        /// The last day of the deal, or nil.
        var validUntil: CivilDate?
        /// The day the deal was listed (`scraped_at`, else `created_at`), when known.
        var listedOn: CivilDate?
        /// The weight the prices are per: the ad's (`price_unit`), else the item name's (``DealUnit``); and a
        /// multi-buy as the ad writes it (`2 for $5`), whose price of one `priceCents` is.
        var unit, offer: String?

        /// Reads a deal as Store returns it, its store named by `stores`.
        init(_ deal: DealQueries.Deal, stores: StoreIdentity) {
            id = deal.id
            let written = Phrase.nonBlank(deal.storeName) ?? ""
            storeKey = stores.key(written, zipCode: deal.zipCode, city: deal.location) ?? ""
            store = stores.name(ofKey: storeKey, fallback: written)
            zipCode = Phrase.nonBlank(deal.zipCode)
            item = deal.itemName
            originalCents = Figures.cents(deal.originalPrice)
            priceCents = Figures.cents(deal.discountPrice) ?? 0
            givenPercent = deal.discountPercent
            validUntil = deal.validUntil.flatMap { CivilDate(iso: $0.prefix(10)) }
            listedOn = deal.listedAt.flatMap { CivilDate(iso: $0.prefix(10)) }
            // `each` is one item, as a price with no unit is.
            unit = deal.priceUnit.map { $0 == "each" ? nil : $0 } ?? DealUnit.pricedPer(item)
            offer = deal.offerQuantity == nil ? nil : deal.offerText
        }

        /// Regular minus deal price, in cents, when the regular price is known.
        var savingCents: Int? { originalCents.map { $0 - priceCents } }

        /// The deal's own percent off, else one worked out from the prices to one decimal.
        var percentOff: Double? {
            if let givenPercent { return givenPercent }
            guard let originalCents, originalCents > 0, let savingCents else { return nil }
            return (Double(savingCents) * 1000 / Double(originalCents)).rounded() / 10
        }

        /// Whether the deal runs on `day`: listed on or before it, and valid until it or later
        /// (either bound counts as open when unknown).
        func runs(on day: CivilDate) -> Bool {
            (listedOn.map { $0 <= day } ?? true) && (validUntil.map { $0 >= day } ?? true)
        }

        /// The deal as the report shows it.
        func report(asOf: CivilDate) -> SavingsFindings.Deal {
            .init(
                store: store, item: item, zipCode: zipCode, priceCents: priceCents, originalCents: originalCents,
                savingCents: savingCents, percentOff: percentOff, validUntil: validUntil,
                daysLeft: validUntil.map { asOf.days(until: $0) }, unit: unit, offer: offer)
        }

        /// Store, item and id: the last tie-breaks of every deal order.
        var identity: (SortKey, SortKey, String) {
            (SortKey(name: store, id: ""), SortKey(name: item, id: ""), id)
        }
    }

    /// Reads the deals in scope for `zipCode` (every deal when nil) one row at a time; with `day`, only
    /// deals that may run on that day (``DealRow/runs(on:)`` decides), as ``DealQueries`` reads them.
    func forEachDeal(
        zipCode: String?, runningOn day: CivilDate? = nil, stores: StoreIdentity, _ db: Database,
        _ body: (DealRow) throws -> Void
    ) throws {
        try DealQueries.forEach(zipCode: zipCode, runningOn: day, for: scope.filter, in: db) {
            try body(DealRow($0, stores: stores))
        }
    }

    /// Best first: percent off, then saving (unknown after known), then store, item and id.
    static func isBetterDeal(_ lhs: DealRow, _ rhs: DealRow) -> Bool {
        if lhs.percentOff != rhs.percentOff { return (lhs.percentOff ?? -1) > (rhs.percentOff ?? -1) }
        if lhs.savingCents != rhs.savingCents { return (lhs.savingCents ?? -1) > (rhs.savingCents ?? -1) }
        return lhs.identity < rhs.identity
    }

    /// The deal to buy an item by at one store: the lowest price, then the larger saving, then id.
    static func isCheaper(_ lhs: DealRow, _ rhs: DealRow) -> Bool {
        if lhs.priceCents != rhs.priceCents { return lhs.priceCents < rhs.priceCents }
        if lhs.savingCents != rhs.savingCents { return (lhs.savingCents ?? -1) > (rhs.savingCents ?? -1) }
        return lhs.identity < rhs.identity
    }

    /// The deal a purchase saved most by: the larger saving, then the lower price, then id.
    static func savesMore(_ lhs: DealRow, _ rhs: DealRow) -> Bool {
        if lhs.savingCents != rhs.savingCents { return (lhs.savingCents ?? -1) > (rhs.savingCents ?? -1) }
        if lhs.priceCents != rhs.priceCents { return lhs.priceCents < rhs.priceCents }
        return lhs.identity < rhs.identity
    }

    /// The best active deals, at most `limit`, best first: a deal no better than the worst kept
    /// costs one comparison, so a scan over many deals stays fast and small.
    struct TopDeals {
        /// The most deals kept.
        let limit: Int
        /// The deals kept, best first.
        private(set) var best: [DealRow] = []

        /// Keeps at most `limit` deals (none when negative).
        init(limit: Int) { self.limit = max(0, limit) }

        /// Considers one more deal.
        mutating func add(_ deal: DealRow) {
            if best.count == limit, let worst = best.last, !isBetterDeal(deal, worst) { return }
            guard limit > 0 else { return }
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if isBetterDeal(best[middle], deal) { low = middle + 1 } else { high = middle }
            }
            best.insert(deal, at: low)
            if best.count > limit { best.removeLast() }
        }
    }
}
