import CCmark

/// Where the walker is in a tutorial: the numbers that name its sections, steps and questions,
/// what the enclosing `@Tutorial` says about itself for its intro, and each code file's last
/// listing, which the next step with that file name changes.
struct TutorialProgress {
    /// `@Tutorial(time:)` in minutes, shown in its intro.
    var time: Int?
    /// `@XcodeRequirement(title:destination:)`, shown in the intro.
    var requirement: (title: String, destination: String)?
    /// `@Tutorial(projectFiles:)`, the project's download, shown in the intro: its name, and its
    /// URL when the catalog has it.
    var projectFiles: (name: String, url: String?)?
    /// The anchor of the section being written, which its steps' anchors extend.
    var sectionAnchor = ""
    /// Steps so far in the current section (DocC numbers them per section).
    var steps = 0
    /// Questions and choices so far on the page, for their inputs' unique names.
    var questions = 0
    var choices = 0
    /// The `@Choice` nodes whose `<label>` is open: it closes where the justification starts.
    var openLabels: [OpaquePointer] = []
    /// Directives left out (misplaced or malformed), whose exit writes nothing.
    var leftOut: Set<OpaquePointer> = []
    /// Each code file's last listing by its shown name, its lines and their HTML, for the next
    /// step that shows that name.
    var listings: [String: (lines: [String], html: [String])] = [:]
    /// Listings so far on the page.
    var listingCount = 0
}
