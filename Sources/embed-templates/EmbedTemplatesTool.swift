import Foundation

/// `embed-templates FOLDER OUTPUT`: writes OUTPUT, a Swift file declaring `EmbeddedTemplates.all`,
/// every `.mustache` file under FOLDER by its path without the extension and its text byte for byte.
/// The EmbedTemplates plugin runs it at build time, so the binary carries the templates and the
/// generated file is never in the repository.
@main
enum EmbedTemplatesTool {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else { fail("usage: embed-templates FOLDER OUTPUT", status: 2) }
        let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
        let output = URL(fileURLWithPath: arguments[2])
        do {
            try swiftFile(embedding: templates(in: folder), from: folder).write(
                to: output, atomically: true, encoding: .utf8)
        } catch {
            fail("error: cannot embed \(folder.path) in \(output.path): \(error)", status: 1)
        }
    }

    /// Every `.mustache` file under `folder`, by name (its path without the extension), in name order.
    static func templates(in folder: URL) throws -> [(name: String, text: String)] {
        let suffix = ".mustache"
        var templates: [(name: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            guard path.hasSuffix(suffix) else { continue }
            let name = String(path.dropFirst(folder.path.count + 1).dropLast(suffix.count))
            templates.append((name, try String(contentsOf: url, encoding: .utf8)))
        }
        return templates.sorted { $0.name < $1.name }
    }

    /// The Swift source declaring `templates`. A string's debug description is a Swift literal with
    /// every quote, backslash and control character escaped, so any text reads back as it is.
    static func swiftFile(embedding templates: [(name: String, text: String)], from folder: URL) -> String {
        var swift = """
            // Generated at build time by embed-templates from \(folder.lastPathComponent)/; do not edit.

            /// larder's own templates as the binary carries them.
            enum EmbeddedTemplates {
                /// Each template's name (its path under templates/ without `.mustache`) and text.
                static let all: [(name: String, text: String)] = [

            """
        for template in templates {
            swift += "        (\(template.name.debugDescription), \(template.text.debugDescription)),\n"
        }
        return swift + "    ]\n}\n"
    }

    /// Prints `message` on standard error and exits with `status`.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
