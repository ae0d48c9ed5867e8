internal import CLibXML2
import Foundation

extension HTMLDocument {
    /// Parses `data` with a parser context of its own, so the reason libxml2 stopped can be read.
    ///
    /// libxml2 repairs broken markup and carries on, but stops for good where elements nest deeper
    /// than its limit (256), keeping only what came before: that page is refused, not imported in part.
    static func parse(_ data: Data, encoding: String?, options: Int32, path: String) throws -> htmlDocPtr {
        guard let context = htmlNewParserCtxt() else { fatalError("libxml2 could not allocate a parser") }
        defer { htmlFreeParserCtxt(context) }
        let parsed = data.withUnsafeBytes { bytes in
            htmlCtxtReadMemory(
                context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, encoding,
                options)
        }
        guard let parsed else {
            throw ImportError.unreadable(path: path, reason: "libxml2 could not parse it as HTML")
        }
        let error = context.pointee.lastError
        if error.code == Int32(XML_ERR_INTERNAL_ERROR.rawValue), let message = error.message,
            String(cString: message).hasPrefix("Excessive depth")
        {
            xmlFreeDoc(parsed)
            throw ImportError.malformedHTML(
                path: path, reason: "its elements nest deeper than 256 levels, where the HTML parser stops reading")
        }
        return parsed
    }
}
