import Foundation

/// Ways to run `larder` where it may only read. Root reads and writes any file whatever its mode, so as
/// root larder runs as another user through `setpriv` (util-linux), where the modes count as they do for
/// a household's users; and a read-only mount is a bind mount in a mount namespace of larder's own
/// (`unshare -m`), which needs root's `CAP_SYS_ADMIN` and vanishes with the process.
enum Confined {
    /// Runs a command as another user.
    static let setpriv = "/usr/bin/setpriv"
    /// Runs a command in a mount namespace of its own.
    static let unshare = "/usr/bin/unshare"
    /// `nobody`, whom the tests make the owner of a household's database.
    static let owner: uid_t = 65_534
    /// Another user, who may read the owner's files.
    static let reader: uid_t = 1_000

    /// Whether larder can run as `owner` and as `reader` (root, with setpriv).
    static let canSwitchUsers = getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)

    /// Whether a read-only bind mount can be made here.
    static let canMountReadOnly: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: unshare),
            let folder = try? EndToEndTests().makeFolder()
        else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = try? EndToEndTests.run(
            [
                unshare, "-m", "sh", "-c", #"mount --bind -o ro "$1" "$1" && ! touch "$1/x" 2>/dev/null"#, "sh",
                folder.path,
            ],
            in: folder)
        return probe?.status == 0
    }()

    /// Runs `larder arguments` in `folder` as `user` (with the user's own group and no other).
    static func larder(_ arguments: [String], as user: uid_t, in folder: URL) throws -> EndToEndTests.Result {
        try EndToEndTests.run(
            [setpriv, "--reuid=\(user)", "--regid=\(user)", "--clear-groups", try EndToEndTests.executable.path]
                + arguments, in: folder)
    }

    /// Runs `larder arguments` in `folder`, which is mounted read-only for larder alone.
    static func larder(_ arguments: [String], onReadOnlyMount folder: URL) throws -> EndToEndTests.Result {
        let script = #"mount --bind -o ro "$1" "$1" && cd "$1" && shift && exec "$@""#
        return try EndToEndTests.run(
            [unshare, "-m", "sh", "-c", script, "sh", folder.path, try EndToEndTests.executable.path] + arguments,
            in: folder)
    }

    /// The bytes and modification time of each `larder.sqlite*` file in `folder`: equal before and after a
    /// command only when it wrote no byte and created no file beside the database.
    static func databaseFiles(in folder: URL, named name: String = "larder.sqlite") throws -> [String: FileState] {
        var files: [String: FileState] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasPrefix(name) {
            let url = folder.appendingPathComponent(file)
            let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            files[file] = FileState(bytes: try Data(contentsOf: url), modified: modified)
        }
        return files
    }

    /// A file's bytes and modification time.
    struct FileState: Equatable, CustomStringConvertible {
        var bytes: Data
        var modified: Date?

        var description: String { "\(bytes.count) bytes modified \(modified?.timeIntervalSince1970 ?? 0)" }
    }
}
