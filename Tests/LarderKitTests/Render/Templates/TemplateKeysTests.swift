import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// Every template reads only keys its context type holds: a misspelt key in a template, or a field
/// renamed in a page's context, fails here rather than rendering nothing.
@Suite struct TemplateKeysTests {
    /// The context every report template receives, with every value present; `navigation` for HTML pages.
    static func reportSample(navigation: Bool) throws -> Any {
        let analyses = try DashboardPage.all.compactMap(\.analysis).map { ($0.key, try $0.sample(SampleDecoder())) }
        let context = ReportContext(
            asOf: "sample", asOfLong: "sample", overview: [try SampleDecoder.sample()],
            digest: try SampleDecoder.sample(), notImported: try SampleDecoder.sample(), analyses: analyses,
            navigation: navigation ? try SampleDecoder.sample() : nil)
        return TemplateEncoder.value(of: context)
    }

    /// The context type of each template larder renders.
    static func sample(for template: String) throws -> Any? {
        if DashboardPage.all.contains(where: { $0.file == template }) { return try reportSample(navigation: true) }
        switch template {
        case "report.md": return try reportSample(navigation: false)
        case "owners.html", "owners.md":
            return TemplateEncoder.value(of: try SampleDecoder.sample(of: OwnersContext.self))
        default: return nil
        }
    }

    @Test func everyTemplateReadsOnlyKeysItsContextHolds() throws {
        var check = try TemplateKeyCheck(folder: Paths.templates)
        let pages = check.templates.keys.filter { !$0.hasPrefix("partials/") }.sorted()
        var unknown: [String] = []
        for page in pages {
            let context = try #require(try Self.sample(for: page), "\(page) has no context type")
            unknown += check.unknownNames(in: page, context: context)
        }
        #expect(unknown == [], "these names are in no context type: fix the template or the page's Context")
        let partials = Set(check.templates.keys.filter { $0.hasPrefix("partials/") })
        #expect(partials.subtracting(check.partialsRead).sorted() == [], "no checked template includes these")
    }

    @Test func aMisspeltKeyOrAnUnknownSectionIsReported() throws {
        var check = TemplateKeyCheck(templates: [
            "page.html": "{{#expiry}}{{headlin}}{{#lists}}{{title}}{{titel}}{{/lists}}{{/expiry}}{{> partials/x}}",
            "partials/x": "{{#nav}}{{current}}{{{curent}}}{{/nav}}{{#budget.user}}{{name}}{{/budget.user}}",
        ])
        let unknown = check.unknownNames(in: "page.html", context: try Self.reportSample(navigation: true))
        #expect(
            unknown == [
                "page.html/#expiry/headlin", "page.html/#expiry/#lists/titel", "page.html/>partials/x/#nav/curent",
                "page.html/>partials/x/#budget.user", "page.html/>partials/x/#budget.user/name",
            ])
    }

    @Test func aNameOfAnEnclosingSectionIsKnownInsideAnInnerOne() throws {
        var check = TemplateKeyCheck(templates: [
            "page.md": "{{#brew}}{{#trend}}{{asOf}}{{headline}}{{/trend}}{{/brew}}"
        ])
        #expect(check.unknownNames(in: "page.md", context: try Self.reportSample(navigation: false)) == [])
    }
}
