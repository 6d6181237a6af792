import Collor
import CollorGallery
import Foundation

/// The RealTime gallery: six successive server responses, each diffed into the data. A malformed
/// response is reported with its file, line and column, and skipped.
public struct RealTimeGallery: Gallery {
    /// Written as `realtime.html`.
    public var name: String { "realtime" }
    /// The gallery's title.
    public var title: String { "RealTime" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "Six successive server responses. Each is diffed into the data: tweets come and go, counts appear and change (Diffable adapters reload their cells), and the text sizes its cell with the font's own metrics. A response that cannot be read is reported with its file, line and column, and skipped."
    }
    /// The data, descriptors and layout, shown with the gallery.
    public var sources: [GallerySource] {
        .files(["RealTimeData.swift", "RealTimeDescriptors.swift", "RealTimeLayout.swift"])
    }
    /// The first state is the first good response.
    public var initialCaption: String { "First response" }

    /// Where the responses are read from.
    public var folder: URL?

    /// Creates the gallery, reading the responses from `folder` (the package's `Data/` when `nil`).
    public init(folder: URL? = nil) {
        self.folder = folder
    }

    /// The first good response.
    ///
    /// - Throws: The first response's error (or `missingData`) when no response is good.
    public func makeModel() throws -> RealTimeData {
        let data = RealTimeData()
        data.responses = RealTimeData.responses(folder: folder)
        guard let first = data.responses.lazy.compactMap({ try? $0.get() }).first else {
            throw data.responses.lazy.compactMap(\.failure).first
                ?? GalleryError.missingData(file: "Examples/Galleries/Data/realtime/tweets_0.json")
        }
        data.tweets = first.tweets
        data.reloadData()
        return data
    }

    /// Each cell's text measured with the font's metrics, with the sections' backgrounds.
    public func makeLayout(_ collectionView: CollectionView, model: RealTimeData) -> RealTimeLayout
    {
        RealTimeLayout(collectionView: collectionView, collectionData: model)
    }

    /// A `diff()` per good response after the first; a bad one becomes a warning.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        var seenFirst = false
        for response in scenario.model.responses {
            switch response {
            case .failure(let error):
                scenario.warn(error)
            case .success(let value) where seenFirst:
                scenario.model.tweets = value.tweets
                try scenario.record("diff()") { try $0.diff() }
            case .success:
                seenFirst = true
            }
        }
    }

    /// The avatar, the text (measured with the font's metrics) and the counts.
    public var css: String {
        """
        .realtime-avatar{position:absolute;left:10px;top:10px;width:44px;height:44px;border-radius:50%;background:radial-gradient(circle at 50% 38%,#fff 9px,transparent 10px),radial-gradient(circle at 50% 110%,#fff 19px,transparent 20px),rgba(0,0,0,.22);overflow:hidden}
        .realtime-text{color:#111}
        .realtime-count{color:#222}

        """
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
