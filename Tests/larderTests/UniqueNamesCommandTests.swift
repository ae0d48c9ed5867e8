import Foundation
import LarderTestSupport
import Testing

/// Names never collide, through the `larder` executable: the cases a stranger met (issue 25), each one
/// of the classes `UniqueNamesTests` checks over generated names.
@Suite struct UniqueNamesCommandTests {
    let cli = EndToEndTests()

    /// Owner folders are `<slug>-<4 hex digits of the id's hash>`; an export's author can choose ids whose
    /// names make one slug and whose hashes agree (`Ab` and `ab!59034` both hash to `53ea`).
    @Test func twoHouseholdsWhoseFolderNamesAgreeGetTwoFoldersEachWithItsOwnRows() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            #"{"groups": [{"id": "Ab", "name": "Ab"}, {"id": "ab!59034", "name": "ab!"}]}"#, "data/groups.json",
            in: folder)
        try cli.write(
            "id,group_id,name,quantity,expiration_date\n1,Ab,Milk of Ab,1,2026-11-24\n"
                + "2,ab!59034,Tofu of Cd,1,2026-11-25\n", "data/inventory.csv", in: folder)
        let result = try cli.larder(["run", "data", "--as-of", "2026-11-23", "-q"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let output = folder.appendingPathComponent("output")
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("ab-") }
        #expect(folders.sorted() == ["ab-53ea", "ab-53ea-2"])
        for (name, own, other) in [("ab-53ea", "Milk of Ab", "Tofu of Cd"), ("ab-53ea-2", "Tofu of Cd", "Milk of Ab")] {
            let report = try String(contentsOf: output.appendingPathComponent("\(name)/report.md"), encoding: .utf8)
            let expiry = try String(contentsOf: output.appendingPathComponent("\(name)/expiry.html"), encoding: .utf8)
            #expect(report.contains(own) && expiry.contains(own), "\(name) lacks \(own)")
            #expect(!report.contains(other) && !expiry.contains(other), "\(name) shows \(other)")
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"href="ab-53ea/index.html""#) && index.contains(#"href="ab-53ea-2/index.html""#))
        // The folder is larder's: a second run replaces it, `-2` folder and all.
        #expect(try cli.larder(["run", "data", "--as-of", "2026-11-23", "-q"], in: folder).status == 0)
    }

    /// `a,a_3,a`: the third `a` cannot be `a_3`, which the file already has.
    @Test func repeatedHeadersKeepEveryValueInAColumnOfItsOwn() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("a,a_3,a\n1,2,3\n", "abc.csv", in: folder)
        let result = try cli.larder(["import", "abc.csv"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.strings("SELECT a || '|' || a_3 || '|' || a_3_3 FROM raw_abc") == ["1|2|3"])
    }

    /// A JSON object that holds a key twice keeps the last value, and the warning names that key, not
    /// columns that exist; a second name for a column another key fills is named with that key.
    @Test func aRepeatedJSONKeyKeepsTheLastValueAndTheWarningNamesIt() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            #"[{"store": "A", "zip_code": "02139", "item_name": "Milk", "discount_price": "2.99", "discount_price": "1.99","#
                + #" "valid_until": "2026-12-01", "validUntil": "2026-12-02"}]"#, "deals.json", in: folder)
        let result = try cli.larder(["import", "deals.json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.strings("SELECT discount_price || '|' || valid_until FROM deals") == ["1.99|2026-12-01"])
        let said = result.output + result.error
        #expect(
            said.contains("`discount_price` appears more than once in a record; the last value of it is kept"),
            "\(said)")
        #expect(
            said.contains("`validUntil` was not stored: `valid_until` fills the same column (`valid_until`)"), "\(said)"
        )
        #expect(!said.contains("match no column") && !said.contains("matches no column"), "\(said)")
    }

    /// `-v` says a saved page's offers were recognised from its schema.org data: the page has no `deals` key.
    @Test func verboseNamesTheSchemaOrgOffersOfAPage() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(
            """
            <html><head><title>Weekly ad</title><script type="application/ld+json">
            {"@context": "https://schema.org", "@type": "Product", "name": "Avocados", "offers": {"@type": "Offer",
             "price": "1.49", "priceCurrency": "USD", "priceValidUntil": "2026-12-08", "seller": {"name": "Star Market"},
             "availableAtOrFrom": {"@type": "Place", "address": {"postalCode": "02139"}}}}
            </script></head><body></body></html>
            """, "ad.html", in: folder)
        let result = try cli.larder(["import", "ad.html", "-v"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains("recognised as deals because the page's schema.org `Offer` data"), "\(result.output)"
        )
        #expect(!result.output.contains("the file's `deals` key"), "\(result.output)")
    }
}
