import Collor
import CollorHTML
import Foundation

/// The RealTime gallery: six successive server responses, each diffed into the data. A malformed
/// response is reported with its file, line and column, and skipped.
public struct RealTimeSample: GallerySample {
    /// Written as `realtime.html`.
    public var name: String { "realtime" }
    /// The gallery's title.
    public var title: String { "RealTime" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "Six successive server responses. Each is diffed into the data: tweets come and go, counts appear and change (Diffable adapters reload their cells), and the text sizes its cell with the font's own metrics. The second response is malformed: the build reports where and shows the other five."
    }
    /// The data, descriptors and layout, shown with the gallery.
    public var sourceFiles: [String] {
        [
            "RealTime/RealTimeData.swift", "RealTime/RealTimeDescriptors.swift",
            "RealTime/RealTimeLayout.swift",
        ]
    }

    /// Where the responses are read from.
    public var folder: URL?

    /// Creates the sample, reading the responses from `folder` (the package's `Data/` when `nil`).
    public init(folder: URL? = nil) {
        self.folder = folder
    }

    /// Shows the first good response, then a `diff()` per later one; bad ones become warnings.
    ///
    /// - Throws: The first response's error (or `missingData`) when no response is good.
    public func record() throws -> GalleryRecording {
        var warnings: [GalleryError] = []
        var responses: [TweetResponse] = []
        for response in RealTimeData.responses(folder: folder ?? SampleData.folder) {
            switch response {
            case .success(let value): responses.append(value)
            case .failure(let error): warnings.append(error)
            }
        }
        guard let first = responses.first else {
            throw warnings.first
                ?? GalleryError.missingData(file: "Examples/Data/realtime/tweets_0.json")
        }
        let data = RealTimeData()
        data.tweets = first.tweets
        data.reloadData()
        data.computeIndices()
        let layout = RealTimeLayout(
            collectionView: CollectionView(width: 420, height: 800), collectionData: data)
        let css = Self.css + ".realtime-text{\(TweetTextDescriptor.measurer.cssDeclarations)}\n"
        let options = PageOptions(title: title, extraCSS: css)
        let recorder = try TimelineRecorder(
            layout: layout, options: options, caption: "First response")
        for response in responses.dropFirst() {
            data.tweets = response.tweets
            try recorder.record("diff()") { try $0.diff() }
        }
        return GalleryRecording(recorder, warnings: warnings)
    }

    static let css = """
        .realtime-avatar{position:absolute;left:10px;top:10px;width:44px;height:44px;border-radius:50%;background:radial-gradient(circle at 50% 38%,#fff 0 9px,transparent 10px),radial-gradient(circle at 50% 110%,#fff 0 19px,transparent 20px),rgba(0,0,0,.22);overflow:hidden}
        .realtime-text{position:absolute;left:64px;right:10px;top:10px;margin:0;color:#111;font-family:"Collor Sans",sans-serif}
        .realtime-count{margin:0;padding:0 10px;font-size:14px;line-height:30px;color:#222}

        """
}
