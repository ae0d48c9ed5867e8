import Foundation
import PackagePlugin

/// Carries the package's `templates/` in the target that applies it: at every build, `embed-templates`
/// writes them into a Swift file of the plugin's work folder (`EmbeddedTemplates.all`), so the binary
/// works from any folder and no generated copy is kept in the repository.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the templates in \(target.name)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [folder.path, output.path],
                inputFiles: try Self.templates(in: folder),
                outputFiles: [output])
        ]
    }

    /// Every `.mustache` file under `folder`: a change to any of them, or a new one, runs the command again.
    static func templates(in folder: URL) throws -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "mustache" }
            .sorted { $0.path < $1.path }
    }
}
