import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// docs/TEMPLATES.md lists every value a template receives: a value added to a page context without
/// a line in the document fails here.
@Suite struct TemplatesDocumentTests {
    /// Every key of `value`, at any depth, with the path that leads to it (`budget.users.week.pace`).
    static func keyPaths(_ value: Any, prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.insert(path)
                paths.formUnion(keyPaths(child, prefix: path))
            }
        } else if let array = value as? [Any] {
            for element in array { paths.formUnion(keyPaths(element, prefix: prefix)) }
        }
        return paths
    }

    /// Whether the document names `path`'s last key (`` `pace` `` or `` `users.pace` ``) in the
    /// section headed by its analysis (`## \`budget\``) or in the one of the values every template
    /// receives, which also holds the values of every table.
    static func documents(_ path: String, in document: String) -> Bool {
        let sections = document.components(separatedBy: "\n## ")
        let first = String(path.split(separator: ".")[0])
        let name = path.split(separator: ".").last!
        let headings = ["Values every template receives", "`\(first)`"]
        return sections.filter { section in headings.contains { section.hasPrefix($0) } }.contains { section in
            section.contains("`\(name)`") || section.contains(".\(name)`")
        }
    }

    @Test func everyValueATemplateReceivesIsDocumentedInItsPagesSection() throws {
        let document = try String(contentsOf: Paths.docs.appendingPathComponent("TEMPLATES.md"), encoding: .utf8)
        let fixture = try RenderedFixture()
        var context = ReportRenderer.context(fixture.report, text: { $0 })
        context.navigation = PageNavigation(current: DashboardPage.all[1])
        let undocumented = Self.keyPaths(TemplateEncoder.value(of: context)).filter {
            !Self.documents($0, in: document)
        }
        #expect(undocumented.sorted() == [], "add these to docs/TEMPLATES.md")
    }

    @Test func everyPageOfTheDashboardIsDocumented() throws {
        let document = try String(contentsOf: Paths.docs.appendingPathComponent("TEMPLATES.md"), encoding: .utf8)
        for page in DashboardPage.all {
            #expect(document.contains("`\(page.file).mustache`"), "\(page.file)")
        }
    }
}
