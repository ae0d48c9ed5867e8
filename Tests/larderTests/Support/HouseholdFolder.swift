import Foundation
import LarderTestSupport
import Testing

/// A temporary folder laid out as a user's: `data/`, `templates/` (a copy of larder's), `larder.sqlite`
/// (data imported) and `notes.txt`, with a snapshot of every byte to prove a command left it alone.
struct HouseholdFolder {
    /// The folder.
    let url: URL

    /// Creates the folder and imports `data/` into `larder.sqlite`.
    init() throws {
        url = try EndToEndTests().makeFolder()
        try Data("name,expiration_date,location\nMilk,2026-11-21,Fridge\nEggs,2026-11-24,Fridge\n".utf8)
            .write(to: url.appendingPathComponent("data/food.csv"))
        try FileManager.default.copyItem(
            at: Paths.templates, to: url.appendingPathComponent("templates"))
        try Data("my own notes\n".utf8).write(to: url.appendingPathComponent("notes.txt"))
        let imported = try larder(["import", "data"])
        try #require(imported.status == 0, "\(imported.error)")
    }

    /// Runs `larder arguments` in the folder.
    func larder(_ arguments: [String]) throws -> EndToEndTests.Result {
        try EndToEndTests().larder(arguments, in: url)
    }

    /// Writes `text` to `path` inside the folder, creating folders on the way.
    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every entry under the folder (relative path → bytes; folders and links map to a description of
    /// themselves), so two snapshots are equal only when nothing was added, moved, deleted or changed.
    func snapshot() throws -> [String: Data] {
        var entries: [String: Data] = [:]
        let base = url.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            let full = base + "/" + path
            let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch type {
            case .typeRegular?: entries[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            case .typeSymbolicLink?:
                entries[path] = Data(
                    ("link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: full))).utf8)
            default: entries[path] = Data("\(String(describing: type))".utf8)
            }
        }
        return entries
    }

    /// Removes the folder.
    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
