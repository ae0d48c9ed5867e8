import Foundation
import LarderValues

/// Reads a Beanconqueror backup — `Beanconqueror.json` (`BREWS`, `BEANS`, `PREPARATION`, `MILL`,
/// `SETTINGS`, …), a `Beanconqueror_Brews_N.json` chunk (an array of the brews past the first 500) or a
/// `Beanconqueror_Beans_N.json` chunk (the beans past the first 500).
///
/// Brews (section `BREWS`, see ``BeanconquerorBrew``) name their bean, mill and preparation by uuid, and
/// those lists may come before or after `BREWS`, so the file is read more than once, always streaming:
/// first for the small lookup tables (``BeanconquerorLookups``, which also reads the sibling
/// `Beanconqueror.json` of a chunk), then for the brews, one at a time, then for the other lists. Beans,
/// mills and preparations go to tables of their own (``BeanconquerorList``); the lists larder has no
/// table for yet (``keptLists``: water, green beans, roasting machines) are kept as text in a raw table
/// each, so nothing of the backup is lost.
struct BeanconquerorReader {
    /// Thrown when the file has no brews array at all, so it is read as plain JSON instead.
    struct NotABackup: Error {}

    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String

    /// Whether a file name is one Beanconqueror gives its backups.
    static func isBackupName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "beanconqueror.json" || isChunk(lower, of: "brews") || isChunk(lower, of: "beans")
    }

    /// Whether a lowercased file name is a `beanconqueror_<kind>_N.json` chunk.
    static func isChunk(_ lower: String, of kind: String) -> Bool {
        let prefix = "beanconqueror_\(kind)_"
        guard lower.hasPrefix(prefix), lower.hasSuffix(".json") else { return false }
        let number = lower.dropFirst(prefix.count).dropLast(".json".count)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// Streams the brews as records of the section `BREWS`, then the backup's other lists.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        if Self.isChunk(url.lastPathComponent.lowercased(), of: "beans") {
            let found = try readLists(["": "BEANS"], section: section, record: record)
            if !found { throw ImportError.empty(path: path) }
            return
        }
        let lookups = try BeanconquerorLookups.load(for: url, path: path)
        var declared = false
        let found = try JSONTopLevelElements(url: url, path: path).forEach(under: ["BREWS", ""]) { _, brew, location in
            let brewRecord = BeanconquerorBrew.record(from: brew, lookups: lookups, location: location)
            if !declared {
                try section(SourceSection(name: "BREWS", headers: brewRecord.keys, envelopeKey: "BREWS"))
                declared = true
            }
            try record(brewRecord, "BREWS")
        }
        guard !found.isEmpty else { throw NotABackup() }
        let lists = Dictionary(
            uniqueKeysWithValues: (Self.keptLists.union(BeanconquerorList.tables.keys)).map { ($0, $0) })
        try readLists(lists, section: section, record: record)
        if !declared { throw ImportError.empty(path: path) }
    }

    /// The lists of a backup besides `BREWS` that no table of larder's holds yet, kept as text.
    static let keptLists: Set<String> = ["WATER", "GREEN_BEANS", "ROASTING_MACHINE"]

    /// Streams the elements of the lists under `keys` (top-level key → list name) as records of sections
    /// named after their lists; returns whether any list had an element.
    @discardableResult
    private func readLists(
        _ keys: [String: String], section: (SourceSection) throws -> Void,
        record: (SourceRecord, String) throws -> Void
    ) throws -> Bool {
        var declared: Set<String> = []
        try JSONTopLevelElements(url: url, path: path).forEach(under: Set(keys.keys)) { key, value, location in
            let list = keys[key]!
            for output in Self.records(of: list, from: value, location: location) {
                if declared.insert(list).inserted { try section(Self.section(list, headers: output.keys)) }
                try record(output, list)
            }
        }
        return !declared.isEmpty
    }

    /// The records of one element of a list.
    private static func records(of list: String, from value: JSONValue, location: String) -> [SourceRecord] {
        guard BeanconquerorList.tables[list] == nil else {
            return [BeanconquerorList.record(from: value, list: list, location: location)]
        }
        let target = JSONRecordTarget(section: list)
        return JSONRecordFactory.records(from: value, target: target, location: location).map(\.record)
    }

    /// The section of a list, with where its rows go whatever its headers.
    private static func section(_ list: String, headers: [String]) -> SourceSection {
        guard let table = BeanconquerorList.tables[list] else {
            let why = "a Beanconqueror backup's \(list) list, which no table of larder's holds yet"
            return SourceSection(name: list, headers: headers, envelopeKey: list, keptAsText: why)
        }
        var section = SourceSection(name: list, headers: headers, envelopeKey: list)
        section.knownTable = Recogniser.Recognition(table: table, reason: "a Beanconqueror backup's \(list) list")
        return section
    }
}

