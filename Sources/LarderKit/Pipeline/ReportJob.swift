import Foundation
import GRDB
import LarderAnalysis
import LarderRender
import LarderStore
import LarderValues

/// `larder report`: analyse the database as of a date and render the output folder.
public struct ReportJob: Sendable {
    /// The date to report as of.
    public var asOf: CivilDate
    /// The output folder.
    public var output: URL
    /// The templates folder (`--templates`), or nil for larder's own, carried in the binary.
    public var templates: URL?
    /// The formats to write.
    public var formats: [ReportRenderer.Format]
    /// "Due soon" window in days.
    public var dueWithinDays: Int
    /// The ISO 4217 code budgets are shown in (`--currency`), or nil to show none.
    public var currency: String?
    /// The store whose aisle walk comes first (`--store`), which a list or aisle map must name; nil
    /// for the store with the most items to buy.
    public var store: String?
    /// One owner (id or folder name) to report on alone, or nil for the default: one report for
    /// everything, or one per owner when there are several groups or several users.
    public var owner: String?
    /// What the output folder must leave alone besides the templates and the database the job runs on:
    /// the data folders of `larder run`, the database before it is opened.
    public var inputs: [OutputFolder.Input]

    /// Creates a job.
    public init(
        asOf: CivilDate, output: URL, templates: URL? = nil,
        formats: [ReportRenderer.Format] = ReportRenderer.Format.allCases,
        dueWithinDays: Int = 5, currency: String? = nil, store: String? = nil, owner: String? = nil,
        inputs: [OutputFolder.Input] = []
    ) {
        self.currency = currency
        self.store = store
        self.owner = owner
        self.inputs = inputs
        self.asOf = asOf
        self.output = output
        self.templates = templates
        self.formats = formats
        self.dueWithinDays = dueWithinDays
    }

    /// Checks that the output folder may be replaced (see ``OutputFolder``) without touching the
    /// templates, ``inputs`` or `database`; throws ``RenderError/outputRefused(folder:why:)`` if not.
    /// Commands call it before any work, so a refused `--out` costs nothing.
    @discardableResult
    public func checkOutput(database: LarderDatabase? = nil) throws -> OutputFolder {
        var inputs = inputs + (templates.map { [.templates($0.relativePath)] } ?? [])
        if let path = database?.path { inputs.append(.database(path)) }
        return try OutputFolder(checking: output, keeping: inputs)
    }

    /// What the analyse step hands the render step: the checked output folder, the loaded templates,
    /// and the reports (one, or one per owner).
    public struct Analysed {
        let writer: OutputWriter
        let renderer: ReportRenderer
        let owners: [Owner]?
        let reports: [Report]

        /// The store names each report joined into one store, or kept apart for doubt, and why, one a
        /// line (`store: “FreshWay Market Cambridge” is FreshWay Market: …`), each once: what `-v` prints.
        public var storeNotes: [String] {
            var seen: Set<String> = []
            return reports.flatMap { report in
                report.shopping.stores.map { note in
                    note.joined
                        ? "store: “\(note.name)” is \(note.store): \(note.why)"
                        : "store: “\(note.name)” kept apart: \(note.why)"
                }
            }
            .filter { seen.insert($0).inserted }
        }
    }

    /// Analyses, then renders: `larder report`'s whole job.
    public func run(on database: LarderDatabase) throws {
        try render(try analyse(database))
    }

    /// Checks the output folder and loads the templates first (so a refused folder or a broken template
    /// fails before any work), then analyses.
    ///
    /// Every analysis of every owner reads one snapshot, so a report taken while an import writes shows
    /// the database as it was before that import's file or after it, never half of it. `firstLook` is the
    /// command's own earlier ``checkOutput(database:)``: the swap refuses anything that appeared in the
    /// output folder since then (``OutputFolder/replace(with:spare:)``).
    public func analyse(_ database: LarderDatabase, firstLook: OutputFolder? = nil) throws -> Analysed {
        let folder = try checkOutput(database: database)
        let writer = OutputWriter(folder: firstLook.map(folder.lookedAt(first:)) ?? folder)
        let renderer = try ReportRenderer(templates: templates)
        let (owners, reports) = try database.read { db in try analyse(db) }
        return Analysed(writer: writer, renderer: renderer, owners: owners, reports: reports)
    }

    /// Renders the reports and replaces the output folder with them.
    public func render(_ analysed: Analysed) throws {
        let renderer = analysed.renderer
        guard let owners = analysed.owners else {
            return try analysed.writer.write(try renderer.files(for: analysed.reports[0], formats: formats))
        }
        let pairs = zip(owners, analysed.reports).map { (owner: $0, report: $1) }
        var files = try renderer.ownerIndexFiles(pairs, asOf: asOf, formats: formats)
        for (owner, report) in pairs {
            try CleanupOnExit.checkpoint()
            files += try renderer.files(for: report, formats: formats).map { ("\(owner.slug)/\($0.path)", $0.contents) }
        }
        try analysed.writer.write(files)
    }

    /// The owners with a report of their own (nil for one report of the whole database) and the reports.
    private func analyse(_ db: Database) throws -> (owners: [Owner]?, reports: [Report]) {
        try checkStore(db)
        let owners = try Owner.all(in: db)
        if let owner {
            guard let chosen = owners.first(where: { $0.id == owner || $0.slug == owner }) else {
                throw ReportError.unknownOwner(owner, known: owners.map { "\($0.id) (\($0.slug))" })
            }
            return (nil, [try build(db, scope: chosen.scope)])
        }
        if Self.isShared(owners) { return (nil, [try build(db, scope: .everyone)]) }
        return (owners, try owners.map { try build(db, scope: $0.scope) })
    }

    /// One household or one person: a single report holds everything.
    static func isShared(_ owners: [Owner]) -> Bool { owners.count <= 1 }

    /// Throws ``ReportError/unknownStore(_:known:)`` when `--store` names a store no list or aisle
    /// map of the database names (whatever its case or spaces).
    private func checkStore(_ db: Database) throws {
        guard let store else { return }
        let known = try ShoppingAnalysis.knownStores(scope: .everyone, db)
        let wanted = store.trimmingCharacters(in: .whitespaces).lowercased()
        guard known.contains(where: { $0.lowercased() == wanted }) else {
            throw ReportError.unknownStore(store, known: known)
        }
    }

    private func build(_ db: Database, scope: OwnerScope) throws -> Report {
        try Report.build(
            in: db, asOf: asOf, dueWithinDays: dueWithinDays, scope: scope, currency: currency, store: store)
    }
}
