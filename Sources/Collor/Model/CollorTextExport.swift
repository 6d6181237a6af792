// A descriptor sizes its cell to its text with `TextMeasurer` (in `size(_:sectionDescriptor:)`), as
// a Collor cell on iOS measured with UIKit: `import Collor` brings the text module along, as it
// brings the geometry types, so that a descriptor file needs one import. The diff core, which a
// Collor user never calls, is not re-exported.
@_exported import CollorText