/// What brews refer to by uuid in a Beanconqueror backup: bean names, preparations, and the rating scale.
struct BeanconquerorLookups {
    /// A preparation method as Beanconqueror stores it.
    struct Preparation: Equatable {
        /// The user's name for it (`My V60`).
        var name: String?
        /// Beanconqueror's type (`V60`, `CUSTOM_PREPARATION`).
        var type: String?

        /// The brew method: the type in lowercase (`v60`, `french_press`), or the name for a custom one.
        var method: String? {
            guard let type, !type.isEmpty, type != "CUSTOM_PREPARATION" else { return name }
            return type.lowercased()
        }
    }

    /// Bean names by uuid.
    var beans: [String: String] = [:]
    /// Preparations by uuid.
    var preparations: [String: Preparation] = [:]
    /// `SETTINGS.brew_rating`: the top of the rating scale, when the backup sets it.
    var ratingMaximum: Double?

    /// The lookups for a backup file: from the sibling `Beanconqueror.json` when the file is a brews
    /// chunk, from sibling `Beanconqueror_Beans_N.json` chunks, and from the file itself.
    static func load(for url: URL, path: String) throws -> BeanconquerorLookups {
        var lookups = BeanconquerorLookups()
        if BeanconquerorReader.isBackupName(url.lastPathComponent) {
            for sibling in siblingFiles(of: url) {
                try lookups.collect(from: sibling, path: Self.path(of: sibling.lastPathComponent, besides: path))
            }
        }
        try lookups.collect(from: url, path: path)
        return lookups
    }

    /// `Beanconqueror.json` and `Beanconqueror_Beans_N.json` files in the same folder, other than `url`.
    private static func siblingFiles(of url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in
            let lower = name.lowercased()
            return name != url.lastPathComponent
                && (lower == "beanconqueror.json" || BeanconquerorReader.isChunk(lower, of: "beans"))
        }.map { folder.appendingPathComponent($0) }
    }

    /// Adds the beans, preparations and settings of one file.
    mutating func collect(from url: URL, path: String) throws {
        let isBeanChunk = BeanconquerorReader.isChunk(url.lastPathComponent.lowercased(), of: "beans")
        let keys: Set<String> = isBeanChunk ? ["BEANS", ""] : ["BEANS", "PREPARATION", "SETTINGS"]
        try JSONTopLevelElements(url: url, path: path).forEach(under: keys) { key, value, _ in
            let uuid = value["config"]?["uuid"]?.string
            switch key {
            case "BEANS", "": if let uuid, let name = value["name"]?.string { beans[uuid] = name }
            case "PREPARATION":
                if let uuid {
                    preparations[uuid] = Preparation(name: value["name"]?.string, type: value["type"]?.string)
                }
            default:
                if let maximum = BeanconquerorBrew.number(value["brew_rating"])?.value, maximum > 0 {
                    ratingMaximum = maximum
                }
            }
        }
    }

    /// A sibling's path as messages name it: in the folder `path` names.
    private static func path(of sibling: String, besides path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? sibling : (folder as NSString).appendingPathComponent(sibling)
    }
}
