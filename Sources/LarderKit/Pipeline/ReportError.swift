import Foundation

/// Errors in choosing what to report on.
public enum ReportError: LocalizedError, Equatable {
    /// `--owner` names no group or user of the database.
    case unknownOwner(String, known: [String])
    /// `--store` names no store of the shopping lists or aisle maps.
    case unknownStore(String, known: [String])

    /// A full sentence saying what to pass instead.
    public var errorDescription: String? {
        switch self {
        case .unknownOwner(let owner, let known):
            let list = known.isEmpty ? "the database has no groups or users" : "known: " + known.joined(separator: ", ")
            return "--owner \(owner) names no group or user of the database (\(list)); pass an id or a folder name."
        case .unknownStore(let store, let known):
            let list = known.isEmpty ? "no list or aisle map names a store" : "known: " + known.joined(separator: ", ")
            return "--store \(store) names no store of the shopping lists or aisle maps (\(list)); pass one of them."
        }
    }
}
