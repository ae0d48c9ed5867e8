import Foundation

@testable import LarderImport

/// Reads a rendered page with libxml2 (larder's own ``HTMLDocument``) and lists, as sentences, what
/// a static page must not hold: scripts, event attributes, script or data URLs, WebAssembly and
/// remote resources.
enum PageAudit {
    private static let urlAttributes: Set<String> = [
        "href", "src", "xlink:href", "action", "formaction", "srcset", "poster", "data", "background",
    ]
    private static let activeElements: Set<String> = ["script", "iframe", "object", "embed", "base", "frame"]

    /// Every element of the page, the root first.
    static func elements(of html: String, page: String) throws -> [HTMLElement] {
        let document = try HTMLDocument(data: Data(html.utf8), path: page)
        guard let root = document.root else { return [] }
        return [root] + root.descendants(where: { _ in true })
    }

    /// The problems of `html`, one sentence each; empty for a safe page.
    static func problems(in html: String, page: String) throws -> [String] {
        var problems: [String] = []
        if html.lowercased().contains(".wasm") { problems.append("\(page) refers to a .wasm file") }
        for element in try elements(of: html, page: page) {
            if activeElements.contains(element.name) { problems.append("\(page) has a <\(element.name)> element") }
            if element.name == "style", hasRemoteCSS(element.rawText) {
                problems.append("\(page) has a stylesheet that loads a url( or @import")
            }
            for name in element.attributeNames {
                problems += attributeProblems(element, name: name, value: element.attribute(name) ?? "", page: page)
            }
        }
        return problems
    }

    private static func attributeProblems(_ element: HTMLElement, name: String, value: String, page: String)
        -> [String]
    {
        let tag = "\(page): <\(element.name) \(name)=\"\(value)\">"
        if name.lowercased().hasPrefix("on") { return ["\(tag) is an event attribute"] }
        if name == "style" { return hasRemoteCSS(value) ? ["\(tag) loads a url("] : [] }
        guard urlAttributes.contains(name) else { return [] }
        let url = value.filter { !$0.isWhitespace && !$0.isASCIIControl }.lowercased()
        if url.hasPrefix("javascript:") || url.hasPrefix("data:") || url.hasPrefix("vbscript:") {
            return ["\(tag) is a script or data URL"]
        }
        let isRemote = url.hasPrefix("http:") || url.hasPrefix("https:") || url.hasPrefix("//")
        let loads = name != "href" || element.name == "link"
        return isRemote && loads ? ["\(tag) loads a remote resource"] : []
    }

    private static func hasRemoteCSS(_ css: String) -> Bool {
        let lowered = css.lowercased()
        return lowered.contains("url(") || lowered.contains("@import")
    }
}

extension Character {
    /// Whether this is an ASCII control character (a browser drops them inside URLs).
    fileprivate var isASCIIControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}
