import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// A database another process keeps locked: larder waits for it, within a bound, then says so.
@Suite struct BusyDatabaseTests {
    /// Another `larder import`: a WAL pool on `path` that holds a write transaction until `release()`.
    final class Locker {
        private let pool: DatabasePool

        /// Opens the pool and begins the transaction.
        init(path: String) throws {
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            pool = try DatabasePool(path: path, configuration: configuration)
            try pool.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        }

        /// Ends the transaction.
        func release() throws { try pool.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }
    }

    @Test func anImportWaitsForTheLockThenSaysTheDatabaseIsBusy() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.url.appendingPathComponent("larder.sqlite").path
        let food = try folder.write("name,expiration_date\nMilk,2026-11-21\n", to: "food.csv")
        _ = try LarderDatabase(path: path)
        let locker = try Locker(path: path)
        let database = try LarderDatabase(path: path, busyTimeout: 0.3)
        let started = Date()
        do {
            _ = try ImportSession(database: database).importPaths([food])
            Issue.record("the import ran although another connection held the write lock")
        } catch let error as StoreError {
            #expect(Date().timeIntervalSince(started) >= 0.3)
            let message = error.errorDescription ?? ""
            #expect(message.hasPrefix("Cannot record the import in the ledger: the database is busy: another process"))
            #expect(message.hasSuffix("Nothing was imported."))
        }
        try locker.release()
        let summary = try ImportSession(database: database).importPaths([food])
        #expect(summary.counts == RowCounts(read: 1, inserted: 1))
    }
}
