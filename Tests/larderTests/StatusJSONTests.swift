import Foundation
import LarderTestSupport
import Testing

/// `larder status --json` prints the shape README.md documents, with the counts the test knows it
/// imported; `-q` prints nothing on success, `-v` lists more rejected rows than the default 50.
@Suite struct StatusJSONTests {
    @Test func theJSONHoldsWhatWasImported() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        try folder.write(
            "name,expiration_date,location\nCheese,31/12/24,Fridge\nBread,2026-11-23,Pantry\n", to: "data/bad.csv")
        #expect(try folder.larder(["import", "data/bad.csv"]).status == 0)
        let result = try folder.larder(["status", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == ["database", "tables", "runs", "files", "rejectedTotal", "rejected"])
        #expect(object["database"] as? String == "larder.sqlite")
        #expect(object["runs"] as? Int == 2)
        let tables = try #require(object["tables"] as? [String: Int])
        #expect(tables["inventory_items"] == 3, "Milk and Eggs, then Bread")
        let files = try #require(object["files"] as? [[String: Any]])
        try #require(files.map { $0["path"] as? String } == ["data/bad.csv", "data/food.csv"], "newest first")
        #expect(files[0]["read"] as? Int == 2 && files[0]["inserted"] as? Int == 1 && files[0]["rejected"] as? Int == 1)
        #expect(files[0]["kind"] as? String == "inventory_items" && files[0]["run"] as? Int == 2)
        #expect((files[0]["finishedAt"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil)
        let rejected = try #require(object["rejected"] as? [[String: Any]])
        #expect(object["rejectedTotal"] as? Int == 1)
        try #require(rejected.count == 1)
        #expect(rejected[0]["path"] as? String == "data/bad.csv" && rejected[0]["location"] as? String == "line 2")
        #expect(rejected[0]["field"] as? String == "expiration_date")
        #expect((rejected[0]["reason"] as? String)?.contains("YYYY-MM-DD") == true)
        #expect(try folder.larder(["status", "--json"]).output == result.output, "the same bytes every time")
    }

    @Test func quietAndVerboseAreHonoured() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let rows = (1...60).map { "Item \($0),31/12/24,Fridge" }.joined(separator: "\n")
        try folder.write("name,expiration_date,location\n" + rows + "\n", to: "data/bad.csv")
        #expect(try folder.larder(["import", "data/bad.csv", "-q"]).status == 0)
        let quiet = try folder.larder(["status", "-q"])
        #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.error.isEmpty, "\(quiet.output)")
        let missing = try folder.larder(["status", "-q", "--db", "missing.sqlite"])
        #expect(missing.status == 1 && missing.error.contains("does not exist"))
        let rejectedLines = { (output: String) in
            output.split(separator: "\n").filter { $0.contains("data/bad.csv line") }
        }
        #expect(rejectedLines(try folder.larder(["status"]).output).count == 50)
        #expect(rejectedLines(try folder.larder(["status", "-v"]).output).count == 60)
        let json = try folder.larder(["status", "--json", "-v"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((object["rejected"] as? [Any])?.count == 60 && object["rejectedTotal"] as? Int == 60)
    }
}
