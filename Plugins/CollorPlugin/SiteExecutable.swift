import PackagePlugin

/// The package's own site executable, which the plugins build and run instead of the plain
/// `collor` tool so that its galleries appear: an executable target that depends on the
/// `CollorSiteCommand` product (directly or through the package's own targets). The manifest
/// already says it, so no configuration key can fall out of step with it; `--site-executable
/// NAME` chooses among several, and `--site-executable collor` runs the plain tool.
enum SiteExecutable {
    /// The option that names the executable; the plugins take it out before running the tool.
    static let option = "--site-executable"

    /// The name of the executable to run, or nil for the plain `collor` tool; `arguments` loses
    /// the plugin's own option.
    static func choose(in package: Package, arguments: inout [String]) throws -> String? {
        if let index = arguments.firstIndex(of: option) {
            guard index + 1 < arguments.count else {
                throw PluginUsageError(message: "\(option) needs the name of an executable target")
            }
            let name = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            if name == "collor" { return nil }
            let executables = package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { $0.kind == .executable }.map(\.name)
            guard executables.contains(name) else {
                throw PluginUsageError(
                    message: "\(option) \(name): the package has no executable target '\(name)' "
                        + "(executable targets: \(executables.sorted().joined(separator: ", ")))")
            }
            return name
        }
        let found = siteExecutables(in: package)
        guard found.count <= 1 else {
            throw PluginUsageError(
                message:
                    "several executable targets run the site command (\(found.joined(separator: ", "))): "
                    + "choose one with \(option) NAME")
        }
        return found.first
    }

    /// The package's executable targets that depend on the site command, by name, sorted.
    static func siteExecutables(in package: Package) -> [String] {
        package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .executable && $0.name != "collor" && reachesSiteCommand($0) }
            .map(\.name).sorted()
    }

    /// Whether `target` depends on `CollorSiteCommand`: a worklist over the package's own targets
    /// (not recursion, so a deep target graph cannot exhaust the stack).
    private static func reachesSiteCommand(_ target: Target) -> Bool {
        var pending = [target]
        var seen: Set<Target.ID> = [target.id]
        while let next = pending.popLast() {
            for dependency in next.dependencies {
                switch dependency {
                case .product(let product):
                    if product.name == "CollorSiteCommand" { return true }
                case .target(let inner):
                    if inner.name == "CollorSiteCommand" { return true }
                    if seen.insert(inner.id).inserted { pending.append(inner) }
                @unknown default:
                    continue
                }
            }
        }
        return false
    }
}

/// A plugin option used wrongly: said plainly, without a stack of SwiftPM's.
struct PluginUsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
