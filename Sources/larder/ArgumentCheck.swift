import ArgumentParser
import Foundation
import LarderImport

/// The usage errors larder finds before ArgumentParser parses, which it would report too vaguely or too
/// late: a mistyped subcommand (`larder improt x.csv`, otherwise "2 unexpected arguments") and an unknown
/// option (`larder run data --as-off 2026-11-22`, otherwise "2026-11-22 does not exist here", since the
/// paths are checked first), each with the nearest name when one is near.
enum ArgumentCheck {
    /// The message for the first such mistake in `arguments` (the program's, without its name), or nil.
    static func mistake(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let commands = LarderCommand.configuration.subcommands
        let names = commands.map { (command: ParsableCommand.Type) in command._commandName }
        guard let index = names.firstIndex(of: first) else {
            guard first != "help" else { return nil }
            return "unknown command '\(first)'." + suggestion(for: first, among: names)
                + " The commands are \(names.joined(separator: ", ")); see 'larder --help'."
        }
        let known = optionNames(of: commands[index])
        for argument in arguments.dropFirst().prefix(while: { $0 != "--" }) {
            for option in options(in: argument) where !known.contains(option) {
                return "unknown option '\(option)'."
                    + suggestion(for: option, among: known.filter { $0.hasPrefix("--") })
                    + " See 'larder \(first) --help'."
            }
        }
        return nil
    }

    /// The options an argument names: `--as-of` of `--as-of=2026-11-22`, each letter of `-qv`; none for
    /// `-`, a negative number, or a value.
    static func options(in argument: String) -> [String] {
        if argument.hasPrefix("--") {
            return [String(argument.prefix { $0 != "=" })]
        }
        guard argument.hasPrefix("-"), argument.count > 1, argument.dropFirst().allSatisfy(\.isLetter) else {
            return []
        }
        return argument.dropFirst().map { "-\($0)" }
    }

    /// Every option the subcommand takes, hidden ones included, as its help lists them.
    static func optionNames(of command: ParsableCommand.Type) -> Set<String> {
        let help = LarderCommand.helpMessage(for: command, includeHidden: true, columns: 10_000)
        let words = help.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        let names = words.map(String.init).filter { !options(in: $0).isEmpty && !$0.hasSuffix("-") }
        return Set(names.filter { $0.hasPrefix("--") || $0.count == 2 } + ["--help", "-h"])
    }

    /// ` Did you mean 'import'?` when one name is within two edits of `typed` and nearer than any other.
    static func suggestion(for typed: String, among names: [String]) -> String {
        let distances = names.map { (name: $0, distance: KindChoice.editDistance(Array(typed), Array($0))) }
        guard let best = distances.min(by: { $0.distance < $1.distance }), best.distance <= 2,
            distances.filter({ $0.distance == best.distance }).count == 1
        else { return "" }
        return " Did you mean '\(best.name)'?"
    }
}
