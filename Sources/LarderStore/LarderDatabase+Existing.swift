import Foundation
import GRDB

extension LarderDatabase {
    /// Opens and migrates the database at `path`, which must exist: `larder status` and `larder report`
    /// never create one, so a mistyped `--db` is an error rather than an empty report.
    public convenience init(existingAt path: String, busyTimeout: TimeInterval = LarderDatabase.busyTimeout) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw StoreError.missing(path: path)
        }
        try self.init(path: path, busyTimeout: busyTimeout)
    }

    /// The database file's path; nil for an in-memory database.
    public var path: String? {
        writer is DatabasePool ? writer.path : nil
    }
}
