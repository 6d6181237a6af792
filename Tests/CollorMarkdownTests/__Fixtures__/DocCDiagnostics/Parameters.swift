/// A shelf of books, whose methods' comments document what docc checks and what it leaves be.
public struct Shelf {
    /// An initializer may document what it returns.
    ///
    /// - Parameter value: The value.
    /// - Returns: A shelf.
    public init(value: Int) {}

    /// A parameter twice, one that is not there, one missing, and a return value of nothing.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - count: Again.
    ///   - bogus: Not a parameter.
    /// - Returns: Nothing really.
    public func arrange(count: Int, order: String) {}

    /// A missing parameter after a standalone one.
    ///
    /// - Parameter x: The x.
    /// - Returns: A number.
    public func total(x: Int, y: Int) -> Int { x + y }

    /// No parameter documented: docc asks for none.
    public func lonely(a: Int) -> Int { a }

    /// A misspelt name, and an argument label used as a name.
    ///
    /// - Parameters:
    ///   - cont: How many.
    ///   - with: The value.
    public func place(count: Int, with value: Int) {}

    /// Throwing without saying so is not checked.
    ///
    /// - Parameter a: The a.
    public func risky(a: Int) throws -> Int { a }

    /// `_` names no parameter; the closure's name does.
    ///
    /// - Parameters:
    ///   - body: The body.
    ///   - _: Unnamed.
    public func run(_ body: () -> Void) {}

    /// A subscript's parameter and its return value.
    ///
    /// - Parameter index: The index.
    /// - Returns: The index.
    public subscript(index: Int) -> Int { index }
}

/// A function of the module returning `Void` by name.
///
/// - Parameter a: The a.
/// - Returns: Nothing.
public func nothing(a: Int) -> Void {}

/// A requirement whose parameter has a name.
public protocol Destroying {
    /// Destroys the handler.
    ///
    /// - Parameters:
    ///   - handler: The handler to destroy.
    func destroy(_ handler: Int)
}

/// Implements the requirement with an unnamed parameter and inherits its comment, as
/// swift-metrics' `NOOPMetricsHandler` does: the documented `handler` is the unnamed one.
public struct Destroyer: Destroying {
    public func destroy(_: Int) {}

    /// Unnamed parameters take the documented names left, in order.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - first: The first.
    public func both(count: Int, _: Int, _: Int) {}
}

/// Doxygen's commands document parameters too, as Nimble's `gatherExpectations` does.
///
/// @param silently Whether expectations stay quiet,
///                 when this is true.
///
/// @see gatherFailingExpectations
public func gather(silently: Bool, closure: () -> Void) {}

/// One parameter of two, on one line.
///
/// @param first The first.
public func pair(first: Int, second: Int) {}
