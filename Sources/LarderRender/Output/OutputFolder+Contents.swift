import Foundation

extension OutputFolder {
    /// The files of one report: the pages, `report.md` and `report.json`.
    static let reportFiles = Set(DashboardPage.all.map(\.file) + ["report.md", "report.json"])

    /// The first entry of an unmarked `folder`, in name order, that larder did not write; nil when every
    /// entry is larder's, so that the output of a larder from before the marker is accepted.
    ///
    /// larder's entries are the files of one report, per-owner folders (`a-z`, `0-9` and `-`, ending in
    /// `-` and four hex digits) holding only such files, and `screenshots/` holding only `.png` files
    /// (what `make screenshots` adds). A name is not enough: a folder of one's own may hold an
    /// `index.html` too, so each file must also read as larder's (``isSigned(_:)``), and the folder must
    /// hold at least one page or `report.md` that does. Links are never larder's.
    static func foreignEntry(in folder: URL) throws -> String? {
        let names = try entries(of: folder)
        var signed = false
        let foreign = names.first { name in
            let url = folder.appendingPathComponent(name)
            switch kind(of: url) {
            case .typeRegular?:
                guard reportFiles.contains(name), isSigned(url) else { return true }
                signed = signed || name != "report.json"
                return false
            case .typeDirectory? where name == "screenshots":
                return !holdsOnlyFiles(url) { $0.hasSuffix(".png") }
            case .typeDirectory? where isOwnerFolderName(name):
                return !holdsOnlyFiles(url) { reportFiles.contains($0) && isSigned(url.appendingPathComponent($0)) }
            default:
                return true
            }
        }
        if foreign != nil || signed { return foreign }
        return names.first
    }

    /// The largest file read to tell whether larder wrote it; larder's pages are far smaller.
    static let signedFileLimit = 4 << 20

    /// Whether a file named as one of a report's reads as larder's: a page carries the footer every
    /// built-in page has ("Made by larder from your exports"), `report.md` opens with its title
    /// (`# larder weekly report`), and `report.json` is an object whose first member is `asOf`.
    static func isSigned(_ url: URL) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
            size <= signedFileLimit, let data = FileManager.default.contents(atPath: url.path)
        else { return false }
        let text = String(decoding: data, as: UTF8.self)
        switch url.lastPathComponent {
        case "report.md": return text.hasPrefix("# larder weekly report")
        case "report.json":
            return text.drop { $0 == "{" || $0.isWhitespace }.hasPrefix("\"asOf\"")
        default: return text.contains("Made by larder from your exports")
        }
    }

    /// Whether `name` is a per-owner folder's name: `<slug>-<4 hex digits>`, and `-<number>` after it for
    /// an owner whose name and hash another owner's share (see `Owner.slug(name:id:)`, `Owner.withUniqueSlugs`).
    static func isOwnerFolderName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if isHashedSlug(scalars[...]) { return true }
        // `-2`, `-3`, …: a number without leading zeros after a hashed slug.
        guard let dash = scalars.lastIndex(of: "-"), dash + 1 < scalars.count, scalars[dash + 1] != "0",
            scalars[(dash + 1)...].allSatisfy({ ("0"..."9").contains($0) })
        else { return false }
        return isHashedSlug(scalars[..<dash])
    }

    /// Whether the scalars are `<slug>-<4 hex digits>`, the slug of `a-z`, `0-9` and `-`.
    private static func isHashedSlug(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard scalars.count >= 6, scalars[scalars.endIndex - 5] == "-" else { return false }
        let hex = scalars.suffix(4).allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
        let slug = scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return hex && slug
    }

    /// Whether every entry of `folder` is a regular file whose name passes `accepts`.
    private static func holdsOnlyFiles(_ folder: URL, _ accepts: (String) -> Bool) -> Bool {
        guard let names = try? entries(of: folder) else { return false }
        return names.allSatisfy { accepts($0) && kind(of: folder.appendingPathComponent($0)) == .typeRegular }
    }

    private static func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
