import Foundation
import LarderValues

extension OutputFolder {
    /// Puts the folder `staged` in place of the output folder, and the previous output where `staged`
    /// was, if nothing appeared or changed in the output folder since larder first looked at it
    /// (``snapshot``); throws ``RenderError/outputChanged(folder:entries:)`` otherwise, having moved or
    /// deleted nothing.
    ///
    /// The folder is looked at again just before the swap, which is one atomic `renameat2` exchange: at
    /// any moment the output folder's name holds the previous output or the new one, whole. The previous
    /// output is looked at once more after the swap, and an entry that slipped in between is swapped
    /// back. Where the file system has no exchange (`EINVAL`), the swap takes three renames through
    /// `spare`, and for their few microseconds the name holds nothing.
    func replace(with staged: URL, spare: URL) throws {
        try CleanupOnExit.checkpoint()
        try refuseChanges(in: Snapshot(of: resolved))
        var info = stat()
        guard lstat(resolved.path, &info) == 0 else {
            // No folder to keep: a rename, which fails rather than replace a folder that appeared meanwhile
            // with entries (an empty one is replaced, losing nothing).
            guard rename(staged.path, resolved.path) == 0 else {
                let code = errno
                try refuseChanges(in: Snapshot(of: resolved))
                throw CleanupOnExit.systemError(code)
            }
            return
        }
        try Self.exchange(staged, resolved, spare: spare)
        let late = snapshot.changes(in: Snapshot(of: staged))
        if !late.isEmpty {
            try Self.exchange(staged, resolved, spare: spare)
            throw RenderError.outputChanged(folder: given, entries: late)
        }
    }

    /// Throws ``RenderError/outputChanged(folder:entries:)`` when `now` holds an entry the first look did
    /// not see as it is.
    private func refuseChanges(in now: Snapshot) throws {
        let changes = snapshot.changes(in: now)
        if !changes.isEmpty { throw RenderError.outputChanged(folder: given, entries: changes) }
    }

    /// Exchanges the folders at `first` and `second`: atomically where the system can (`renameat2` with
    /// `RENAME_EXCHANGE`, Linux 3.15 and ext4, XFS, Btrfs, tmpfs …), else with three renames through
    /// `spare`.
    static func exchange(_ first: URL, _ second: URL, spare: URL) throws {
        if let renameExchange {
            if renameExchange(AT_FDCWD, first.path, AT_FDCWD, second.path, 2) == 0 { return }
            if errno != EINVAL && errno != ENOSYS { throw CleanupOnExit.systemError(errno) }
        }
        for (from, to) in [(second, spare), (first, second), (spare, first)] where rename(from.path, to.path) != 0 {
            throw CleanupOnExit.systemError(errno)
        }
    }

    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32

    /// glibc's `renameat2`, which Swift's Glibc module does not declare (it needs `_GNU_SOURCE`); nil
    /// where the C library has none.
    private static let renameExchange: RenameAt2? = {
        #if os(Linux)
            // RTLD_DEFAULT: the symbol as the process's libraries define it.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
            return nil
        #endif
    }()
}
