import Foundation

/// Errors from loading templates and writing the output folder.
public enum RenderError: LocalizedError, Equatable {
    /// The templates folder does not exist or holds no templates.
    case templatesMissing(folder: String)
    /// A page's template is not in the templates folder.
    case templateMissing(file: String)
    /// A template names a partial that is not a template of the folder.
    case partialMissing(file: String, partial: String, folder: String)
    /// A template does not parse.
    case templateSyntax(file: String, line: Int, column: Int, reason: String)
    /// The output folder could not be written.
    case outputFailed(folder: String, reason: String)

    /// A full sentence naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .templatesMissing(let folder):
            return "The templates folder \(folder) does not exist or holds no .mustache files; pass --templates with"
                + " the folder that holds them (larder's own are in its templates/ folder)."
        case .templateMissing(let file):
            return
                "The template \(file) is missing; copy it from larder's templates/ folder into your templates folder."
        case .partialMissing(let file, let partial, let folder):
            return "\(file) uses the partial `\(partial)`, which is not a template of \(folder) (partials load from"
                + " that folder only). Add \(partial).mustache there, or correct the name."
        case .templateSyntax(let file, let line, let column, let reason):
            return "\(file) line \(line), column \(column): \(reason). Fix the template and render again."
        case .outputFailed(let folder, let reason):
            return "Writing \(folder) failed: \(reason). The previous output is untouched; check the folder's"
                + " permissions and free space."
        }
    }
}
