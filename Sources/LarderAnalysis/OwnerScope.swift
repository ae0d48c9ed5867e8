import LarderStore

/// Whose rows an analysis reads: everyone's, or one household's groups and users.
///
/// A row with an owner column (`group_id`, `user_id`) is in scope when its owner is; a row with no
/// owner (a deal, an ownerless brew log) is shared and in every scope. It is Store's
/// ``OwnerFilter`` under the name analyses use, so every query an analysis runs applies the scope
/// itself and no report can show another owner's rows.
public typealias OwnerScope = OwnerFilter

extension OwnerScope {
    /// The scope as the filter Store's queries take: the same value, named for the query's side.
    package var filter: OwnerFilter { self }
}
