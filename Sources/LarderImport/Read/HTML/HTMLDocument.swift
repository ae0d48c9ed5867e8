internal import CLibXML2
import Foundation

/// An HTML page parsed by libxml2's error-recovering HTML parser, with a small read-only tree walk.
///
/// The page is read whole (pages are small; larger than ``sizeLimit`` is refused). Broken markup is
/// repaired the way libxml2 repairs it, so a truncated page yields what it has. A page that declares
/// no charset (or one libxml2 does not know) is read as UTF-8, a stray byte that is not UTF-8 becoming
/// U+FFFD; left to itself, libxml2 would read the rest of the page as Latin-1 from that byte on.
/// A page nested deeper than libxml2 reads (256 elements) is refused rather than imported in part.
/// The tree is freed when the last ``HTMLElement`` of the page goes away.
///
/// The tree takes memory per element, not per byte: an empty `<td>` is 4 bytes of the page and a few
/// hundred of memory once parsed and laid out in its table. So that parsing a page takes at most a few
/// times its size, a page with more elements than ``elementLimit(forSize:)`` is refused before it is
/// parsed, with a message saying how many it holds (``ImportError/tooManyElements(path:elements:limit:)``).
package final class HTMLDocument {
    /// The largest page larder reads: 64 MiB.
    static let sizeLimit = 64 << 20
    /// What one element costs once parsed, as measured: libxml2's node, its text node and the Swift
    /// values a table row becomes (pages of empty cells and pages of short cells take 100–500 bytes).
    static let bytesPerElement = 500

    /// The most elements larder parses in a page of `size` bytes: as many as fit in 4 times the page's
    /// size and 64 MiB at ``bytesPerElement`` each (a 1 MiB page of 142,000 elements, a 64 MiB page of
    /// one per 100 bytes).
    static func elementLimit(forSize size: Int) -> Int { (4 * size + (64 << 20)) / bytesPerElement }

    /// How many elements the page opens: each `<` followed by a letter. Text in scripts and comments
    /// that looks like a tag counts too, so the count errs high, never low.
    static func elementCount(in data: Data) -> Int {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 1 else { return 0 }
            var count = 0
            var offset = 0
            while let found = memchr(base + offset, 0x3C, bytes.count - 1 - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                let next = bytes[index + 1] | 0x20
                if next >= 0x61 && next <= 0x7A { count += 1 }
                offset = index + 1
                if offset >= bytes.count - 1 { break }
            }
            return count
        }
    }

    private static let parserReady: Void = xmlInitParser()
    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue)

    private let pointer: htmlDocPtr

    /// Parses the file at `url`, naming it `path` in errors.
    convenience init(contentsOf url: URL, path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.sizeLimit else {
            throw ImportError.tooLarge(path: path, size: size, limit: Self.sizeLimit)
        }
        // Foundation's Data(contentsOf:) leaks its buffer on an empty file; there is nothing to read anyway.
        guard size > 0 else { throw ImportError.empty(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError.unreadable(path: path, reason: "it cannot be opened")
        }
        try self.init(data: data, path: path)
    }

    /// Parses a page held in memory, naming it `path` in errors.
    package init(data: Data, path: String) throws {
        guard data.count <= Self.sizeLimit else {
            throw ImportError.tooLarge(path: path, size: data.count, limit: Self.sizeLimit)
        }
        guard !data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            throw ImportError.empty(path: path)
        }
        let elements = Self.elementCount(in: data)
        guard elements <= Self.elementLimit(forSize: data.count) else {
            throw ImportError.tooManyElements(
                path: path, elements: elements, limit: Self.elementLimit(forSize: data.count))
        }
        _ = Self.parserReady
        let declared = Self.hasByteOrderMark(data) || Self.declaredCharset(in: data).map(Self.isKnownEncoding) == true
        let encoding = declared ? nil : "UTF-8"
        pointer = try Self.parse(data, encoding: encoding, options: Self.options, path: path)
    }

    deinit { xmlFreeDoc(pointer) }

    /// The `<html>` element (libxml2 supplies one when the page has none).
    package var root: HTMLElement? {
        xmlDocGetRootElement(pointer).map { HTMLElement(document: self, node: $0) }
    }

    /// The text of an HTML fragment (`Ben &amp; Jerry&#39;s`, `<p>Fresh</p>`) as a reader sees it; text
    /// with neither entities nor markup comes back as it is.
    static func plainText(ofFragment fragment: String) -> String {
        guard fragment.contains("&") || fragment.contains("<") else { return fragment }
        guard let document = try? HTMLDocument(data: Data(fragment.utf8), path: "fragment") else { return fragment }
        return document.root?.text() ?? fragment
    }

    private static func isKnownEncoding(_ name: String) -> Bool {
        guard let handler = xmlFindCharEncodingHandler(name) else { return false }
        xmlCharEncCloseFunc(handler)
        return true
    }
}

