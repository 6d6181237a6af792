import Foundation

/// Writes CSS numbers the same way every time: rounded to thousandths, no exponent, no trailing
/// zeros, `0` for zero and for values that are not finite.
enum CSSNumber {
    static func append(_ value: CGFloat, to html: inout HTMLWriter) {
        guard value.isFinite else {
            html.raw(byte: UInt8(ascii: "0"))
            return
        }
        let scaled = (Double(value) * 1000).rounded()
        guard abs(scaled) < 9e15 else {
            html.raw(byte: UInt8(ascii: "0"))
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

    static func string(_ value: CGFloat) -> String {
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
