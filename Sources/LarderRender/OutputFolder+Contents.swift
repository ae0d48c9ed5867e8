import Foundation

extension OutputFolder {
    /// The files of one report: the pages, `report.md` and `report.json`.
    static let reportFiles = Set(DashboardPage.all.map(\.file) + ["report.md", "report.json"])

    /// The first entry of an unmarked `folder`, in name order, that larder does not write; nil when
    /// every entry is larder's, so that the output of a larder from before the marker is accepted.
    ///
    /// larder's entries are the files of one report, per-owner folders (`a-z`, `0-9` and `-`, ending in
    /// `-` and four hex digits) holding only such files, and `screenshots/` holding only `.png` files
    /// (what `make screenshots` adds). Links are never larder's.
    static func foreignEntry(in folder: URL) throws -> String? {
        try entries(of: folder).first { name in
            let url = folder.appendingPathComponent(name)
            switch kind(of: url) {
            case .typeRegular?:
                return !reportFiles.contains(name)
            case .typeDirectory? where name == "screenshots":
                return !holdsOnlyFiles(url) { $0.hasSuffix(".png") }
            case .typeDirectory? where isOwnerFolderName(name):
                return !holdsOnlyFiles(url) { reportFiles.contains($0) }
            default:
                return true
            }
        }
    }

    /// Whether `name` is a per-owner folder's name: see `Owner.slug(name:id:)`.
    static func isOwnerFolderName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 6, scalars[scalars.count - 5] == "-" else { return false }
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
