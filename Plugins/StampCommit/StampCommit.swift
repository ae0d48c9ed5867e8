import Foundation
import PackagePlugin

/// Gives the target that applies it `BuildCommit.hash`: the repository's commit when the package is built
/// from a git checkout (`git rev-parse --short=7 HEAD`), nil otherwise (a source archive, no git on the
/// machine). The command runs again whenever git's `HEAD` or the branch it names moves (they are its
/// inputs), so a new commit is in the next build and an unchanged one compiles nothing again; nothing is
/// fetched, and one commit always gives the same binary.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let package = context.package.directoryURL
        return [
            .buildCommand(
                displayName: "Stamping the commit in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "stamp-commit", package.path, output.path],
                inputFiles: Self.gitFiles(of: package),
                outputFiles: [output])
        ]
    }

    /// The files of the package's own repository whose change moves `HEAD`: `HEAD` itself (a checkout of
    /// another branch or commit), the branch it names and `packed-refs` (a commit); none outside a
    /// checkout. A worktree's `.git` is a file naming its folder, whose `commondir` holds the branches.
    static func gitFiles(of package: URL) -> [URL] {
        var git = package.appending(path: ".git")
        if let link = try? String(contentsOf: git, encoding: .utf8), link.hasPrefix("gitdir: ") {
            let path = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            git = URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL
        }
        let head = git.appending(path: "HEAD")
        guard let text = try? String(contentsOf: head, encoding: .utf8) else { return [] }
        let common =
            (try? String(contentsOf: git.appending(path: "commondir"), encoding: .utf8))
            .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: git) }?
            .standardizedFileURL ?? git
        var files = [head]
        if text.hasPrefix("ref: ") {
            let ref = text.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            files.append(common.appending(path: ref))
        }
        files.append(common.appending(path: "packed-refs"))
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `sh -c script stamp-commit PACKAGE OUTPUT`: the commit of PACKAGE's own repository (not of a
    /// repository an unpacked archive happens to sit in) into OUTPUT.
    static let script = #"""
        package=$(cd "$1" && pwd -P)
        top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=
        commit=
        if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$package" ]; then
            commit=$(git -C "$package" rev-parse --short=7 HEAD 2>/dev/null) || commit=
        fi
        case "$commit" in *[!0-9a-f]*|'') value=nil ;; *) value="\"$commit\"" ;; esac
        printf '%s\n' "// Generated at build time by the StampCommit plugin; do not edit.

        /// The commit larder was built from.
        enum BuildCommit {
            /// The commit's short hash, or nil when larder was built outside a git checkout.
            static let hash: String? = $value
        }" > "$2"
        """#
}
