import Foundation

/// Writes CSS numbers the same way every time: rounded to thousandths, no exponent, no trailing
/// zeros, `0` for zero and for values that are not finite.
///
/// A magnitude of 9e12 or more does not fit thousandths in 64 bits; such a value has no fraction
/// worth writing at that size, so it is written as its exact integer digits (a `Double` is exact
/// there), never clamped to a wrong number.
package enum CSSNumber {
    package static func append(_ value: CGFloat, to html: inout HTMLWriter) {
        guard value.isFinite else {
            html.raw(byte: UInt8(ascii: "0"))
            return
        }
        let scaled = (Double(value) * 1000).rounded()
        guard abs(scaled) < 9e15 else {
            appendLarge(Double(value).rounded(), to: &html)
            return
        }
        var thousandths = Int64(scaled)
        if thousandths < 0 {
            html.raw(byte: UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        appendDigits(thousandths / 1000, to: &html)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        html.raw(byte: UInt8(ascii: "."))
        var divisor: Int64 = 100
        while fraction != 0 {
            html.raw(byte: UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Writes an integral value too large for `Int64` thousandths with all its digits.
    private static func appendLarge(_ value: Double, to html: inout HTMLWriter) {
        // `%.0f` prints the exact decimal value of the double, without exponent.
        for byte in String(format: "%.0f", value).utf8 { html.raw(byte: byte) }
    }

    package static func string(_ value: CGFloat) -> String {
        var html = HTMLWriter()
        append(value, to: &html)
        return html.string
    }

    private static func appendDigits(_ value: Int64, to html: inout HTMLWriter) {
        guard value >= 10 else {
            html.raw(byte: UInt8(ascii: "0") + UInt8(value))
            return
        }
        // Digits come out last first: write them into a small tuple-backed buffer, then reverse.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 && count < buffer.count {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                html.raw(byte: buffer[index])
            }
        }
    }
}
