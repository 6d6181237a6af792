import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import SnapshotTesting
import Testing

@testable import CollorSnapshotTesting

/// A failing `.image` gives what one needs to act: the three images written and named, and the
/// changed region in pixels. Needs Chromium, as every `.image` test.
@Suite(.serialized) struct ImageFailureTests {
    private func crew() throws -> BackgroundFlowLayout {
        let data = LabelData([
            ("Design", [("ada", "Ada", 0), ("bob", "Bob", 0)]), ("Build", [("cy", "Cy", 0)]),
        ])
        for cell in data.sections.flatMap(\.cells) {
            (cell as? LabelDescriptor)?.width = 90
        }
        return try preparedLayout(data)
    }

    private func shot(_ layout: BackgroundFlowLayout, css: String) throws -> Data {
        let page = try PageRenderer(
            options: PageOptions(
                fontURL: nil,
                // The collection at the page's corner, so that its frames are the image's pixels,
                // and no text, so that a cell's new colour changes every pixel of its frame.
                extraCSS: "body{margin:0}.collor-collection{margin:0}.label{visibility:hidden}"
                    + css)
        ).page(layout)
        // Tall enough for every element, the decorations around the sections included.
        return try HeadlessChromium.screenshot(html: page, width: 300, height: 120)
    }

    /// The paths a failure message names, by the word before them (`reference: PATH`).
    private func paths(in message: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in message.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[1].hasPrefix(" /") {
                found[parts[0]] = String(parts[1].dropFirst())
            }
        }
        return found
    }

    /// One cell turns green: the message names exactly that cell's frame as the changed region,
    /// and the difference image's red pixels fill that frame and nothing else.
    @Test func aCellsColourChangeIsMarkedAndNamed() throws {
        let layout = try crew()
        let cell = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        let before = try shot(layout, css: "")
        let after = try shot(layout, css: "[data-uid=\"Build/cy\"]{background:#0a0}")
        let failure = try #require(
            Snapshotting<FlowLayout, Data>.image().diffing.diffV2(before, after),
            "a green cell must fail")
        let message = failure.0
        let region =
            "x \(Int(cell.minX))-\(Int(cell.maxX) - 1), y \(Int(cell.minY))-\(Int(cell.maxY) - 1) "
            + "(\(Int(cell.width)) x \(Int(cell.height)) px)"
        #expect(message.contains("changed region: \(region)"), "\(message)")
        let named = paths(in: message)
        #expect(Set(named.keys) == ["reference", "actual", "difference"], "\(message)")
        let reference = try Data(contentsOf: URL(fileURLWithPath: try #require(named["reference"])))
        let actual = try Data(contentsOf: URL(fileURLWithPath: try #require(named["actual"])))
        #expect(reference == before && actual == after)
        let difference = try Data(
            contentsOf: URL(fileURLWithPath: try #require(named["difference"])))
        // Counted in the browser, apart from the code that drew them.
        let red = try HeadlessChromium.onImages(
            [difference],
            """
            var i=images[0],c=document.createElement("canvas");c.width=i.width;c.height=i.height;
            var x=c.getContext("2d");x.drawImage(i,0,0);var d=x.getImageData(0,0,i.width,i.height).data;
            var inside=0,outside=0;for(var k=0;k<d.length;k+=4){
            if(d[k]===255&&d[k+1]===0&&d[k+2]===0){var n=k/4,px=n%i.width,py=(n-px)/i.width;
            if(px>=\(Int(cell.minX))&&px<\(Int(cell.maxX))&&py>=\(Int(cell.minY))&&py<\(Int(cell.maxY)))
            {inside++;}else{outside++;}}}
            return inside+" "+outside;
            """)
        #expect(
            red == "\(Int(cell.width * cell.height)) 0", "red pixels inside and outside the cell")
        let attached = failure.1.compactMap { attachment -> String? in
            guard case .data(_, let name) = attachment else { return nil }
            return name
        }
        #expect(attached == ["actual.png", "difference.png", "reference.png"])
    }

    /// A size change names both sizes and writes both images, each at its own size.
    @Test func aSizeChangeWritesBothImages() throws {
        let layout = try crew()
        let page = try PageRenderer(options: PageOptions(fontURL: nil)).page(layout)
        let small = try HeadlessChromium.screenshot(html: page, width: 300, height: 80)
        let wide = try HeadlessChromium.screenshot(html: page, width: 320, height: 80)
        let failure = try #require(
            Snapshotting<FlowLayout, Data>.image().diffing.diffV2(small, wide))
        #expect(failure.0.hasPrefix("the image is 320 x 80, the reference 300 x 80\n"))
        let named = paths(in: failure.0)
        #expect(Set(named.keys) == ["reference", "actual"])
        let written = try named.mapValues { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(written["reference"] == small && written["actual"] == wide)
    }

    /// `.image` by default draws text in the font gallery pages use, which the page loads from
    /// the package: a screenshot differs from one in the browser's fallback font.
    @Test func theDefaultFontIsTheGalleries() throws {
        let layout = try crew()
        var byDefault = Data()
        Snapshotting<FlowLayout, Data>.image().snapshot(layout).run { byDefault = $0 }
        var fallback = Data()
        Snapshotting<FlowLayout, Data>.image(options: PageOptions(fontURL: nil))
            .snapshot(layout).run { fallback = $0 }
        var named = Data()
        let font = try Data(contentsOf: try #require(Theme.fontFile))
        Snapshotting<FlowLayout, Data>.image(
            options: PageOptions(fontURL: "font.ttf"), files: ["font.ttf": font]
        ).snapshot(layout).run { named = $0 }
        #expect(HeadlessChromium.pngSize(byDefault) != nil)
        #expect(byDefault != fallback, "the default must not be the fallback font")
        #expect(
            try HeadlessChromium.perceptualDifference(byDefault, named, perceptualTolerance: 2.3)
                == 0)
    }

    /// A Chromium path that does not run is an error that says so, not a fallback.
    @Test func aChromiumPathThatDoesNotRunIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "collor-chromium-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try HeadlessChromium.run(["--version"], folder: folder, chromium: "/no/such/chromium")
        } throws: { error in
            "\(error)".contains("/no/such/chromium is not an executable file")
        }
        #expect {
            try HeadlessChromium.run(["--version"], folder: folder, chromium: "/bin/false")
        } throws: { error in
            "\(error)" == "/bin/false does not run as headless Chromium: it exited with status 1"
        }
    }
}
