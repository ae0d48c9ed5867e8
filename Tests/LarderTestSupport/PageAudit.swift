import Foundation
import LarderImport

/// Reads a rendered page the way an attacker's content would have to get through — parsed by libxml2's
/// HTML parser (larder's own ``HTMLDocument``), which repairs markup as a browser would — and lists, as
/// sentences, what a static page must not hold: an element that runs, embeds, submits or redirects, an
/// event attribute, a script URL in any attribute, a link or source other than http(s) or a relative
/// path, a resource loaded from elsewhere, a stylesheet that loads anything, WebAssembly. The rules for
/// the Markdown report are in `PageAudit+Markdown.swift`.
package enum PageAudit {
    /// Elements that run script, embed other documents, submit or redirect.
    package static let forbiddenElements: Set<String> = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "form", "noscript",
    ]
    /// Attributes whose value the browser loads or follows.
    package static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "srcset", "poster", "xlink:href", "data", "background", "cite",
        "longdesc", "usemap", "manifest", "ping",
    ]

    /// Every element of the page, the root first.
    package static func elements(of html: String, page: String) throws -> [HTMLElement] {
        let document = try HTMLDocument(data: Data(html.utf8), path: page)
        guard let root = document.root else { return [] }
        return [root] + root.descendants(where: { _ in true })
    }

    /// What is wrong with an HTML page, one sentence per problem; empty when it is safe.
    package static func problems(inHTML html: String, named page: String) throws -> [String] {
        let elements = try elements(of: html, page: page)
        guard !elements.isEmpty else { return ["\(page) has no root element"] }
        var problems: [String] = []
        if html.lowercased().contains(".wasm") { problems.append("\(page) refers to a .wasm file") }
        for element in elements {
            problems += elementProblems(element, page: page)
            for (name, value) in element.attributes {
                problems += attributeProblems(element, name: name, value: value, page: page)
            }
        }
        return problems
    }

    /// Whether a URL is http(s) or a relative path with no scheme (and not protocol-relative).
    static func isSafeURL(_ value: String) -> Bool {
        let url = squeezed(value)
        if url.hasPrefix("http://") || url.hasPrefix("https://") { return true }
        if url.hasPrefix("//") || url.hasPrefix("\\") { return false }
        let beforePath = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }

    private static func elementProblems(_ element: HTMLElement, page: String) -> [String] {
        var problems: [String] = []
        if forbiddenElements.contains(element.name) { problems.append("\(page) has a <\(element.name)> element") }
        if element.name == "meta", element.attribute("http-equiv")?.lowercased() == "refresh" {
            problems.append("\(page) has a <meta http-equiv=refresh>")
        }
        if element.name == "style", hasRemoteCSS(element.rawText) {
            problems.append("\(page) has a stylesheet that loads a url( or @import")
        }
        return problems
    }

    /// The problems of one attribute: an event handler, a script URL anywhere in its value, a stylesheet
    /// that loads, and for an attribute the browser follows, the one thing most wrong with its URL.
    private static func attributeProblems(_ element: HTMLElement, name: String, value: String, page: String)
        -> [String]
    {
        let tag = "\(page): <\(element.name) \(name)=\"\(value)\">"
        var problems: [String] = []
        if name.hasPrefix("on") { problems.append("\(tag) is an event attribute") }
        let url = squeezed(value)
        if url.contains("javascript:") || url.contains("vbscript:") { problems.append("\(tag) holds a script URL") }
        if name == "style", hasRemoteCSS(value) { problems.append("\(tag) loads a url(") }
        if urlAttributes.contains(name), let problem = urlProblem(url, attribute: name, of: element) {
            problems.append("\(tag) \(problem)")
        }
        return problems
    }

    /// What is wrong with a squeezed URL in attribute `name` of `element`, or nil: a script or data URL;
    /// a remote resource the page would load (a link to another site is not one); anything else that is
    /// not http(s) or relative.
    private static func urlProblem(_ url: String, attribute name: String, of element: HTMLElement) -> String? {
        if url.hasPrefix("javascript:") || url.hasPrefix("data:") || url.hasPrefix("vbscript:") {
            return "is a script or data URL"
        }
        let isRemote = url.hasPrefix("http:") || url.hasPrefix("https:") || url.hasPrefix("//")
        if isRemote, name != "href" || element.name == "link" { return "loads a remote resource" }
        return isSafeURL(url) ? nil : "is not http(s) or relative"
    }

    /// The value in lower case without the spaces and control characters a browser drops inside a URL.
    private static func squeezed(_ value: String) -> String {
        let kept = value.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace }
        return String(String.UnicodeScalarView(kept)).lowercased()
    }

    private static func hasRemoteCSS(_ css: String) -> Bool {
        let lowered = css.lowercased()
        return lowered.contains("url(") || lowered.contains("@import")
    }
}
