import Foundation

/// `larder report`: analyse the database as of a date and render the output folder.
public struct ReportJob: Sendable {
    /// The date to report as of.
    public var asOf: CivilDate
    /// The output folder.
    public var output: URL
    /// The templates folder.
    public var templates: URL
    /// The formats to write.
    public var formats: [ReportRenderer.Format]
    /// "Due soon" window in days.
    public var dueWithinDays: Int
    /// One owner (id or folder name) to report on alone, or nil for the default: one report for
    /// everything, or one per owner when there are several groups or several users.
    public var owner: String?

    /// Creates a job.
    public init(
        asOf: CivilDate, output: URL, templates: URL, formats: [ReportRenderer.Format] = ReportRenderer.Format.allCases,
        dueWithinDays: Int = 5, owner: String? = nil
    ) {
        self.owner = owner
        self.asOf = asOf
        self.output = output
        self.templates = templates
        self.formats = formats
        self.dueWithinDays = dueWithinDays
    }

    /// Loads the templates first (so a broken template fails before any work), then analyses and renders.
    public func run(on database: LarderDatabase) throws {
        let renderer = try ReportRenderer(templates: templates)
        let owners = try database.writer.read { try Owner.all(in: $0) }
        var files: [(path: String, contents: String)] = []
        if let owner {
            guard let chosen = owners.first(where: { $0.id == owner || $0.slug == owner }) else {
                throw ReportError.unknownOwner(owner, known: owners.map { "\($0.id) (\($0.slug))" })
            }
            files = try renderer.files(for: build(database, scope: chosen.scope), formats: formats)
        } else if Self.isShared(owners) {
            files = try renderer.files(for: build(database, scope: .everyone), formats: formats)
        } else {
            var reports: [(owner: Owner, report: Report)] = []
            for owner in owners {
                let report = try build(database, scope: owner.scope)
                reports.append((owner, report))
                files += try renderer.files(for: report, formats: formats).map {
                    ("\(owner.slug)/\($0.path)", $0.contents)
                }
            }
            files = try renderer.ownerIndexFiles(reports, asOf: asOf, formats: formats) + files
        }
        try OutputWriter(destination: output).write(files)
    }

    /// One household or one person: a single report holds everything.
    static func isShared(_ owners: [Owner]) -> Bool { owners.count <= 1 }

    private func build(_ database: LarderDatabase, scope: OwnerScope) throws -> Report {
        try Report.build(from: database, asOf: asOf, dueWithinDays: dueWithinDays, scope: scope)
    }
}
