import Foundation

/// Writes CSS numbers the same way every time: rounded to thousandths, no exponent, no trailing
/// zeros, `0` for zero and for values that are not finite.
enum CSSNumber {
    static func append(_ value: CGFloat, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let scaled = (Double(value) * 1000).rounded()
        guard abs(scaled) < 9e15 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var thousandths = Int64(scaled)
        if thousandths < 0 {
            bytes.append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        appendDigits(thousandths / 1000, to: &bytes)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: Int64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    static func string(_ value: CGFloat) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(_ value: Int64, to bytes: inout [UInt8]) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
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
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }
}
