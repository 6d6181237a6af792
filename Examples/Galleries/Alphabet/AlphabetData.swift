import Collor
import CollorGallery
import Foundation

/// Collor's Alphabet sample: a section per letter with its countries, and a "letter"
/// supplementary view standing beside the section's first cell.
public final class AlphabetData: CollectionData {
    struct File: Decodable {
        var letters: [String: [String]]
    }

    /// The kind of the letter supplementary views.
    public static let letterKind = "letter"
    let countries: [String: [String]]
    /// The letters shown, in order.
    public var letters: [String]
    /// The countries shown per letter, in order.
    public var shown: [String: [String]]

    /// Loads `Data/countries.json` and starts with the letters A to C.
    public init(folder: URL? = nil) throws {
        countries = try SampleData.decode(
            File.self, from: "countries.json", in: folder ?? SampleData.folder
        ).letters
        letters = []
        shown = [:]
        super.init()
        reset()
        reloadData()
        computeIndices()
    }

    /// A section per shown letter, with its countries and its letter view.
    public override func reloadData() {
        super.reloadData()
        sections = letters.map { letter in
            CountrySection().uid(letter).reload { [shown] builder in
                builder.cells = (shown[letter] ?? []).map {
                    CountryDescriptor(adapter: CountryAdapter(name: $0)).uid($0)
                }
                builder.add(
                    supplementaryView: LetterDescriptor(adapter: LetterAdapter(letter: letter)).uid(
                        "letter"),
                    kind: Self.letterKind)
            }
        }
    }

    /// Back to the letters A to C, in alphabetical order.
    public func reset() {
        letters = ["A", "B", "C"]
        shown = countries.filter { letters.contains($0.key) }
    }

    /// Adds the next letter that has countries, if any.
    public func addNextLetter() {
        guard let next = countries.keys.sorted().first(where: { !letters.contains($0) }) else {
            return
        }
        letters.append(next)
        shown[next] = countries[next]
    }

    /// Shakes the countries within each letter and the letters themselves.
    public func shake(using random: inout SeededRandom) {
        letters.shuffle(using: &random)
        for letter in letters { shown[letter]?.shuffle(using: &random) }
    }
}
