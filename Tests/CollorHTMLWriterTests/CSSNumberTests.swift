import Foundation
import Testing

@testable import CollorHTMLWriter

@Suite struct CSSNumberTests {
    @Test func writesOrdinaryValuesRoundedToThousandths() {
        #expect(CSSNumber.string(0) == "0")
        #expect(CSSNumber.string(12.5) == "12.5")
        #expect(CSSNumber.string(-0.0004) == "0")
        #expect(CSSNumber.string(-3.14159) == "-3.142")
        #expect(CSSNumber.string(8_999_999_999_999.5) == "8999999999999.5")
    }

    /// Values from 9e12 up were written as `0`.
    @Test func writesLargeValuesWithAllTheirDigits() {
        #expect(CSSNumber.string(9e12) == "9000000000000")
        #expect(CSSNumber.string(-9e12) == "-9000000000000")
        #expect(CSSNumber.string(1e15 + 0.25) == "1000000000000000")
        #expect(CSSNumber.string(CGFloat(Int.max)) == "9223372036854775808")
        #expect(CSSNumber.string(CGFloat(Int.min)) == "-9223372036854775808")
        #expect(CSSNumber.string(1e22) == "10000000000000000000000")
    }

    @Test func valuesThatAreNotFiniteAreZero() {
        #expect(CSSNumber.string(.nan) == "0")
        #expect(CSSNumber.string(.infinity) == "0")
    }
}
