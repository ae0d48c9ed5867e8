import LarderValues

/// How imported text is written into a page and `report.md`: at most ``maximumBytes`` of it in one
/// place (a table cell, a list item, a sentence), so one long value cannot make a page or report of
/// its size. A longer text keeps its first characters, then `…` and a note saying it was shortened and
/// how long it is; the database and `report.json` keep it whole.
///
/// Every page and the Markdown report take imported text through ``html`` or ``markdown`` (the `text`
/// of each page's context), so the limit is applied here and only here.
enum CellText {
    /// 1,000 bytes of UTF-8: a long note or a recipe's ingredient list fits whole.
    static let maximumBytes = 1000

    /// Imported text for an HTML page (Mustache escapes it there).
    static func html(_ text: String) -> String { bounded(text) }

    /// Imported text for `report.md`: bounded, then escaped (``MarkdownText``).
    static func markdown(_ text: String) -> String { MarkdownText.escape(bounded(text)) }

    /// `text` whole when it fits in ``maximumBytes``; else its first whole characters that fit, then
    /// `… [shortened by larder: N bytes in all]`.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > maximumBytes else { return text }
        return text.prefix(utf8Bytes: maximumBytes)
            + "… [shortened by larder: \(TextFormat.grouped(text.utf8.count)) bytes in all]"
    }
}
