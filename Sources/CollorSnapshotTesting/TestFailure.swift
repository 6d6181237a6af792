#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Fails the running test, in Swift Testing or XCTest: a strategy that cannot make its snapshot
/// says why instead of recording the error as a reference.
func failTest(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                    column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #endif
}
