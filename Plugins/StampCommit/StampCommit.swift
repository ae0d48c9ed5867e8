import Foundation
import PackagePlugin

/// Gives the target that applies it `BuildCommit.hash`: the repository's commit when the package is built
/// from a git checkout (`git rev-parse --short=7 HEAD`), nil otherwise (a source archive, no git on the
/// machine). The file is written before every build, and only when its text changes, so an unchanged
/// commit compiles nothing again; nothing is fetched, and one commit always gives the same binary.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        return [
            .prebuildCommand(
                displayName: "Stamping the commit in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "stamp-commit", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }

    /// `sh -c script stamp-commit PACKAGE OUTPUT`: the commit of PACKAGE's own repository (not of a
    /// repository an unpacked archive happens to sit in) into OUTPUT/BuildCommit.swift.
    static let script = #"""
        package=$(cd "$1" && pwd -P)
        top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=
        commit=
        if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$package" ]; then
            commit=$(git -C "$package" rev-parse --short=7 HEAD 2>/dev/null) || commit=
        fi
        case "$commit" in *[!0-9a-f]*|'') value=nil ;; *) value="\"$commit\"" ;; esac
        text="// Generated before each build by the StampCommit plugin; do not edit.

        /// The commit larder was built from.
        enum BuildCommit {
            /// The commit's short hash, or nil when larder was built outside a git checkout.
            static let hash: String? = $value
        }"
        mkdir -p "$2"
        file="$2/BuildCommit.swift"
        [ -f "$file" ] && [ "$(cat "$file")" = "$text" ] && exit 0
        printf '%s\n' "$text" > "$file"
        """#
}
