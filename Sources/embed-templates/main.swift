import Foundation

// embed-templates FOLDER OUTPUT: writes OUTPUT, a Swift file declaring `EmbeddedTemplates.all`, every
// `.mustache` file under FOLDER by its path without the extension, its text byte for byte. The
// EmbedTemplates plugin runs it at build time, so the binary carries the templates and the generated
// file is never in the repository.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: embed-templates FOLDER OUTPUT\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
let suffix = ".mustache"

var entries: [(name: String, text: String)] = []
let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
while let url = enumerator?.nextObject() as? URL {
    let path = url.standardizedFileURL.path
    guard path.hasSuffix(suffix) else { continue }
    let name = String(path.dropFirst(folder.path.count + 1).dropLast(suffix.count))
    do {
        entries.append((name, try String(contentsOf: url, encoding: .utf8)))
    } catch {
        FileHandle.standardError.write(Data("error: \(path) is not UTF-8 text: \(error)\n".utf8))
        exit(1)
    }
}
entries.sort { $0.name < $1.name }

var swift = """
    // Generated at build time by embed-templates from \(folder.lastPathComponent)/; do not edit.

    /// larder's own templates as the binary carries them.
    enum EmbeddedTemplates {
        /// Each template's name (its path under templates/ without `.mustache`) and text.
        static let all: [(name: String, text: String)] = [

    """
for entry in entries {
    // A string's debug description is a Swift literal with every quote, backslash and control character escaped.
    swift += "        (\(entry.name.debugDescription), \(entry.text.debugDescription)),\n"
}
swift += "    ]\n}\n"
do {
    try swift.write(to: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
