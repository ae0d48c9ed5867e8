import Foundation

/// Reads the brews of a Beanconqueror backup — `Beanconqueror.json` (`BREWS`, `BEANS`, `PREPARATION`,
/// `MILL`, `SETTINGS`, …) or a `Beanconqueror_Brews_N.json` chunk (an array of the brews past the first
/// 500) — as records of one section, `BREWS`, with brew_logs' column names (see ``BeanconquerorBrew``).
///
/// Brews name their bean and preparation by uuid, and those tables may come before or after `BREWS`,
/// so the file is read twice, both times streaming: first for the small lookup tables
/// (``BeanconquerorLookups``, which also reads the sibling `Beanconqueror.json` of a chunk), then for
/// the brews, one at a time. The backup's other lists (``keptLists``: beans, preparations, mills, water,
/// green beans, roasting machines) have no table of larder's yet: each is kept as text in a raw table
/// of its own, so nothing of the backup is lost.
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
        return lower == "beanconqueror.json" || isChunk(lower, of: "brews")
    }

    /// Whether a lowercased file name is a `beanconqueror_<kind>_N.json` chunk.
    static func isChunk(_ lower: String, of kind: String) -> Bool {
        let prefix = "beanconqueror_\(kind)_"
        guard lower.hasPrefix(prefix), lower.hasSuffix(".json") else { return false }
        let number = lower.dropFirst(prefix.count).dropLast(".json".count)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// Streams the brews as records of the section `BREWS`.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
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
        try readKeptLists(section: section, record: record)
        if !declared { throw ImportError.empty(path: path) }
    }

    /// The lists of a backup besides `BREWS` that larder keeps as text.
    static let keptLists: Set<String> = ["BEANS", "PREPARATION", "MILL", "WATER", "GREEN_BEANS", "ROASTING_MACHINE"]

    /// Streams the elements of ``keptLists`` as records of sections named after their lists.
    private func readKeptLists(
        section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void
    ) throws {
        var declared: Set<String> = []
        try JSONTopLevelElements(url: url, path: path).forEach(under: Self.keptLists) { key, value, location in
            let target = JSONRecordTarget(section: key)
            for output in JSONRecordFactory.records(from: value, target: target, location: location) {
                if declared.insert(key).inserted {
                    let why = "a Beanconqueror backup's \(key) list, which no table of larder's holds yet"
                    try section(SourceSection(name: key, headers: output.record.keys, keptAsText: why))
                }
                try record(output.record, key)
            }
        }
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
