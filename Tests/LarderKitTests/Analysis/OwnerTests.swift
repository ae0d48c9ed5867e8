import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore

@Suite struct OwnerTests {
    @Test func ownersComeFromTheirTablesAndFromEveryOwnerColumn() throws {
        let database = try LarderDatabase()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO groups (id, name) VALUES ('g1', 'The Smiths')")
            try db.execute(sql: "INSERT INTO inventory_items (id, group_id, name) VALUES ('i1', 'g2', 'Milk')")
            try db.execute(sql: "INSERT INTO users (id, name) VALUES ('u1', 'Amara')")
            try db.execute(
                sql:
                    "INSERT INTO budget_entries (id, user_id, amount, date, type) VALUES ('b', 'u2', 1, '2026-11-22', 'ACTUAL')"
            )
        }
        let owners = try database.writer.read { try Owner.all(in: $0) }
        #expect(owners.map(\.id) == ["g1", "g2", "u1", "u2"])
        #expect(owners.map(\.name) == ["The Smiths", "g2", "Amara", "u2"])
        #expect(owners[0].scope == OwnerScope(groupIDs: ["g1"], userIDs: []))
    }

    @Test(arguments: [
        ("The Smiths", "the-smiths"), ("../../etc/passwd", "etc-passwd"), ("/abs\0olute", "abs-olute"),
        ("Łódź Family", "d-family"), ("...", "owner"),
    ])
    func slugsCannotLeaveTheOutputFolder(_ name: String, _ prefix: String) {
        let slug = Owner.slug(name: name, id: "x")
        #expect(slug.hasPrefix(prefix + "-"))
        #expect(slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        #expect(Owner.slug(name: name, id: "x") != Owner.slug(name: name, id: "y"))
    }
}

@Suite struct HouseholdTests {
    func owners(_ sql: String) throws -> [Owner] {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: sql) }
        return try database.writer.read { try Owner.all(in: $0) }
    }

    @Test func withOneGroupEveryUserBelongsToIt() throws {
        let owners = try owners(
            """
            INSERT INTO groups (id, name) VALUES ('g1', 'Home');
            INSERT INTO users (id, name) VALUES ('u1', 'Ada'), ('u2', 'Bo');
            INSERT INTO custom_events (id, user_id, title) VALUES ('e', 'u3', 'Story');
            """)
        #expect(owners.map(\.id) == ["g1"])
        #expect(owners[0].members == ["u1", "u2", "u3"])
        #expect(owners[0].scope == OwnerScope(groupIDs: ["g1"], userIDs: ["u1", "u2", "u3"]))
    }

    @Test func withSeveralGroupsUsersJoinTheirGroupOrStandAlone() throws {
        let owners = try owners(
            """
            INSERT INTO groups (id, name) VALUES ('g1', 'North'), ('g2', 'South');
            INSERT INTO users (id, name, group_id) VALUES ('u1', 'Ada', 'g2'), ('u2', 'Bo', NULL);
            """)
        #expect(owners.map(\.id) == ["g1", "g2", "u2"])
        #expect(owners.map(\.members) == [[], ["u1"], []])
    }
}
