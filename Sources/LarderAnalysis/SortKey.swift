/// A name in natural order with an id to break ties: the order every list in the reports uses.
struct SortKey: Comparable {
    /// The displayed name.
    var name: String
    /// The row id.
    var id: String

    /// Natural order of names, then ids.
    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        if lhs.name != rhs.name { return NaturalOrder.areInIncreasingOrder(lhs.name, rhs.name) }
        return lhs.id < rhs.id
    }
}
