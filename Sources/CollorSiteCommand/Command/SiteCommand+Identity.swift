extension SiteCommand {
    /// What a run calls itself: its command name and the line `--version` prints.
    struct Identity: Sendable {
        /// The name help, usage and errors show.
        let name: String
        /// What `--version` prints: `collor 0.1.0`, `MySite 2.0 (Collor 0.1.0)`, or
        /// `MySite (Collor 0.1.0)` for a site executable that names no version.
        let version: String

        init(name: String?, version: String?, executable: String? = CommandLine.arguments.first) {
            let running = executable.map { String($0.split(separator: "/").last ?? "") } ?? ""
            self.name = name ?? (running.isEmpty ? "collor" : running)
            let collor = CollorVersion.current
            if let version {
                self.version = "\(self.name) \(version) (Collor \(collor))"
            } else if self.name == "collor" {
                self.version = "collor \(collor)"
            } else {
                self.version = "\(self.name) (Collor \(collor))"
            }
        }
    }
}
