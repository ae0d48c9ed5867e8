import Foundation

extension OutputFolder {
    /// What an output folder held at one moment: every entry at any depth, by its path inside the
    /// folder, with its identity, size and times. Links are recorded, never followed.
    public struct Snapshot: Equatable, Sendable {
        /// One entry: a folder by its identity alone (its times change when an entry goes, which loses
        /// nothing), anything else by its identity, size, modification and status-change times.
        struct Entry: Equatable, Sendable {
            var device: UInt64
            var inode: UInt64
            var type: mode_t
            var size: Int64 = 0
            var modified: Int64 = 0
            var changed: Int64 = 0

            var isFolder: Bool { type == S_IFDIR }
        }

        /// The entries by path inside the folder (`drafts/notes.txt`); `.` is the folder itself when it
        /// is no folder.
        var entries: [String: Entry] = [:]

        /// Takes the snapshot of `folder`: empty when there is none.
        init(of folder: URL) {
            guard let root = Self.entry(at: folder.path) else { return }
            guard root.isFolder else {
                entries["."] = root
                return
            }
            walk(folder.path, prefix: "")
        }

        /// The entries of `now` that are not here as they were, new or changed, in path order, a folder's
        /// path ending in `/`. Entries gone since are no change: their loss takes nothing from anyone.
        func changes(in now: Snapshot) -> [String] {
            now.entries.filter { path, entry in entries[path] != entry }
                .map { $0.value.isFolder ? $0.key + "/" : $0.key }
                .sorted()
        }

        private mutating func walk(_ path: String, prefix: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names {
                let child = path + "/" + name
                guard let entry = Self.entry(at: child) else { continue }
                entries[prefix + name] = entry
                if entry.isFolder { walk(child, prefix: prefix + name + "/") }
            }
        }

        /// The entry at `path`, not following a final link; nil when there is none.
        private static func entry(at path: String) -> Entry? {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            var entry = Entry(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), type: info.st_mode & S_IFMT)
            if !entry.isFolder {
                entry.size = Int64(info.st_size)
                entry.modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                entry.changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            }
            return entry
        }
    }
}
