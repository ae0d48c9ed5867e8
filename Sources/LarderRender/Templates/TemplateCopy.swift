import Foundation

/// larder's own templates written out as files, to start editing them (`larder templates DIR`); render
/// with the copy through `--templates DIR`.
package enum TemplateCopy {
    /// Writes each of ``BuiltInTemplates`` as `<name>.mustache` under `folder` (creating it and its
    /// `partials/` when missing) and returns the files written, in name order.
    ///
    /// Writes nothing unless `folder` is missing or an empty folder, outside every output folder larder
    /// wrote (one that holds ``OutputFolder/markerName``, which `--out` replaces whole): the files there
    /// may be someone's edits, or would be lost at the next report. Each file is written whole (to a
    /// temporary file, then renamed).
    package static func write(to folder: URL) throws -> [URL] {
        try checkFolder(folder)
        let files = BuiltInTemplates.all.map { (url: folder.appendingPathComponent($0.name + ".mustache"), $0.text) }
        do {
            for (url, text) in files {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
        } catch {
            throw RenderError.outputFailed(folder: folder.relativePath, reason: error.localizedDescription)
        }
        return files.map(\.url).sorted { $0.path < $1.path }
    }

    /// Throws ``RenderError`` when `folder` may not receive the templates.
    private static func checkFolder(_ folder: URL) throws {
        let resolved = OutputFolder.resolve(folder)
        let parts = resolved.pathComponents
        for count in (1...parts.count).reversed() {
            let ancestor = URL(fileURLWithPath: NSString.path(withComponents: Array(parts.prefix(count))))
            guard OutputFolder.kind(of: ancestor.appendingPathComponent(OutputFolder.markerName)) == .typeRegular
            else { continue }
            let output = count == parts.count ? folder.relativePath : ancestor.path
            throw RenderError.copyIntoOutput(folder: folder.relativePath, output: output)
        }
        switch OutputFolder.kind(of: resolved) {
        case nil: return
        case .typeDirectory?: break
        default: throw RenderError.copyRefused(folder: folder.relativePath, existing: [])
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: resolved.path).sorted()
        } catch {
            throw RenderError.outputFailed(folder: folder.relativePath, reason: error.localizedDescription)
        }
        let templates = BuiltInTemplates.all.map { $0.name + ".mustache" }.filter {
            FileManager.default.fileExists(atPath: resolved.appendingPathComponent($0).path)
        }
        guard templates.isEmpty else { throw RenderError.copyRefused(folder: folder.relativePath, existing: templates) }
        if let entry = entries.first { throw RenderError.copyIntoNonEmpty(folder: folder.relativePath, entry: entry) }
    }
}
