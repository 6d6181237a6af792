/// The configuration as an input of the build: `collor.yml` read again when its bytes changed.
extension SiteBuilder {
    /// The configuration read again from its changed file (`ConfigurationOrigin`), or why it
    /// cannot be; nil when the file is as it was read (or the configuration was made in code).
    ///
    /// What the file does not say stays as the caller set it (the highlighter), and the output
    /// folder stays where the build began writing, with a warning: the preview serves that one.
    func reloadedConfiguration() -> Result<SiteConfiguration, SiteError>? {
        guard let origin = configuration.origin, origin.changed else { return nil }
        var next: SiteConfiguration
        do throws(SiteError) {
            next = try origin.read()
        } catch {
            return .failure(error)
        }
        next.highlighter = configuration.highlighter
        if next.output.standardizedFileURL != configuration.output.standardizedFileURL {
            next.warnings.append(
                SiteError(
                    file: ConfigurationFile.fileName,
                    reason: .configuration(
                        .invalidValue(
                            key: "output",
                            "changed to \(next.output.path); this build keeps writing to "
                                + "\(configuration.output.path) until it starts again"))))
            next.output = configuration.output
        }
        return .success(next)
    }
}
