// Collor's API speaks CGFloat, CGPoint, CGSize, CGRect, IndexPath and IndexSet. On iOS, UIKit
// brings them along; here `import Collor` does, so a descriptor needs no `import Foundation`.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.IndexPath
@_exported import struct Foundation.IndexSet
