import CollorGallery
import Foundation

extension TweetResponse {
    /// The server's six recorded responses (`Data/realtime/tweets_<n>.json`) in order, each
    /// decoded or the error that names where it is broken: the RealTime sample steps through
    /// them, the Columns sample lays their tweets out as cards.
    static func recorded(folder: URL? = nil) -> [Result<TweetResponse, GalleryError>] {
        let folder = folder ?? SampleData.folder
        return (0..<6).map { index in
            Result { () throws(GalleryError) -> TweetResponse in
                try SampleData.decode(
                    TweetResponse.self, from: "realtime/tweets_\(index).json", in: folder)
            }
        }
    }
}
