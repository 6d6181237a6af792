import CollorHTML
import Foundation

/// Reads a gallery's JSON data with errors that say where: the file, line and column of the first
/// syntax error, or the path of a value of the wrong shape.
public enum GalleryData {
    /// The largest data file a gallery reads (1 MiB); `Gallery.maximumItems` bounds what it
    /// shows.
    public static let maximumBytes = 1 << 20

    /// Decodes the JSON file at `url`, after a strict syntax check (Foundation's parser on Linux
    /// accepts some malformed documents, a trailing comma among them).
    ///
    /// - Parameters:
    ///   - type: The type the file holds.
    ///   - url: The JSON file.
    ///   - displayPath: How errors name the file, for example its path in your package
    ///     (`Sources/Roster/Data/team.json`); the default is `url`'s path.
    /// - Throws: `GalleryError.missingData` when the file cannot be read, `.badData` with line and
    ///   column for malformed JSON or a value of the wrong shape.
    /// - Complexity: O(n) in the file's size.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from url: URL, displayPath: String? = nil
    ) throws(GalleryError) -> Value {
        let display = displayPath ?? url.path
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(url, limit: maximumBytes)
        } catch .tooLarge(_, let size, let limit) {
            throw .badData(
                file: display, line: 1, column: 1,
                reason: "\(size) bytes, over the bound of \(limit) bytes for gallery data")
        } catch {
            throw .missingData(file: display)
        }
        let data = Data(bytes)
        do {
            return try StrictJSON.decode(Value.self, from: data)
        } catch {
            throw .badData(
                file: display, line: error.line, column: error.column, reason: error.reason)
        }
    }
}
