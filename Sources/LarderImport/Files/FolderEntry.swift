import Foundation

/// What an entry met while walking a folder is, for the import: a file to read (directly or through a
/// link), a folder the walk goes into, or something skipped with the reason a warning gives.
enum FolderEntry: Equatable {
    /// A regular file, or a link to one.
    case file
    /// A folder (the walk enters it).
    case folder
    /// Anything else, with why it is skipped, completing "… was skipped: ".
    case skipped(String)

    /// Looks at the entry at `url` without following a link to a folder: the walk never does, so a link
    /// that points back up the tree cannot make it loop.
    init(at url: URL) {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            self = .skipped("it cannot be read (\(String(cString: strerror(errno)).lowercased()))")
            return
        }
        guard info.st_mode & S_IFMT == S_IFLNK else {
            switch info.st_mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            default: self = .skipped("it is \(FileSnapshot.kind(of: info.st_mode) ?? "a file"), not a regular file")
            }
            return
        }
        guard stat(url.path, &info) == 0 else {
            self = .skipped("it is a link to nothing (\(String(cString: strerror(errno)).lowercased()))")
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR:
            self = .skipped(
                "it is a link to a folder, which larder does not follow (a link can lead back up and"
                    + " loop); import that folder by its own path")
        default:
            self = .skipped("it is a link to \(FileSnapshot.kind(of: info.st_mode) ?? "a file"), not a regular file")
        }
    }
}
