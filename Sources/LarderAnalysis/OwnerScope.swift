import LarderStore

/// Whose rows an analysis reads: everyone's, or one household's groups and users.
///
/// A row with an owner column (`group_id`, `user_id`) is in scope when its owner is; a row with no
/// owner (a deal, an ownerless brew log) is shared and in every scope. Store's queries take it as an
/// ``OwnerFilter`` so no report can show another owner's rows.
public struct OwnerScope: Equatable, Sendable {
    /// The groups in scope, or nil for every group.
    public var groupIDs: [String]?
    /// The users in scope, or nil for every user.
    public var userIDs: [String]?

    /// Every row of every owner.
    public static let everyone = OwnerScope(groupIDs: nil, userIDs: nil)

    /// Creates a scope.
    public init(groupIDs: [String]?, userIDs: [String]?) {
        self.groupIDs = groupIDs
        self.userIDs = userIDs
    }

    /// The same scope as a filter Store's queries apply to owner columns.
    package var filter: OwnerFilter { OwnerFilter(groupIDs: groupIDs, userIDs: userIDs) }
}
