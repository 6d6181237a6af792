import CollorHTML
import Foundation

/// Reads a gallery's JSON data with errors that say where: the file, line and column of the first
/// syntax error, or the path of a value of the wrong shape.
public enum GalleryData {
    /// Decodes the JSON file at `url`, after a strict syntax check (Foundation's parser on Linux
    /// accepts some malformed documents, a trailing comma among them).
    ///
    /// - Parameters:
    ///   - displayPath: How errors name the file, for example its path in your package
    ///     (`Sources/Roster/Data/team.json`); the default is `url`'s path.
    /// - Throws: `GalleryError.missingData` when the file cannot be read, `.badData` with line and
    ///   column for malformed JSON or a value of the wrong shape.
    /// - Complexity: O(n) in the file's size.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from url: URL, displayPath: String? = nil
    ) throws(GalleryError) -> Value {
        let display = displayPath ?? url.path
        guard let bytes = try? InputFile.read(url) else { throw .missingData(file: display) }
        let data = Data(bytes)
        do {
            try StrictJSON.validate(data)
        } catch {
            throw .badData(
                file: display, line: error.line, column: error.column, reason: error.reason)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .badData(
                file: display, line: 1, column: 1,
                reason: "unexpected shape: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(decoding)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
