import Foundation
import LarderValues

extension OutputFolder {
    /// Removes the staging folders killed larders left beside the output folder `destination`:
    /// `.<name>.new-<pid>` holding the marker of ``CleanupOnExit`` for that process, and, from larders
    /// before that marker, `.<name>.new-<pid>` and `.<name>.old-<pid>` holding a whole output (its
    /// ``markerName`` file), when process `pid` no longer runs. Returns the folders removed.
    public static func sweepLeftovers(besides destination: URL) -> [URL] {
        let resolved = resolve(destination)
        let name = resolved.lastPathComponent
        return CleanupOnExit.sweepLeftovers(
            in: resolved.deletingLastPathComponent(),
            processID: { entry in
                for role in ["new", "old"] where entry.hasPrefix(".\(name).\(role)-") {
                    return CleanupOnExit.processID(String(entry.dropFirst(name.count + role.count + 3)))
                }
                return nil
            }, markedAlsoBy: [markerName])
    }
}
