import Foundation
import LarderTestSupport
import Testing

/// The layout docs/ARCHITECTURE.md describes (issue 28): no folder of `Sources` holds more than 15 Swift
/// files of its own, so a newcomer finds a stage's files in a folder that fits on one screen; a
/// folder that would grow past it gets a subfolder.
@Suite struct SourceLayoutTests {
    static let limit = 15

    /// Each folder below `root` with how many `.swift` files it holds directly, counted by the test itself.
    static func swiftFilesPerFolder(below root: URL) -> [String: Int] {
        var counts: [String: Int] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let folder = url.deletingLastPathComponent().path.replacingOccurrences(of: Paths.root.path + "/", with: "")
            counts[folder, default: 0] += 1
        }
        return counts
    }

    @Test func noSourceFolderHoldsMoreThanFifteenSwiftFiles() {
        let counts = Self.swiftFilesPerFolder(below: Paths.root.appendingPathComponent("Sources"))
        #expect(!counts.isEmpty)
        let crowded = counts.filter { $0.value > Self.limit }.sorted { $0.key < $1.key }
        #expect(crowded.isEmpty, "\(crowded.map { "\($0.key): \($0.value) Swift files" }.joined(separator: "\n"))")
    }
}
