extension Pygments {
    /// The languages a fence may name (lowercased) and the Pygments lexer of each. Swift is not
    /// here: swift-syntax highlights it. A language missing here stays plain, without a warning,
    /// as does one whose lexer the installed Pygments lacks.
    static let lexers: [String: String] = [
        "shell": "bash", "sh": "bash", "bash": "bash", "zsh": "bash", "ksh": "bash",
        // A terminal session: lines after a `$ ` or `# ` prompt are shell, the others output.
        "console": "console", "shell-session": "console", "terminal": "console",
        "json": "json", "jsonc": "json",
        "yaml": "yaml", "yml": "yaml",
        "diff": "diff", "patch": "diff", "udiff": "diff",
        "xml": "xml", "plist": "xml", "svg": "xml", "xsd": "xml",
        "html": "html", "xhtml": "html",
        "objc": "objective-c", "objective-c": "objective-c", "objectivec": "objective-c",
        "obj-c": "objective-c",
        "objective-c++": "objective-c++", "objc++": "objective-c++",
        "c": "c", "h": "c",
        "cpp": "cpp", "c++": "cpp", "cxx": "cpp", "hpp": "cpp",
        "protobuf": "protobuf", "proto": "protobuf",
        "javascript": "javascript", "js": "javascript",
        "typescript": "typescript", "ts": "typescript",
        "python": "python", "py": "python",
        "ruby": "ruby", "rb": "ruby",
        "toml": "toml",
        "markdown": "markdown", "md": "markdown",
        "makefile": "make", "make": "make",
        "dockerfile": "docker", "docker": "docker",
        "css": "css", "sql": "sql", "ini": "ini",
        "java": "java", "kotlin": "kotlin", "go": "go", "rust": "rust",
    ]

    /// The lexer for a fence's language (`Shell` and `sh` give `bash`), or nil.
    static func lexer(for language: String) -> String? {
        lexers[language.lowercased()]
    }
}
