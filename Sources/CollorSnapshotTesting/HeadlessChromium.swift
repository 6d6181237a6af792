import CollorHTML
import Foundation

/// Headless Chromium for the `.image` strategy: takes screenshots of pages and compares PNGs
/// pixel by pixel in a canvas, so that no image library is needed on Linux.
public enum HeadlessChromium {
    /// Why a screenshot or comparison could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in words.
        public var description: String
    }

    /// The Chromium executable: the path in `CHROMIUM` when it is set (whether or not it runs:
    /// a path that does not is an error when a page is loaded, not a silent fallback), else the
    /// first of the usual Debian paths that exists.
    public static var executable: String? {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], !path.isEmpty {
            return path
        }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A PNG of the top-left `width` x `height` pixels of `html`, with reduced motion.
    ///
    /// Headless Chromium with a new profile lays pages out at least 500 pixels wide and takes a
    /// band off the window's height, so the page is shot in a larger window and cropped in a
    /// canvas to exactly the size asked: the same page always gives the same image size.
    public static func screenshot(
        html: String, width: Int, height: Int, files: [String: Data] = [:]
    ) throws -> Data {
        let width = max(width, 1)
        let height = max(height, 1)
        let full = try inTemporaryFolder { folder in
            for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
            let page = folder.appendingPathComponent("page.html")
            try html.write(to: page, atomically: true, encoding: .utf8)
            let png = folder.appendingPathComponent("shot.png")
            _ = try run(
                [
                    "--hide-scrollbars", "--window-size=\(max(width, 500)),\(height + 200)",
                    "--virtual-time-budget=5000",
                    "--force-prefers-reduced-motion", "--screenshot=\(png.path)",
                    page.absoluteString,
                ], folder: folder)
            guard let data = (try? InputFile.read(png)).map({ Data($0) }) else {
                throw Failure(description: "Chromium wrote no screenshot")
            }
            return data
        }
        return try crop(full, width: width, height: height)
    }

    /// The top-left `width` x `height` pixels of a PNG, as a PNG.
    static func crop(_ png: Data, width: Int, height: Int) throws -> Data {
        let script = """
            var c=document.createElement("canvas");c.width=\(width);c.height=\(height);
            c.getContext("2d").drawImage(images[0],0,0);
            return c.toDataURL("image/png").split(",")[1];
            """
        guard let data = Data(base64Encoded: try onImages([png], script)) else {
            throw Failure(description: "Chromium could not crop the screenshot")
        }
        return data
    }

    /// Compares two PNGs: the share of pixels whose channels differ by more than
    /// `perPixelTolerance` (0-255), or 1 when the sizes differ.
    public static func difference(_ lhs: Data, _ rhs: Data, perPixelTolerance: Int) throws -> Double
    {
        let script = """
            var a=images[0],b=images[1];if(a.width!==b.width||a.height!==b.height){return "1";}
            function pixels(i){var c=document.createElement("canvas");c.width=i.width;c.height=i.height;
            var x=c.getContext("2d");x.drawImage(i,0,0);return x.getImageData(0,0,i.width,i.height).data;}
            var p=pixels(a),q=pixels(b),bad=0,t=\(perPixelTolerance);
            for(var k=0;k<p.length;k+=4){if(Math.abs(p[k]-q[k])>t||Math.abs(p[k+1]-q[k+1])>t||
            Math.abs(p[k+2]-q[k+2])>t||Math.abs(p[k+3]-q[k+3])>t){bad++;}}
            return String(bad/Math.max(p.length/4,1));
            """
        guard let value = Double(try onImages([lhs, rhs], script)) else {
            throw Failure(description: "Chromium could not compare the images")
        }
        return value
    }

    /// Compares two PNGs as a person would: the share of pixels whose colours differ by more
    /// than `perceptualTolerance`, in CIE76 ΔE (about 2.3 is the smallest difference the eye
    /// sees), each pixel first laid on white; or 1 when the sizes differ.
    public static func perceptualDifference(
        _ lhs: Data, _ rhs: Data, perceptualTolerance: Double
    ) throws -> Double {
        try ImageDifference(lhs, rhs, perceptualTolerance: perceptualTolerance).share
    }

    /// A PNG's width and height, read from its header; nil when `data` is not a PNG.
    public static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature,
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func number(_ at: Int) -> Int {
            bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(16), number(20))
    }

    /// Loads PNGs into a page, runs `script` (a function body that sees `images` and returns a
    /// string), and returns what it returned.
    static func onImages(_ pngs: [Data], _ script: String) throws -> String {
        try inTemporaryFolder { folder in
            let sources = pngs.map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }
                .joined(separator: ",")
            let page = """
                <!DOCTYPE html><html><head><meta charset="utf-8"></head><body><script>
                function load(src){return new Promise(function(ok,fail){var i=new Image();i.onload=function(){ok(i);};i.onerror=fail;i.src=src;});}
                function report(text){var out=document.createElement("pre");out.id="result";out.textContent=text;document.body.appendChild(out);}
                Promise.all([\(sources)].map(load)).then(function(images){report((function(){\(script)})());},function(){report("error");});
                </script></body></html>
                """
            let file = folder.appendingPathComponent("images.html")
            try page.write(to: file, atomically: true, encoding: .utf8)
            let dom = try run(
                ["--virtual-time-budget=5000", "--dump-dom", file.absoluteString], folder: folder)
            guard let start = dom.range(of: "<pre id=\"result\">"),
                let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
            else { throw Failure(description: "Chromium did not run the image script") }
            return String(dom[start.upperBound..<end.lowerBound])
        }
    }

    /// Loads `html` (written to a temporary folder, with `files` beside it) and returns the DOM
    /// after the page's scripts ran: what a page's own script reports can be read from it.
    public static func dumpDOM(
        of html: String, files: [String: Data] = [:], fragment: String = "", windowWidth: Int = 800,
        windowHeight: Int = 2_000
    ) throws -> String {
        try inTemporaryFolder { folder in
            for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
            let page = folder.appendingPathComponent("page.html")
            try html.write(to: page, atomically: true, encoding: .utf8)
            return try run(
                [
                    "--hide-scrollbars", "--window-size=\(max(windowWidth, 500)),\(windowHeight)",
                    "--virtual-time-budget=10000", "--dump-dom", page.absoluteString + fragment,
                ], folder: folder)
        }
    }

    /// Loads the page file `page` where it is (so its relative links and resources resolve), with
    /// `suffix` appended to its URL (`?q=...` or `#anchor`) and extra Chromium `flags`
    /// (`--force-dark-mode`), and returns the DOM after its scripts ran.
    public static func dumpDOM(
        ofFile page: URL, suffix: String = "", flags: [String] = [], virtualTimeBudget: Int = 3_000
    ) throws -> String {
        try inTemporaryFolder { profile in
            try run(
                ["--virtual-time-budget=\(virtualTimeBudget)"] + flags + [
                    "--dump-dom", page.absoluteString + suffix,
                ], folder: profile)
        }
    }

    /// Runs headless Chromium (`chromium`, by default `executable`) with `arguments` and a new
    /// profile in `folder`; its standard output. A path that is no executable, or that does
    /// not start or exits with a failure, is an error naming it: never a silent fallback.
    static func run(_ arguments: [String], folder: URL, chromium: String? = executable) throws
        -> String
    {
        guard let executable = chromium else {
            throw Failure(
                description:
                    "Chromium is not installed (Debian: apt-get install chromium), or set CHROMIUM")
        }
        let named = ProcessInfo.processInfo.environment["CHROMIUM"] == executable
        let source = named ? "CHROMIUM=\(executable)" : executable
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(
                description: "\(source) is not an executable file: set CHROMIUM to Chromium's "
                    + "path, or unset it to use /usr/bin/chromium")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        // A file, not a pipe nobody reads: Chromium's chatter cannot fill it and block it.
        let errors = folder.appendingPathComponent("stderr.txt")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw Failure(description: "could not write Chromium's messages to \(errors.path)")
        }
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(source) does not run: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said =
                (try? InputFile.read(errors)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let tail = said.split(separator: "\n").suffix(3).joined(separator: "\n")
            throw Failure(
                description: "\(source) does not run as headless Chromium: it exited with status "
                    + "\(process.terminationStatus)" + (tail.isEmpty ? "" : ": \(tail)"))
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func inTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "collor-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
