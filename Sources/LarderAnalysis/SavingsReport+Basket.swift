extension SavingsReport {
    /// An item still to buy, and its active deals.
    public struct Match: Equatable, Sendable, Encodable {
        /// The item's name, as first written on a list.
        public var item: String
        /// The lists it is on: `shopping list`, or a grocery list's name.
        public var lists: [String]
        /// The best deal at each store (the lowest deal price), cheapest first.
        public var deals: [Deal]
    }

    /// The basket's price at one store.
    public struct StorePrice: Equatable, Sendable, Encodable {
        /// The store.
        public var store: String
        /// The deal prices of the compared items at this store, in cents.
        public var comparedCents: Int
        /// Basket items with a deal at this store (compared or not), and those with none.
        public var pricedItems, unpricedItems: Int
    }

    /// Where the basket is cheapest, comparing like with like.
    public struct BasketComparison: Equatable, Sendable, Encodable {
        /// How stores are compared, in one sentence.
        public var rule: String
        /// The items every store in `stores` has a deal on: the ones compared, by name.
        public var comparedItems: [String]
        /// Every store with a deal on a basket item: cheapest for the compared items first, then
        /// by name.
        public var stores: [StorePrice]
        /// The store with the lowest price for the compared items, or nil when no item is on offer
        /// at every store (or nothing matches).
        public var cheapestStore: String?
    }

    /// How the basket comparison counts items a store has no deal for.
    public static let basketRule =
        "Stores are compared only on the items every store with a matching deal prices (by its lowest deal price, "
        + "one unit each); items a store has no deal for are counted in its unpricedItems and not priced."
}
