#!/usr/bin/env python3
"""Checks that Sources/ opens files for reading one way only: through `InputFile`.

`InputFile` (Sources/CollorHTML/Files/InputFile.swift) opens without following a final link and
without blocking, checks the opened descriptor is a regular file, and reads from it. Any other way
of reading a file (checking a path, then reading it by path) lets a file swapped for a link to
`/etc/passwd` in between be published (hostile-input round three, row 8), and a FIFO block.

Every Swift file under Sources/ is scanned, comments blanked (string literals are kept: a message
quoting one of the patterns would be reported, and is easy to reword). A finding is a line that
uses one of FORBIDDEN outside InputFile.swift, unless ALLOWED names that file and pattern with
its reason. The system call `open(` is known by an `O_` flag on its line (or its module's
name); with `O_WRONLY` it writes a file, which is out of scope.

Prints `path:line: error: ...` per finding and a summary; exits 0 when clean, 1 otherwise.
Usage: scripts/check-file-opening.py [--root DIR]   (--self-test checks the scanner itself)
"""

import argparse
import os
import re
import sys

OPENER = "Sources/CollorHTML/Files/InputFile.swift"

# Ways of reading a file other than InputFile, each with what to use instead.
FORBIDDEN = [
    (re.compile(r"\bData\s*\(\s*contentsOf\s*:"), "Data(contentsOf:)"),
    (re.compile(r"\b(NS)?String\s*\(\s*contentsOf(File)?\s*:"), "String(contentsOf:)"),
    (re.compile(r"\.contents\s*\(\s*atPath\s*:"), "FileManager.contents(atPath:)"),
    (re.compile(r"\bFileHandle\s*\(\s*forReading"), "FileHandle(forReading...)"),
    (re.compile(r"\bFileHandle\s*\(\s*forUpdating"), "FileHandle(forUpdating...)"),
    (re.compile(r"\bInputStream\s*\("), "InputStream"),
    (re.compile(r"\b(fopen|freopen|fdopen|openat|mmap)\s*\("), "a C file call"),
    (re.compile(r"\bNIOFileHandle\s*\(\s*(path|_deprecatedPath)\s*:"), "NIOFileHandle(path:)"),
    (re.compile(r"\bNonBlockingFileIO\b"), "NonBlockingFileIO"),
    (re.compile(r"\bFileSystem\s*\.\s*shared\b"), "NIOFileSystem"),
    # The system call itself, known by its flags (a local `open(.brace)` or `case open(Int)` is
    # not it), or named through its module.
    (re.compile(r"(?<![\w.])open\s*\([^)]*\bO_[A-Z]"), "open()"),
    (re.compile(r"\b(Glibc|Musl|Darwin|Foundation)\s*\.\s*open\s*\("), "open()"),
]

# (file, pattern label) -> why it may stay. Keep this list short.
ALLOWED = {
    ("Sources/CollorSite/Output/OutputLock.swift", "open()"):
        "the build's lock file, opened read-write for flock(); its bytes are never read",
    ("Sources/CollorSite/Highlighting/BoundedProcess.swift", "FileHandle(forReading...)"):
        "a temporary file this process has just written, handed to a child as standard input",
}


def blank_comments(text):
    """`text` with `//` and `/* */` comments replaced by spaces, newlines and strings kept."""
    out = []
    i, n = 0, len(text)
    depth = 0          # nesting of /* */ (Swift nests them)
    string = None      # the delimiter of the string literal we are in, or None
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth += 1
                out.append("  ")
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                out.append("  ")
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
        elif string:
            if c == "\\":
                out.append(text[i:i + 2])
                i += 2
            elif text.startswith(string, i):
                out.append(string)
                i += len(string)
                string = None
            else:
                out.append(c)
                i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth = 1
            out.append("  ")
            i += 2
        elif text.startswith('"""', i):
            string = '"""'
            out.append(string)
            i += 3
        elif c == '"':
            string = '"'
            out.append(c)
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def findings(relative, text):
    """(line, label) of each forbidden use in the file `relative` whose text is `text`."""
    if relative == OPENER:
        return []
    result = []
    for number, line in enumerate(blank_comments(text).split("\n"), start=1):
        for pattern, label in FORBIDDEN:
            if not pattern.search(line):
                continue
            if label == "open()" and "O_WRONLY" in line:
                continue
            if (relative, label) in ALLOWED:
                continue
            result.append((number, label))
    return result


def scan(root):
    found = []
    sources = os.path.join(root, "Sources")
    for folder, _, names in sorted(os.walk(sources)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for number, label in findings(relative, text):
                found.append((relative, number, label))
    return found


def self_test():
    cases = [
        ("let d = try Data(contentsOf: url)", ["Data(contentsOf:)"]),
        ("let s = try String(contentsOf: url, encoding: .utf8)", ["String(contentsOf:)"]),
        ("let f = fopen(path, \"r\")", ["a C file call"]),
        ("let d = open(path, O_RDONLY)", ["open()"]),
        ("let d = open(path, O_WRONLY | O_CREAT)", []),
        ("func open(_ x: Int) {}", []),
        ("case open(Int), close(Int)", []),
        ("let d = Glibc.open(path, flags)", ["open()"]),
        ("nesting.open(.brace)", []),
        ("// Data(contentsOf: url) in a comment", []),
        ("/* fopen( /* nested */ still */ let x = 1", []),
        ("let u = \"https://x\" // String(contentsOf: y)", []),
        ("let h = try FileHandle(forReadingFrom: url)", ["FileHandle(forReading...)"]),
        ("let h = try NIOFileHandle(_deprecatedPath: p)", ["NIOFileHandle(path:)"]),
    ]
    failed = 0
    for text, expected in cases:
        got = [label for _, label in findings("Sources/X/Y.swift", text)]
        if got != expected:
            failed += 1
            print(f"self-test: {text!r}: expected {expected}, got {got}")
    if findings(OPENER, "let d = open(path, O_RDONLY)"):
        failed += 1
        print("self-test: InputFile.swift itself must be allowed to open")
    print(f"check-file-opening self-test: {len(cases) + 1 - failed} of {len(cases) + 1} passed")
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    if options.self_test:
        return self_test()
    root = os.path.abspath(options.root)
    found = scan(root)
    for relative, number, label in found:
        print(f"{relative}:{number}: error: {label} opens a file for reading; use InputFile "
              f"({OPENER}), or add a justified entry to ALLOWED in {sys.argv[0]}")
    print(f"check-file-opening: {len(found)} other way(s) of opening a file in Sources/")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
