import CollorGallery
import Foundation

/// Reads the samples' data files, shipped with the package as resources under `Data/`.
enum SampleData {
    /// The folder of the data files, shipped as the target's resources.
    static var folder: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Data", isDirectory: true)
            ?? URL(fileURLWithPath: "Examples/Galleries/Data", isDirectory: true)
    }

    /// Decodes `Data/<name>` from `folder`; errors name the file by its path in this repository.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from name: String, in folder: URL = folder
    ) throws(GalleryError) -> Value {
        try GalleryData.decode(
            type, from: folder.appendingPathComponent(name),
            displayPath: "Examples/Galleries/Data/" + name)
    }
}
