import Foundation
import Mustache

/// The Mustache templates of a folder, or larder's own built into the binary (``BuiltInTemplates``),
/// each registered under its path without `.mustache` (`expiry.html`, `partials/head`).
struct TemplateLibrary {
    /// Where the templates come from, as messages name a template's file.
    let folder: URL
    /// Whether the templates are larder's own, carried in the binary.
    let isBuiltIn: Bool
    private let library: MustacheLibrary
    private let names: Set<String>

    /// Loads every `.mustache` file under `folder`; a syntax error names the file and line, a missing
    /// partial names the file and the template that includes it, and a value other than a chart left
    /// unescaped (`{{{name}}}`, `{{&name}}`) names the file and line.
    init(folder: URL) throws {
        let files = Self.templateFiles(in: folder)
        guard !files.isEmpty else { throw RenderError.templatesMissing(folder: folder.path) }
        var sources: [(name: String, text: String)] = []
        for (name, url) in files {
            do {
                sources.append((name, try String(contentsOf: url, encoding: .utf8)))
            } catch {
                throw RenderError.outputFailed(folder: url.path, reason: "the template cannot be read as UTF-8")
            }
        }
        try self.init(sources, folder: folder, isBuiltIn: false)
    }

    /// larder's own templates, carried in the binary; messages name them under `templates/`.
    static func builtIn() throws -> TemplateLibrary {
        try TemplateLibrary(BuiltInTemplates.all, folder: URL(fileURLWithPath: "templates"), isBuiltIn: true)
    }

    private init(_ sources: [(name: String, text: String)], folder: URL, isBuiltIn: Bool) throws {
        self.folder = folder
        self.isBuiltIn = isBuiltIn
        var library = MustacheLibrary()
        var names: Set<String> = []
        var texts: [String: String] = [:]
        var files: [String: URL] = [:]
        for (name, text) in sources {
            let url = folder.appendingPathComponent(name + ".mustache")
            files[name] = url
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw RenderError.templateSyntax(
                    file: url.path, line: error.context.lineNumber, column: error.context.columnNumber,
                    reason: "\(error.error)")
            }
            names.insert(name)
            texts[name] = text
        }
        try Self.checkPartials(texts, files: files, folder: folder)
        try Self.checkRawValues(texts, files: files)
        self.library = library
        self.names = names
    }

    /// Renders the template `name` (e.g. `expiry.html`) with `context`, turned by ``TemplateEncoder``
    /// into what Mustache reads.
    func render(_ context: some Encodable, template name: String) throws -> String {
        guard names.contains(name), let text = library.render(TemplateEncoder.value(of: context), withTemplate: name)
        else {
            throw RenderError.templateMissing(file: folder.appendingPathComponent(name + ".mustache").path)
        }
        return text
    }

    private static func templateFiles(in folder: URL) -> [(String, URL)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        let base = folder.standardizedFileURL.path
        var files: [(String, URL)] = []
        while let url = enumerator.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            files.append((String(relative.dropLast(".mustache".count)), url))
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
