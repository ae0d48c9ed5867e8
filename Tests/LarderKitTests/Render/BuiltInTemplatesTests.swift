import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// The templates built into the binary are templates/ as it is: editing a template without running
/// `scripts/embed-templates.py` fails here.
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
        #expect(builtIn.keys.sorted() == files.keys.sorted(), "run scripts/embed-templates.py")
        for (name, text) in files { #expect(builtIn[name] == text, "\(name): run scripts/embed-templates.py") }
    }
}
