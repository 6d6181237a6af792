import Foundation

/// A large file whose every byte says where it is: a block of 65,521 (a prime) pseudo-random
/// bytes repeated, so that a lost, repeated or shifted piece of a download does not match.
struct PatternFile {
    static let block: [UInt8] = {
        var state: UInt32 = 2_463_534_242
        return (0..<65_521).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }()

    /// Writes `size` bytes of the pattern to `url`.
    static func write(size: Int, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        while written < size {
            let count = min(block.count, size - written)
            try handle.write(contentsOf: block[0..<count])
            written += count
        }
    }

    /// Checks a download piece by piece, keeping nothing but the count.
    struct Checker {
        private(set) var received = 0
        private(set) var intact = true

        mutating func check(_ piece: ArraySlice<UInt8>) {
            var rest = piece[...]
            while !rest.isEmpty {
                let offset = received % PatternFile.block.count
                let count = min(rest.count, PatternFile.block.count - offset)
                let same = rest.prefix(count).withUnsafeBytes { got in
                    PatternFile.block[offset..<offset + count].withUnsafeBytes { want in
                        guard let got = got.baseAddress, let want = want.baseAddress else {
                            return count == 0
                        }
                        return memcmp(got, want, count) == 0
                    }
                }
                if !same { intact = false }
                rest = rest.dropFirst(count)
                received += count
            }
        }
    }
}
