import Foundation

/// The output folder, checked before anything is written: larder replaces it as a whole, so it must be
/// larder's own and must not overlap anything larder reads.
///
/// A folder is accepted when it is missing, empty, marked with ``markerName`` (every output folder
/// larder writes holds that file), or unmarked but holding only names larder writes (the output of a
/// larder from before the marker; see ``foreignEntry(in:)``). It is refused when it is not a folder, is
/// the current folder or one of its ancestors, or is, holds or lies inside one of the ``Input``s.
/// Paths are compared absolute, with symbolic links resolved.
public struct OutputFolder: Sendable {
    /// A file or folder larder reads, which the output folder must leave alone.
    public enum Input: Equatable, Sendable {
        /// The database file (`--db`).
        case database(String)
        /// A data folder or file (`larder run DATA...`).
        case data(String)
        /// The templates folder (`--templates`).
        case templates(String)

        /// The path as the user gave it.
        public var path: String {
            switch self {
            case .database(let path), .data(let path), .templates(let path): return path
            }
        }
    }

    /// Why a folder may not be the output folder.
    public enum Refusal: Equatable, Sendable {
        /// The path names a file (or a link to one), not a folder.
        case notAFolder
        /// The folder is the current folder or one of its ancestors.
        case holdsWorkingFolder
        /// The folder is an input itself.
        case equals(Input)
        /// The folder holds an input.
        case holds(Input)
        /// The folder lies inside an input folder.
        case inside(Input)
        /// The folder has no marker and holds this entry, which larder does not write.
        case foreign(entry: String)
    }

    /// The file larder writes into every output folder, and looks for before replacing one.
    public static let markerName = ".larder-output"

    /// The marker's contents: what the folder is, for someone who finds it.
    static let markerText = """
        larder wrote this folder. `larder report` and `larder run` replace it as a whole, with everything
        in it: keep no files of your own here. Delete this file to keep larder from replacing the folder.

        """

    /// The folder as given, for messages.
    public let given: String
    /// The folder's absolute path with symbolic links resolved: where the output is written.
    public let resolved: URL
    /// What the folder held when larder first looked at it: at the swap, anything that appeared or
    /// changed since refuses the swap (``replace(with:spare:)``).
    public private(set) var snapshot: Snapshot

    /// Checks that `folder` may be replaced without touching `inputs`; throws
    /// ``RenderError/outputRefused(folder:why:)`` otherwise, having moved or deleted nothing.
    public init(checking folder: URL, keeping inputs: [Input] = []) throws {
        given = folder.relativePath
        resolved = Self.resolve(folder)
        snapshot = Snapshot(of: resolved)
        let refusal: Refusal?
        do {
            refusal = try self.refusal(inputs)
        } catch {
            throw RenderError.outputFailed(folder: given, reason: error.localizedDescription)
        }
        if let refusal { throw RenderError.outputRefused(folder: given, why: refusal) }
    }

    /// This folder as an earlier check (`larder run`'s, before the import) saw it: the swap compares
    /// the folder with that first look.
    public func lookedAt(first earlier: OutputFolder) -> OutputFolder {
        var folder = self
        if earlier.resolved == resolved { folder.snapshot = earlier.snapshot }
        return folder
    }

    /// The first reason to refuse the folder, if any.
    private func refusal(_ inputs: [Input]) throws -> Refusal? {
        let working = Self.resolve(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if Self.contains(resolved, working) { return .holdsWorkingFolder }
        for input in inputs {
            let path = Self.resolve(URL(fileURLWithPath: input.path))
            if path == resolved { return .equals(input) }
            if Self.contains(resolved, path) { return .holds(input) }
            if Self.contains(path, resolved) { return .inside(input) }
        }
        switch Self.kind(of: resolved) {
        case nil: return nil
        case .typeDirectory?: break
        default: return .notAFolder
        }
        if Self.kind(of: resolved.appendingPathComponent(Self.markerName)) == .typeRegular { return nil }
        return try Self.foreignEntry(in: resolved).map { .foreign(entry: $0) }
    }

    /// Whether `outer` is `inner` or one of its ancestors (both resolved).
    static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerParts = outer.pathComponents
        return inner.pathComponents.starts(with: outerParts)
    }

    /// The type of the item at `url`, not following a final symbolic link; nil when there is none.
    static func kind(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }

    /// `url` made absolute with symbolic links resolved; the part that does not exist yet is kept as
    /// given, its `.` and `..` removed by name.
    static func resolve(_ url: URL) -> URL {
        var parts = url.absoluteURL.pathComponents
        var missing: [String] = []
        while !parts.isEmpty {
            if let real = realpath(NSString.path(withComponents: parts), nil) {
                defer { free(real) }
                let base = URL(fileURLWithPath: String(cString: real))
                return missing.reduce(base) { $0.appendingPathComponent($1) }.standardizedFileURL
            }
            missing.insert(parts.removeLast(), at: 0)
        }
        return url.absoluteURL.standardizedFileURL
    }
}
