/// larder's version: the one place it is written (`larder --version`, `make dist`'s archive name, the
/// CHANGELOG's latest entry).
enum Version {
    /// The release, `MAJOR.MINOR.PATCH`.
    static let number = "0.1.0"

    /// What `larder --version` prints: `larder 0.1.0 (commit abcdef1)`, or `larder 0.1.0` when larder
    /// was built outside a git checkout.
    static var text: String {
        BuildCommit.hash.map { "larder \(number) (commit \($0))" } ?? "larder \(number)"
    }
}
