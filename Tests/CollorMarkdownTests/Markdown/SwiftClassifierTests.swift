import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import CollorMarkdown

/// `SwiftClassifier` must give exactly SwiftIDEUtils' classifications, whose speed it replaces.
@Suite struct SwiftClassifierTests {
    private func compare(_ source: String, _ name: String) {
        let utf8 = Array(source.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            let tree = Parser.parse(source: bytes)
            let ours = SwiftClassifier.classify(tree, bytes: bytes)
            let theirs = tree.classifications.map {
                SwiftClassifier.Range(
                    kind: $0.kind, start: $0.range.lowerBound.utf8Offset,
                    end: $0.range.upperBound.utf8Offset)
            }
            guard ours != theirs else { return }
            let first =
                (0..<min(ours.count, theirs.count)).first { ours[$0] != theirs[$0] }
                ?? min(ours.count, theirs.count)
            let message =
                "\(name): ranges differ from number \(first): ours \(ours[first...].prefix(3)), "
                + "SwiftIDEUtils' \(theirs[first...].prefix(3))"
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test(arguments: [
        "@available(iOS 13, macOS 10.15, *) @MainActor final class A<T>: B.C where T: D {}",
        "@propertyWrapper struct W { @Foo<Bar>.Baz(x: 1) var v: Int }",
        "@ /* odd */ Foo var x = 1",
        "#if os(Linux) && canImport(Foundation.Bar)\nlet a = 1\n#elseif swift(>=5.9)\nlet b = 2\n#else\nlet c = 3\n#endif",
        "infix operator <=> : ComparisonPrecedence\nprecedencegroup P { associativity: left higherThan: AdditionPrecedence }",
        "func f(label name: Int, _ x: inout [String: Int]) async throws -> some P { f(label: 1, x) }",
        "let r = /a+b/; let s = #\"raw \\#(x) \"#; let m = \"\"\"\n  multi \\(y)\n  \"\"\"",
        "let p = <#placeholder#>; $0.x; a?.b!.c ?? d",
        "/// Doc\n/** block doc */ /* block */ // line\nlet x = 1 // trailing",
        "let s = \"unterminated\nlet t = 'c'\n#sourceLocation(file: \"a\", line: 1)\n@",
        "nonisolated public private(set) var x: Int { get { 1 } }",
        "extension A: @unchecked Sendable {} ; let t: (any P)? = nil; x <<= 2",
    ])
    func snippetsClassifyAsSwiftIDEUtilsDoes(_ source: String) {
        compare(source, source)
    }

    /// Every Swift file of this package, as a corpus of real code.
    @Test func thisPackagesSourcesClassifyAsSwiftIDEUtilsDoes() throws {
        var count = 0
        for folder in ["Sources", "Tests", "Benchmarks", "Examples"] {
            let root = repository.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains(".build") else { continue }
                let text = try String(
                    contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                compare(text, folder + "/" + path)
                count += 1
            }
        }
        #expect(count > 200)
    }
}
