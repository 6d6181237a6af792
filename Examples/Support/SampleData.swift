import Foundation

/// Reads the samples' data files, shipped with the package as resources under `Data/`.
public enum SampleData {
    /// The folder of the data files, shipped as the package's resources.
    public static var folder: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Data", isDirectory: true)
            ?? URL(fileURLWithPath: "Examples/Data", isDirectory: true)
    }

    /// Decodes `Data/<name>`, after a strict syntax check that names the line and column of the
    /// first error.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from name: String, in folder: URL = folder
    ) throws(GalleryError) -> Value {
        let url = folder.appendingPathComponent(name)
        let display = "Examples/Data/" + name
        guard let data = try? Data(contentsOf: url) else { throw .missingData(file: display) }
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
