@testable import LarderStore

extension LarderDatabase {
    /// A new in-memory database holding the rows `sql` inserts: the starting point of a test of Store's
    /// query types, which read stored rows whatever file they came from.
    static func holding(_ sql: String) throws -> LarderDatabase {
        let database = try LarderDatabase()
        try database.writer.write { try $0.execute(sql: sql) }
        return database
    }
}
