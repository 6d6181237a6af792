import Foundation
import SnapshotTesting

/// A failing `.image` comparison as something to act on: the reference, the actual image and a
/// difference image written side by side, and a message naming the three files and the changed
/// region.
enum ImageFailure {
    /// The failure's message and attachments, or nil when the images match within `precision`
    /// and `perceptualTolerance`.
    static func describe(
        reference: Data, actual: Data, precision: Double, perceptualTolerance: Double
    ) -> (String, [DiffAttachment])? {
        if let old = HeadlessChromium.pngSize(reference),
            let new = HeadlessChromium.pngSize(actual),
            old != new
        {
            let written = write(["reference.png": reference, "actual.png": actual], of: actual)
            return (
                "the image is \(new.width) x \(new.height), the reference "
                    + "\(old.width) x \(old.height)" + list(written, ["reference", "actual"]),
                [.data(reference, name: "reference.png"), .data(actual, name: "actual.png")]
            )
        }
        let difference: ImageDifference
        do {
            difference = try ImageDifference(
                reference, actual, perceptualTolerance: perceptualTolerance)
        } catch {
            return ("\(error)", [])
        }
        guard difference.share > 1 - precision else { return nil }
        let percent = String(format: "%.3f", difference.share * 100)
        let allowed = String(format: "%.3f", (1 - precision) * 100)
        var files = ["reference.png": reference, "actual.png": actual]
        files["difference.png"] = difference.image
        let written = write(files, of: reference + actual)
        let region = difference.regionDescription.map { "; changed region: \($0)" } ?? ""
        return (
            "\(percent)% of pixels differ visibly (allowed: \(allowed)%)\(region)"
                + list(written, ["reference", "actual", "difference"]),
            files.sorted { $0.key < $1.key }.map { .data($0.value, name: $0.key) }
        )
    }

    /// Writes `files` into a folder of their own under the artifacts folder (`SNAPSHOT_ARTIFACTS`,
    /// as SnapshotTesting, else the temporary folder), named by a hash of `content` so that two
    /// failures never share one; the paths written, by file name.
    private static func write(_ files: [String: Data], of content: Data) -> [String: String] {
        let base =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in content { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("collor-image-" + String(hash, radix: 16))
        var written: [String: String] = [:]
        guard
            (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
                != nil
        else { return written }
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            if (try? data.write(to: url)) != nil { written[name] = url.path }
        }
        return written
    }

    /// One line per file written: `reference: PATH`.
    private static func list(_ written: [String: String], _ names: [String]) -> String {
        names.compactMap { name in
            written[name + ".png"].map { "\n\(name): \($0)" }
        }.joined()
    }
}
