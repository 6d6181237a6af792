import Foundation

/// A GitHub Actions workflow command that annotates a file:
/// `::warning file=Sources/Kit/Kit.docc/Kit.md,line=3,col=14::broken link…`. A pull request shows
/// it at that line; without a file it is an annotation of the run.
struct GitHubAnnotation: Equatable {
    /// The command's name.
    enum Severity: String, Sendable {
        case warning
        case error
    }

    var severity: Severity
    /// The path relative to the repository's root, or nil.
    var file: String?
    /// 1-based; 0 leaves it out.
    var line = 0
    /// 1-based; 0 leaves it out.
    var column = 0
    var message: String

    /// The workflow command, escaped as the runner reads it back: in the message `%`, CR and
    /// LF; in a property also `:` and `,`, which would end it.
    var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapedProperty(file)) }
        if file != nil, line > 0 { properties.append("line=\(line)") }
        if file != nil, line > 0, column > 0 { properties.append("col=\(column)") }
        let head = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(severity.rawValue)\(head)::" + Self.escapedData(message)
    }

    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
