import Foundation

/// Folders of the repository, found from this file's path (`Tests/LarderTestSupport/Paths.swift`).
package enum Paths {
    /// The repository's root.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// larder's own templates.
    package static let templates = root.appendingPathComponent("templates")
    /// The documents (`SCHEMA.md`, `IMPORT.md`, …).
    package static let docs = root.appendingPathComponent("docs")
    /// The scripts CI runs (`check-report-md.sh`, …).
    package static let scripts = root.appendingPathComponent("scripts")
    /// Real-shaped exports, shared by both test targets.
    package static let fixtures = root.appendingPathComponent("Tests/LarderKitTests/Fixtures")
    /// The golden files of rendered pages.
    package static let snapshots = root.appendingPathComponent("Tests/LarderKitTests/Snapshots")
}