/// An element of an ``HTMLDocument``; it keeps its document alive.
package struct HTMLElement {
    /// The document the element belongs to.
    let document: HTMLDocument
    /// The libxml2 node, which lives as long as `document`.
    let node: xmlNodePtr

    fileprivate init(document: HTMLDocument, node: xmlNodePtr) {
        self.document = document
        self.node = node
    }

    /// The lowercase tag name (`td`).
    package var name: String { String(cString: node.pointee.name) }

    /// The value of an attribute, entities decoded, or nil when the element has no such attribute.
    package func attribute(_ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { larder_xml_free(value) }
        return String(cString: value)
    }

    /// The names of the element's attributes, in document order (lowercase, as the HTML parser keeps them).
    package var attributeNames: [String] {
        var names: [String] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            names.append(String(cString: current.pointee.name))
            attribute = current.pointee.next
        }
        return names
    }

    /// The parent element, or nil for the root.
    var parent: HTMLElement? {
        guard let parent = node.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return HTMLElement(document: document, node: parent)
    }

    /// The child elements, in document order.
    package var children: [HTMLElement] {
        var result: [HTMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                result.append(HTMLElement(document: document, node: current))
            }
            child = current.pointee.next
        }
        return result
    }

    /// The descendant elements that `match` accepts, in document order. The walk does not go inside an
    /// element for which `enter` says false (that element is still offered to `match`).
    package func descendants(
        where match: (HTMLElement) -> Bool, entering enter: (HTMLElement) -> Bool = { _ in true }
    ) -> [HTMLElement] {
        var result: [HTMLElement] = []
        let entering: (xmlNodePtr) -> Bool = { node in
            guard node.pointee.type == XML_ELEMENT_NODE else { return false }
            let element = HTMLElement(document: document, node: node)
            if match(element) { result.append(element) }
            return enter(element)
        }
        walk(entering: entering, leaving: { _ in })
        return result
    }

    /// The descendant elements with one of `names`, in document order, not looking inside elements
    /// named in `barriers`.
    package func descendants(named names: Set<String>, notInside barriers: Set<String> = []) -> [HTMLElement] {
        descendants(where: { names.contains($0.name) }, entering: { !barriers.contains($0.name) })
    }

    /// The text as a reader sees it: entities decoded, markup dropped, runs of white space (and
    /// no-break spaces) collapsed to one space, block elements and `<br>` separating words, trimmed.
    /// Elements named in `skipped` contribute nothing (a nested table has its own section).
    package func text(skipping skipped: Set<String> = []) -> String {
        var collector = TextCollector()
        walk { node in
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { collector.append(String(cString: content)) }
                return false
            case XML_ELEMENT_NODE:
                let name = String(cString: node.pointee.name)
                guard !skipped.contains(name) else { return false }
                if TextCollector.breaksWords(name) { collector.breakWord() }
                return true
            default:
                return false
            }
        } leaving: { node in
            if node.pointee.type == XML_ELEMENT_NODE, TextCollector.breaksWords(String(cString: node.pointee.name)) {
                collector.breakWord()
            }
        }
        return collector.text
    }

    /// The text exactly as written inside the element (for `<script>` data blocks).
    package var rawText: String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { larder_xml_free(content) }
        return String(cString: content)
    }

    /// Visits the descendants in document order by libxml2's child, sibling and parent links, without
    /// recursion: `entering` says whether to go inside a node, `leaving` is called once it is done.
    private func walk(entering: (xmlNodePtr) -> Bool, leaving: (xmlNodePtr) -> Void) {
        guard var current = node.pointee.children else { return }
        while true {
            if entering(current), let child = current.pointee.children {
                current = child
                continue
            }
            var finished = current
            while true {
                leaving(finished)
                if let next = finished.pointee.next {
                    current = next
                    break
                }
                guard let parent = finished.pointee.parent, parent != node else { return }
                finished = parent
            }
        }
    }
}
