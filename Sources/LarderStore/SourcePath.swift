import Foundation

/// How larder names a file in the rows it keeps of it (`raw_*._source_file`, `rejected_rows.path`).
package enum SourcePath {
    /// The file's absolute path, `.` and `..` resolved and symbolic links followed, so one file has one
    /// name whichever folder larder ran in and however the path was typed.
    package static func of(_ url: URL) -> String {
        url.absoluteURL.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
