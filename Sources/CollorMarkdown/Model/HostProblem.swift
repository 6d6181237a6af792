/// A problem of a rule that the host of a page owns, not the markdown's: the site's (a link to a
/// tutorial that no catalog has) or a gallery embedding's (a block naming no gallery it has). The
/// host raises it when it answers a reference; the renderer only places it at the reference
/// (`MarkdownDiagnostic.Reason.host`), and the host reads its own value back.
public protocol HostProblem: Sendable {
    /// A stable name of the problem's kind, as `MarkdownDiagnostic.Reason.identifier`.
    var identifier: String { get }
    /// The problem in words.
    var message: String { get }
    /// Whether `other` is the same problem.
    func isEqual(to other: any HostProblem) -> Bool
}

extension HostProblem where Self: Equatable {
    /// The same type, equal.
    public func isEqual(to other: any HostProblem) -> Bool { (other as? Self) == self }
}

/// A host's problem as a value the markdown's diagnostics can hold and compare.
public struct AnyHostProblem: Equatable, Sendable {
    /// The host's own problem: it casts it back to its type.
    package let base: any HostProblem

    /// Wraps `base`.
    package init(_ base: some HostProblem) { self.base = base }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }
}
