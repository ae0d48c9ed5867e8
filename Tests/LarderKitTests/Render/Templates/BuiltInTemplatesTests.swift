import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// The templates built into the binary are templates/ byte for byte: the `EmbedTemplates` plugin
/// leaves none out and its generated literals escape every quote, backslash and line ending.
@Suite struct BuiltInTemplatesTests {
    @Test func theBuiltInTemplatesAreTheTemplatesFolder() throws {
        let folder = Paths.templates
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        while let url = enumerator.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let name = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[String(name.dropLast(".mustache".count))] = try String(contentsOf: url, encoding: .utf8)
        }
        let builtIn = Dictionary(uniqueKeysWithValues: BuiltInTemplates.all.map { ($0.name, $0.text) })
        #expect(builtIn.keys.sorted() == files.keys.sorted())
        for (name, text) in files { #expect(builtIn[name] == text, "\(name) differs from its built-in copy") }
    }

    /// The built-in templates are in name order on every machine, whatever order the file system
    /// walks templates/ in.
    @Test func theBuiltInTemplatesAreInNameOrder() {
        let names = BuiltInTemplates.all.map(\.name)
        #expect(names == names.sorted())
        #expect(names.contains("partials/head"))
    }
}
