import Foundation
import LarderAnalysis
import LarderValues

extension ReportRenderer {
    /// The index of owners at the top of the output when the database holds several: `index.html`,
    /// `report.md` and `report.json` listing each owner with a link to their own folder.
    package func ownerIndexFiles(_ owners: [(owner: Owner, report: Report)], asOf: CivilDate, formats: [Format]) throws
        -> [(path: String, contents: String)]
    {
        var files: [(path: String, contents: String)] = []
        if formats.contains(.html) {
            let context = ownersContext(owners, asOf: asOf, text: CellText.html, link: "index.html")
            files.append(("index.html", try templates.render(context, template: "owners.html")))
        }
        if formats.contains(.md) {
            let context = ownersContext(owners, asOf: asOf, text: CellText.markdown, link: "report.md")
            files.append(("report.md", try templates.render(context, template: "owners.md")))
        }
        if formats.contains(.json) {
            files.append(("report.json", ReportJSON.encode(OwnersIndex(asOf: asOf, owners: owners.map(\.owner)))))
        }
        return files
    }

    private func ownersContext(
        _ owners: [(owner: Owner, report: Report)], asOf: CivilDate, text: (String) -> String, link: String
    ) -> OwnersContext {
        OwnersContext(
            title: "Households and people", asOf: asOf.description, asOfLong: TextFormat.longDate(asOf),
            page: .init(owners: true), nav: [],
            owners: owners.map { owner, report in
                OwnersContext.Entry(
                    name: text(owner.name), kind: owner.kind == .group ? "household" : "person",
                    link: "\(owner.slug)/\(link)", headline: ExpiryPage.headline(report.expiry))
            })
    }
}

/// `report.json` at the top of a split output: who has a report, and where.
struct OwnersIndex: Encodable {
    var asOf: CivilDate
    var owners: [Owner]
}
