import Foundation

/// larder's own templates written out as files, to start editing them (`larder templates DIR`); render
/// with the copy through `--templates DIR`.
package enum TemplateCopy {
    /// Writes each of ``BuiltInTemplates`` as `<name>.mustache` under `folder` (creating it and its
    /// `partials/` when missing) and returns the files written, in name order.
    ///
    /// Writes nothing when `folder` is a file or already holds a file of one of those names: the files
    /// may be someone's edits. Each file is written whole (to a temporary file, then renamed).
    package static func write(to folder: URL) throws -> [URL] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw RenderError.copyRefused(folder: folder.path, existing: [])
        }
        let files = BuiltInTemplates.all.map { (url: folder.appendingPathComponent($0.name + ".mustache"), $0.text) }
        let existing = files.map(\.url).filter { FileManager.default.fileExists(atPath: $0.path) }
        guard existing.isEmpty else {
            throw RenderError.copyRefused(
                folder: folder.path, existing: existing.map { String($0.path.dropFirst(folder.path.count + 1)) })
        }
        do {
            for (url, text) in files {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
        } catch {
            throw RenderError.outputFailed(folder: folder.path, reason: error.localizedDescription)
        }
        return files.map(\.url).sorted { $0.path < $1.path }
    }
}
