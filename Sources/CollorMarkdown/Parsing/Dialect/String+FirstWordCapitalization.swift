extension String {
    /// The text with its first word capitalised as DocC shows a parameter's, a Return Value's
    /// and an aside's first words (swift-docc's `capitalizingFirstWord()`, checked with
    /// `docc convert` 6.3.1): only a word of lowercase letters and punctuation changes
    /// (`the` → `The`, `it’s` → `It’s`, `twenty-one` → `Twenty-One`, `e.g.` → `E.G.`); one with
    /// a capital, a digit or a symbol (`iOS`, `42`, `` h`ello ``) stays as written. Within the
    /// word, a letter after punctuation other than an apostrophe starts a new capitalised part,
    /// as Foundation's `capitalized` does.
    func capitalizingFirstWord() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return self }
        let end = self[start...].firstIndex(where: \.isWhitespace) ?? endIndex
        let word = self[start..<end].unicodeScalars
        guard word.allSatisfy({ Self.isLowercaseLetter($0) || Slugger.isPunctuation($0) }) else {
            return self
        }
        var capitalised = ""
        var afterLetter = false
        for scalar in word {
            if Self.isLowercaseLetter(scalar) {
                capitalised += afterLetter ? String(scalar) : scalar.properties.titlecaseMapping
                afterLetter = true
            } else {
                capitalised.unicodeScalars.append(scalar)
                // Foundation's case-ignorable apostrophes keep the word going (`l'ocean`).
                if scalar != "'" && scalar != "\u{2019}" { afterLetter = false }
            }
        }
        return String(self[..<start]) + capitalised + String(self[end...])
    }

    private static func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }
}
