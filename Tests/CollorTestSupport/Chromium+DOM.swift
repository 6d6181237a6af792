import CollorSnapshotTesting
import Foundation

extension Chromium {
    /// The DOM of `html` (written to a temporary folder with `files` beside it) after its
    /// scripts ran, for a test's own probe script.
    public static func dom(of html: String, files: [String: Data] = [:], width: Int) throws
        -> String
    {
        guard executable != nil else { throw Failure.notInstalled }
        return try HeadlessChromium.dumpDOM(of: html, files: files, windowWidth: width)
    }
}
