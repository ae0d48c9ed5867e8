extension SavingsFindings {
    /// An item still to buy, and its active deals.
    public struct Match: Equatable, Sendable, Encodable {
        /// The item's name, as first written on a list.
        public var item: String
        /// The lists it is on: `shopping list`, or a grocery list's name.
        public var lists: [String]
        /// The best deal at each store (the lowest deal price), cheapest first.
        public var deals: [Deal]
    }

    /// Which store is cheapest for the list, weighing how much of it each store covers.
    public struct BasketComparison: Equatable, Sendable, Encodable {
        /// How the cheapest store is chosen, in one sentence.
        public var rule: String
        /// The items to buy, and the fewest a store must have deals for to be named cheapest: half
        /// of them, rounded up (at least 1).
        public var listItems, minimumItems: Int
        /// The store named cheapest by ``SavingsFindings/basketRule``, or nil when no store has deals on
        /// `minimumItems` items.
        public var cheapestStore: String?
    }

    /// How the cheapest store for the list is chosen.
    public static let basketRule =
        "A store is named cheapest only when it has deals on at least half of the items to buy; among those, "
        + "the one whose deals save most against their regular prices (one of each item; for an item priced per "
        + "lb or kg, the weight on the list, else one lb or kg), then the one with "
        + "deals on more items, then by name."
}
