import Foundation
import GRDB
import Testing

@testable import LarderStore

/// Paths that are not plain files: links, loops, pipes, folders with file names, unreadable files.
extension BadInputTests {
    /// A one-row inventory export.
    static let food = "name,expiration_date\nMilk,2026-11-21\n"

    @Test func aFolderWithLinkLoopsImportsEachFileOnceAndSaysWhatItSkipped() throws {
        let result = try IsolatedImport { folder in
            let data = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(
                at: data.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Data(Self.food.utf8).write(to: data.appendingPathComponent("food.csv"))
            try Data("name,expiration_date\nEggs,2026-11-22\n".utf8).write(
                to: folder.appendingPathComponent("eggs.csv"))
            let links = [("loop", "."), ("sub/up", ".."), ("eggs.csv", "../eggs.csv"), ("gone.csv", "nowhere.csv")]
            for (name, target) in links {
                try FileManager.default.createSymbolicLink(
                    atPath: data.appendingPathComponent(name).path, withDestinationPath: target)
            }
            return [data.path]
        }
        #expect(result.summary.failures == [])
        #expect(
            result.summary.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["eggs.csv", "food.csv"])
        #expect(result.summary.counts == RowCounts(read: 2, inserted: 2))
        let warnings = result.summary.warnings.map { $0.replacingOccurrences(of: result.folder.path + "/", with: "") }
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.hasPrefix("data/gone.csv was skipped: it is a link to nothing") })
        #expect(warnings.contains { $0.hasPrefix("data/loop was skipped: it is a link to a folder") })
        #expect(warnings.contains { $0.hasPrefix("data/sub/up was skipped: it is a link to a folder") })
    }

    @Test func aFIFONamedCSVIsRefusedByPathAndSkippedInAFolder() throws {
        let byPath = try IsolatedImport { folder in
            let pipe = folder.appendingPathComponent("pipe.csv").path
            #expect(mkfifo(pipe, 0o644) == 0)
            return [pipe]
        }
        try byPath.expectRefusedWhole(["pipe.csv is a FIFO (named pipe), not a regular file"])
        let inFolder = try IsolatedImport { folder in
            #expect(mkfifo(folder.appendingPathComponent("pipe.csv").path, 0o644) == 0)
            try Data(Self.food.utf8).write(to: folder.appendingPathComponent("food.csv"))
            return [folder.path]
        }
        #expect(inFolder.summary.counts == RowCounts(read: 1, inserted: 1))
        #expect(
            inFolder.summary.warnings.contains {
                $0.hasSuffix("/pipe.csv was skipped: it is a FIFO (named pipe), not a regular file.")
            })
    }

    @Test func aFolderNamedLikeACSVFileIsWalkedAsAFolder() throws {
        let result = try IsolatedImport { folder in
            let odd = folder.appendingPathComponent("x.csv")
            try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
            try Data(Self.food.utf8).write(to: odd.appendingPathComponent("food.csv"))
            return [odd.path]
        }
        #expect(result.summary.failures == [])
        #expect(result.summary.files.map(\.path).allSatisfy { $0.hasSuffix("/x.csv/food.csv") })
        #expect(result.summary.counts == RowCounts(read: 1, inserted: 1))
    }

    /// Root reads any file whatever its mode; `EndToEndTests` runs larder as another user for that case.
    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func anUnreadableFileIsRefusedWithTheSystemsReason() throws {
        let result = try IsolatedImport { folder in
            let file = folder.appendingPathComponent("locked.csv")
            try Data(Self.food.utf8).write(to: file)
            #expect(chmod(file.path, 0) == 0)
            return [file.path]
        }
        try result.expectRefusedWhole(["locked.csv cannot be read: permission denied"])
    }
}
