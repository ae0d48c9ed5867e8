import Foundation

/// A fresh temporary folder, removed by the caller with `cleanUp()`.
///
/// Files go into a folder of a fixed name inside a new one (`exports` unless told otherwise), so every
/// test's files sit in a folder of the same name, as a household's exports do week after week: short
/// ids are scoped by the folder's name (see `RowIdentity`), and imports of two temporary folders into
/// one database are then the same source.
package struct TemporaryFolder {
    /// The folder the files go into.
    package let url: URL
    /// The new folder that holds `url`; `cleanUp()` removes it.
    package let root: URL

    /// Creates a new folder and, inside it, the folder `inner` the files go into.
    package init(inner: String = "exports") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("larder-test-\(UUID().uuidString)")
        url = root.appendingPathComponent(inner)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    package func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` inside the folder, creating folders on the way, and returns its path.
    @discardableResult
    package func write(_ bytes: Data, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
        return file.path
    }

    /// Removes the folder and everything in it.
    package func cleanUp() { try? FileManager.default.removeItem(at: root) }
}
