import Foundation
import Testing

/// A file whose mode forbids reading it. Root reads any file whatever its mode, so as root larder runs
/// as `nobody` (through `setpriv`), where the mode counts as it does for a user.
@Suite struct UnreadableFileTests {
    /// Runs a command as another user (util-linux).
    static let setpriv = "/usr/bin/setpriv"

    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)))
    func anUnreadableFileFailsAloneWithTheSystemsReason() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data")
        try Data("name,expiration_date\nMilk,2026-11-21\n".utf8).write(to: data.appendingPathComponent("food.csv"))
        try Data("name,expiration_date\nEggs,2026-11-22\n".utf8).write(to: data.appendingPathComponent("locked.csv"))
        #expect(chmod(data.appendingPathComponent("locked.csv").path, 0) == 0)
        // nobody must be able to create the database in the folder.
        #expect(chmod(folder.path, 0o777) == 0)
        let larder = try EndToEndTests.executable.path
        let command =
            getuid() == 0 ? [Self.setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", larder] : [larder]
        let result = try EndToEndTests.run(command + ["import", "data"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("data/locked.csv cannot be read: permission denied. Check its permissions."))
        #expect(result.output.contains("data/food.csv → inventory_items: 1 read, 1 inserted"))
    }
}
